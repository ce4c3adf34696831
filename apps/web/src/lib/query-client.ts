import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { showErrorDialog } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

export interface CallMeta extends Record<string, unknown> {
  /** The caller shows the failure itself (inline message, own notice). */
  skipErrorDialog?: boolean;
}

/** Every failed call opens the 'Error' dialog (spec part 1 section 8) unless it opts out. */
function reportError(error: unknown, meta: CallMeta | undefined) {
  if (meta?.skipErrorDialog) return;
  // A 401 is not an error to read: the session layer sends the user to sign in.
  if (error instanceof ApiError && error.statusCode === 401) return;
  showErrorDialog(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta) }),
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.statusCode < 500 && error.statusCode > 0) && count < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
