import { QueryClient } from '@tanstack/react-query';
import { onUserStateReset } from '@/stores/user-state';

/**
 * Server state of the signed-in screens (TanStack Query). Loaded with the first signed-in
 * screen, so the public screens do not carry it. Cleared with the rest of the user's state.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});

onUserStateReset(() => queryClient.clear());
