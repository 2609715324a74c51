import { Button, Card, Checkbox, Group, Menu, Skeleton, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconColumns, IconArrowRight } from '@tabler/icons-react';
import { DIRECTORY_COLUMNS, type DirectoryColumn } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSession } from '../../lib/use-session.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useDirectory } from './api/use-directory.ts';
import { DirectoryFilters } from './components/directory-filters.tsx';
import { DirectoryTable } from './components/directory-table.tsx';
import { useDirectoryParams } from './use-directory-params.ts';

const DEFAULT_COLUMNS: DirectoryColumn[] = ['fullName', 'mobile', 'status', 'role', 'sport', 'joinedAt'];

/** /subscriber: everyone with an account, searched, filtered, ordered and paged on the server. */
export function DirectoryPage() {
  const { t } = useT();
  const { subscriberID } = useSession();
  const { query, change } = useDirectoryParams();
  const list = useDirectory(query);
  // Each staff member's own choice of columns, kept in this browser.
  const [chosen, setChosen] = useLocalStorage<DirectoryColumn[]>({
    key: `fh.directory-columns.${subscriberID}`,
    defaultValue: DEFAULT_COLUMNS,
  });
  const columns = DIRECTORY_COLUMNS.filter((c) => chosen.includes(c));
  const toggle = (column: DirectoryColumn) =>
    setChosen((current) =>
      current.includes(column) ? current.filter((c) => c !== column) : [...current, column],
    );
  const data = list.data;
  const total = data
    ? data.total.exact
      ? t('subscribers.total', { count: data.total.count })
      : t('subscribers.about', { count: roughly(data.total.count) })
    : '';

  return (
    <>
      <PageTitle title={t('subscribers.title')} description={t('subscribers.description')} />
      <Card p={0}>
        <Group justify="space-between" px="lg" pt="md" pb="xs">
          <Text id="directory-title" fw={600}>
            {t('subscribers.heading')}
            {total && (
              <Text span c="dimmed" fw={400}>
                {' '}
                · <span data-testid="directory-total">{total}</span>
              </Text>
            )}
          </Text>
          <Menu closeOnItemClick={false} position="bottom-end">
            <Menu.Target>
              <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />}>
                {t('subscribers.columns')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {DIRECTORY_COLUMNS.map((column) => (
                <Menu.Item
                  key={column}
                  onClick={() => toggle(column)}
                  disabled={column === 'fullName'}
                  leftSection={
                    // Only a picture of the state: a live checkbox would take the click twice.
                    <Checkbox
                      checked={columns.includes(column)}
                      readOnly
                      tabIndex={-1}
                      size="xs"
                      aria-hidden
                      style={{ pointerEvents: 'none' }}
                    />
                  }
                >
                  {t(`subscribers.column.${column}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <DirectoryFilters query={query} change={change} />
        {list.isPending && (
          <Stack gap="sm" p="lg" aria-busy="true" aria-label={t('subscribers.loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={36} />
            ))}
          </Stack>
        )}
        {list.isError && (
          <Stack p="lg">
            <QueryError
              title={t('subscribers.failed')}
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </Stack>
        )}
        {data && data.items.length === 0 && (
          <Stack align="center" gap={4} p="xl">
            <Text fw={500}>{t('subscribers.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t('subscribers.emptyHint')}
            </Text>
          </Stack>
        )}
        {data && data.items.length > 0 && (
          <>
            <DirectoryTable items={data.items} columns={columns} />
            <Group component="nav" aria-label={t('subscribers.pages')} justify="flex-end" gap="xs" p="md">
              {query.cursor && (
                <Button variant="default" size="xs" onClick={() => change({ cursor: null })}>
                  {t('subscribers.first')}
                </Button>
              )}
              <Button
                variant="default"
                size="xs"
                disabled={!data.nextCursor}
                rightSection={
                  <IconArrowRight size={14} aria-hidden style={{ transform: 'var(--fh-flip, none)' }} />
                }
                onClick={() => data.nextCursor && change({ cursor: data.nextCursor })}
              >
                {t('subscribers.next')}
              </Button>
            </Group>
          </>
        )}
      </Card>
    </>
  );
}

/** An estimate shown to two significant figures: "about 48,000", not "about 47,913". */
function roughly(count: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(count, 1))) - 1);
  return Math.round(count / scale) * scale;
}
