import { Suspense, useMemo } from 'react';
import { Group, Text } from '@mantine/core';
import type { BulkTargetInput, DirectoryColumn, DirectoryQueryInput } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useDownload } from '../../lib/use-download.ts';
import { useSession } from '../../lib/use-session.ts';
import { CursorListCard, listTexts } from '../../ui/cursor-list-card.tsx';
import { ChoiceBar, ColumnChooser, useColumnChoice, useRowChoice } from '../../ui/data-table/choosing.ts';
import { DataTable, shownColumns } from '../../ui/data-table/index.ts';
import { ExportButton, ExportFailure } from '../../ui/export-button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { BulkStatusAction, BulkTextAction } from '../bulk/index.ts';
import { useDirectory } from './api/use-directory.ts';
import { useDirectoryColumns } from './components/directory-columns.tsx';
import { DirectoryFilters } from './components/directory-filters.tsx';
import { ParentLinksReview } from './components/parent-links-review.tsx';
import { useDirectoryParams } from './use-directory-params.ts';

const DEFAULT_COLUMNS: DirectoryColumn[] = ['fullName', 'mobile', 'status', 'role', 'sport', 'joinedAt'];

/** /subscriber: everyone with an account, searched, filtered, ordered and paged on the server. */
export function DirectoryPage() {
  const { t } = useT();
  const { subscriberID } = useSession();
  const { query, invalid, change } = useDirectoryParams();
  const list = useDirectory(query);
  // Each staff member's own choice of columns, kept in this browser.
  const { chosen, toggle } = useColumnChoice(`fh.directory-columns.${subscriberID}`, DEFAULT_COLUMNS);
  const allColumns = useDirectoryColumns();
  const columns = useMemo(() => shownColumns(allColumns, chosen), [allColumns, chosen]);
  const mayExport = useCan('subscriber.export');
  const mayChangeMany = useCan('bulk.status');
  const mayTextMany = useCan('bulk.text');
  // Every page of the view, not only the one on screen, with the columns shown.
  const { cursor: _page, limit: _size, ...view } = query;
  const exported = useDownload('GET /subscribers/export.csv', () => ({
    query: { ...view, columns: columns.map((column) => column.key).join(',') },
  }));
  const data = list.data;
  // The previous view's rows stay on screen while the new view loads (keepPreviousData).
  const stale = list.isPlaceholderData;
  const selection = useRowChoice(JSON.stringify(view));
  const target: BulkTargetInput = selection.all
    ? { by: 'filter', filter: filterOf(view) }
    : { by: 'ids', ids: [...selection.ids] };
  const names = new Map(data?.items.map((entry) => [entry.subscriberID, entry.fullName]));
  const total = data
    ? data.total.exact
      ? t('subscribers.total', { count: data.total.count })
      : t('subscribers.about', { count: roughly(data.total.count) })
    : '';

  return (
    <>
      <PageTitle title={t('subscribers.title')} description={t('subscribers.description')} />
      <ParentLinksReview />
      <CursorListCard
        heading={
          <Text id="directory-title" fw={600}>
            {t('subscribers.heading')}
            {total && (
              <Text span c="dimmed" fw={400}>
                {' '}
                · <span data-testid="directory-total">{total}</span>
              </Text>
            )}
          </Text>
        }
        tools={
          <>
            {mayExport && <ExportButton download={exported} label={t('subscribers.export.button')} />}
            <ColumnChooser columns={allColumns} chosen={chosen} toggle={toggle} />
          </>
        }
        notice={
          (exported.error || selection.all || selection.ids.size > 0) && (
            <>
              {exported.error && (
                <ExportFailure
                  download={exported}
                  text={(message) => t('subscribers.export.failed', { message })}
                />
              )}
              <Group gap="sm">
                <ChoiceBar
                  choice={selection}
                  pageIds={stale ? [] : (data?.items.map((entry) => entry.subscriberID) ?? [])}
                  matching={data?.total.count ?? null}
                />
                {(mayChangeMany || mayTextMany) && (selection.all || selection.ids.size > 0) && (
                  <Suspense fallback={null}>
                    {mayChangeMany && <BulkStatusAction target={target} />}
                    {mayTextMany && <BulkTextAction target={target} />}
                  </Suspense>
                )}
              </Group>
            </>
          )
        }
        filters={<DirectoryFilters query={query} change={change} />}
        address={{ query, invalid, change }}
        list={list}
        texts={listTexts('subscribers')}
        paged={Boolean(query.cursor)}
        onPage={(cursor) => change({ cursor })}
      >
        {(items) => (
          <DataTable
            rows={items}
            rowKey={(entry) => entry.subscriberID}
            columns={columns}
            labelledBy="directory-title"
            minWidth={columns.length * 120}
            maxHeight="calc(100dvh - 330px)"
            verticalSpacing="xs"
            horizontalSpacing="md"
            sort={{
              value: query.sort ?? 'name',
              onChange: (sort) => change({ sort: sort === 'name' ? null : sort }),
            }}
            choice={{
              ...selection,
              disabled: selection.all || stale,
              rowLabel: (id) => t('lists.select.row', { name: names.get(id) ?? '' }),
            }}
            stale={stale}
          />
        )}
      </CursorListCard>
    </>
  );
}

/** The view's search and filters, without its order: whom "all that match" means. */
function filterOf({ sort: _sort, ...filter }: Omit<DirectoryQueryInput, 'cursor' | 'limit'>) {
  return filter;
}

/** An estimate shown to two significant figures: "about 48,000", not "about 47,913". */
function roughly(count: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(count, 1))) - 1);
  return Math.round(count / scale) * scale;
}
