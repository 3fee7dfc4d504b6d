import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write that, once it succeeded, has each of `refreshed` read again behind it (not awaited): the
 * screen's toast and closing never wait for a list, and every screen showing those lists (the
 * members' ones too) shows the change.
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  ...refreshed: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of refreshed) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
