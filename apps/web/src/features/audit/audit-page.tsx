import { Suspense } from 'react';
import { Text } from '@mantine/core';
import { auditQuerySchema, type AuditEntry, type AuditQueryInput } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useDownload } from '../../lib/use-download.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { CursorListCard, listTexts } from '../../ui/cursor-list-card.tsx';
import { DataTable } from '../../ui/data-table/index.ts';
import { ExportButton, ExportFailure } from '../../ui/export-button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useAuditTrail } from './api/use-audit.ts';
import { AuditFilters } from './components/audit-filters.tsx';
import { useAuditColumns } from './components/audit-columns.tsx';

const KEYS = ['person', 'action', 'object', 'from', 'to', 'cursor'] as const;
// Checked as the server checks them, so a mistyped link shows the default rather than an error.
const SHAPE = auditQuerySchema.shape;

/** /audit: who did what, to what, when, from which menu item and address; newest first. */
export function AuditPage() {
  // Its words come with the page's first draw (lib/audit-words.ts); nothing shows a key meanwhile.
  return (
    <Suspense fallback={null}>
      <AuditTrail />
    </Suspense>
  );
}

function AuditTrail() {
  const { t } = useT();
  const { query: inUrl, invalid, change } = useUrlQuery(KEYS, SHAPE);
  const query = inUrl as AuditQueryInput;
  const mayExport = useCan('audit.export');
  const { cursor: _page, ...filter } = query;
  // The server words the file in the reader's language preference, as the console itself.
  const exported = useDownload('GET /audit/export.csv', () => ({ query: filter }));

  return (
    <>
      <PageTitle title={t('audit.title')} description={t('audit.description')} />
      <CursorListCard
        heading={<Text fw={600}>{t('audit.heading')}</Text>}
        tools={mayExport && <ExportButton download={exported} label={t('audit.export')} />}
        notice={
          exported.error && (
            <ExportFailure download={exported} text={(message) => t('audit.exportFailed', { message })} />
          )
        }
        filters={<AuditFilters query={query} change={change} />}
        address={{ query, invalid, change }}
        list={useAuditTrail(query)}
        texts={listTexts('audit')}
        paged={Boolean(query.cursor)}
        onPage={(cursor) => change({ cursor })}
      >
        {(items) => <AuditList items={items} />}
      </CursorListCard>
    </>
  );
}

function AuditList({ items }: { items: AuditEntry[] }) {
  const { t } = useT();
  const columns = useAuditColumns(items);
  return (
    <DataTable
      rows={items}
      rowKey={(entry) => String(entry.id)}
      columns={columns}
      label={t('audit.table')}
      minWidth={columns.length * 130}
      verticalSpacing="xs"
    />
  );
}
