import { QueryClient } from '@tanstack/react-query';
import { loggingQueryCache } from '@/api/query-meta';
import { onUserStateReset } from '@/platform/user-state';

/**
 * Server state of the signed-in screens (TanStack Query). Loaded with the first signed-in
 * screen, so the public screens do not carry it. Cleared with the rest of the user's state.
 * A query whose `meta.failure` names it is logged when it fails for good: those are the reads
 * that only menus and counters show, with no message of their own.
 */
export const queryClient = new QueryClient({
  queryCache: loggingQueryCache(),
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});

onUserStateReset(() => queryClient.clear());
