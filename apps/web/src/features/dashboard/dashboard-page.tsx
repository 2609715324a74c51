import { Skeleton, Stack } from '@mantine/core';
import { HOME_PATH } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { hasRoute } from '../../lib/menu-tree.ts';
import { useMenu } from '../../lib/queries/menu.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { AnalyticsPage } from './analytics-page.tsx';
import { PersonalHome } from './personal-home.tsx';

/**
 * /dashboard/analytics is everyone's landing page (HOME_PATH), but the figures are staff-only:
 * whoever's menu grants Analytics gets them, everyone else a personal home.
 */
export function DashboardPage() {
  const { t } = useT();
  const menu = useMenu();
  if (menu.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('dashboard.loading')}>
        <Skeleton height={36} width={240} />
        <Skeleton height={120} />
        <Skeleton height={280} />
      </Stack>
    );
  }
  if (menu.isError) {
    return (
      <QueryError
        title={t('dashboard.failed')}
        error={menu.error}
        onRetry={() => void menu.refetch()}
        retrying={menu.isFetching}
      />
    );
  }
  return hasRoute(menu.data, HOME_PATH) ? <AnalyticsPage /> : <PersonalHome />;
}
