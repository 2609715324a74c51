import { Box, Group, Pagination, Text } from '@mantine/core';
import { formatNumber } from '../lib/format.ts';

type TablePagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
};

/** Under a server-paged table: where the user is, and the way to the other pages. */
export function TablePager({ page, pageSize, total, onPage, label }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" p="md">
      <Text size="sm" c="dimmed">
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </Text>
      {pages > 1 && (
        <Box component="nav" aria-label={label}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            withEdges
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Box>
      )}
    </Group>
  );
}
