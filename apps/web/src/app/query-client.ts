import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showToast } from '../ui/toasts.tsx';
import { endsSession, isApiError } from '../lib/api-error.ts';
import { i18n } from '../lib/i18n/i18n.ts';

declare module '@tanstack/react-query' {
  // `silent` marks calls whose screen shows the error itself.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function report(error: unknown, silent: boolean | undefined) {
  // An ended session already leads to the sign-in page, which says why.
  if (silent || endsSession(error)) return;
  showToast({
    id: error instanceof Error ? error.message : undefined,
    color: 'red',
    title: i18n.t('common.somethingWrong'),
    message: error instanceof Error ? error.message : i18n.t('common.requestFailed'),
  });
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _context, mutation) => report(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: {
        // Answers such as "forbidden" or "not found" will not change on a second try.
        retry: (failures, error) =>
          failures < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
