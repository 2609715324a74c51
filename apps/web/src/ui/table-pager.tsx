import { Box, Group, Pagination, Text } from '@mantine/core';
import { formatNumber } from '../lib/format.ts';
import { useT } from '../lib/i18n/use-t.ts';

type TablePagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
};

/** Under a server-paged table: where the user is, and the way to the other pages. */
export function TablePager({ page, pageSize, total, onPage, label }: TablePagerProps) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" p="md">
      <Text size="sm" c="dimmed">
        {t('lists.range', {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(total),
        })}
      </Text>
      {pages > 1 && (
        <Box component="nav" aria-label={label}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            withEdges
            getControlProps={(control) => ({ 'aria-label': t(`lists.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('lists.page', { page: formatNumber(item) }) })}
          />
        </Box>
      )}
    </Group>
  );
}
