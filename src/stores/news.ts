import { create } from 'zustand';
import { fetchNewsItem } from '@/api/news';
import type { News } from '@/api/types';
import { type DetailCache, emptyCache, loadDetail } from './detail-cache';
import { onUserStateReset } from './user-state';

interface NewsState extends DetailCache<News> {
  /** Puts light items in the cache without replacing complete ones. */
  remember: (items: readonly News[]) => void;
  /** The full version, fetched only when the cached one lacks its text. */
  loadOne: (id: number) => Promise<News>;
  reset: () => void;
}

const hasText = (news: News) => Boolean(news.text);

export const useNews = create<NewsState>()((set, get) => ({
  ...emptyCache<News>(),

  remember(items) {
    const byId = { ...get().byId };
    for (const item of items) if (!byId[item.id] || !hasText(byId[item.id])) byId[item.id] = item;
    set({ byId });
  },

  loadOne(id) {
    return loadDetail(id, hasText, fetchNewsItem, get, (cache) => set(cache));
  },

  reset() {
    set(emptyCache<News>());
  },
}));

onUserStateReset(() => useNews.getState().reset());
