import { fetchList } from './list';
import type { Command } from './types';

/**
 * GET /commands?search=&sort=date,desc, every page: the orders an administrator may see (all of
 * them for persons administrators, those holding their resources for a commission's).
 */
export async function fetchAllCommands(search: string | undefined): Promise<Command[]> {
  const size = 500;
  const all: Command[] = [];
  for (let page = 0; ; page += 1) {
    const { data, total } = await fetchList<Command>('/commands', {
      page,
      size,
      sort: 'date,desc',
      search,
    });
    all.push(...data);
    if (data.length < size || all.length >= total) return all;
  }
}
