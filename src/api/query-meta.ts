import { QueryCache } from '@tanstack/react-query';
import { logFailure } from '@/platform/log';
import { statusOf } from './answers';

/**
 * What a query says about its own failure: `failure` names it in the log (the query cache logs it
 * once its tries are spent: `loggingQueryCache`); `quietStatus` is an answer, not a failure
 * (an unknown code's 404).
 */
export interface QueryMeta extends Record<string, unknown> {
  failure?: string;
  quietStatus?: number;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
  }
}

/** The query cache that logs a query's failure by its `meta` once its tries are spent. */
export function loggingQueryCache(): QueryCache {
  return new QueryCache({
    onError: (error, query) => {
      const { failure, quietStatus } = query.meta ?? {};
      if (failure && (quietStatus === undefined || statusOf(error) !== quietStatus))
        logFailure(failure, error);
    },
  });
}
