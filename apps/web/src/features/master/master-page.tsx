import { useState } from 'react';
import { Button, Group, SegmentedControl, Tabs, Text } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import {
  MASTER_KINDS,
  type MasterEntry,
  type MasterKind,
  type MasterListQuery,
  type MasterUpdate,
} from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { Alert } from '../../ui/alert.tsx';
import { CursorListCard, listTexts } from '../../ui/cursor-list-card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { UrlTextFilter } from '../../ui/url-text-filter.tsx';
import { useMasterList, useUpdateEntry } from './api/use-master.ts';
import { DeleteEntryDialog } from './components/delete-entry-dialog.tsx';
import { MasterDialog } from './components/master-dialog.tsx';
import { MasterTable } from './components/master-table.tsx';
import { PlayersDialog } from './components/players-dialog.tsx';

const KEYS = ['kind', 'q', 'show', 'cursor'] as const;
const SHOW = ['active', 'archived', 'all'] as const;
const isKind = (value: string | undefined): value is MasterKind =>
  (MASTER_KINDS as readonly string[]).includes(value ?? '');

/** /master: the lists every other area chooses from, one tab per kind; the tab, search and page live in the URL. */
export function MasterPage() {
  const { t } = useT();
  const { query, change } = useUrlQuery(KEYS);
  const kind = isKind(query.kind) ? query.kind : 'sports';
  return (
    <>
      <PageTitle title={t('master.title')} description={t('master.description')} />
      <Tabs
        value={kind}
        onChange={(next) => next && change({ kind: next, q: null, show: null })}
        keepMounted={false}
      >
        <Tabs.List mb="md" aria-label={t('master.kindsLabel')}>
          {MASTER_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`master.kinds.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <KindList key={kind} kind={kind} query={query} change={change} />
    </>
  );
}

type KindListProps<K extends MasterKind> = {
  kind: K;
  query: Partial<Record<(typeof KEYS)[number], string>>;
  change: ReturnType<typeof useUrlQuery<(typeof KEYS)[number]>>['change'];
};

function KindList<K extends MasterKind>({ kind, query, change }: KindListProps<K>) {
  const { t } = useT();
  const editable = useCan('master.edit');
  const show = (SHOW as readonly string[]).includes(query.show ?? '')
    ? (query.show as (typeof SHOW)[number])
    : 'active';
  const listQuery: MasterListQuery = { q: query.q, show, cursor: query.cursor };
  const list = useMasterList(kind, listQuery);
  const archive = useUpdateEntry(kind);
  const [editing, setEditing] = useState<MasterEntry<K> | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MasterEntry<K> | null>(null);
  const [squad, setSquad] = useState<MasterEntry<'teams'> | null>(null);

  return (
    <>
      <CursorListCard
        heading={
          <Text fw={600} component="h2" size="md">
            {t(`master.kinds.${kind}`)}
          </Text>
        }
        tools={
          editable && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t(`master.new.${kind}`)}
            </Button>
          )
        }
        notice={
          archive.error && (
            <Alert type="danger" dismissible onClose={() => archive.reset()}>
              {archive.error.message}
            </Alert>
          )
        }
        filters={
          <Group align="flex-end" gap="sm" px="lg" pb="md" wrap="wrap">
            <UrlTextFilter
              label={t('master.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              value={query.q}
              onSettle={(q) => change({ q }, { replace: true })}
              w={{ base: '100%', sm: 260 }}
            />
            <SegmentedControl
              aria-label={t('master.show')}
              value={show}
              onChange={(value) => change({ show: value === 'active' ? null : value })}
              data={SHOW.map((value) => ({ value, label: t(`master.showWhat.${value}`) }))}
            />
          </Group>
        }
        address={{ query, invalid: [], change }}
        list={list}
        texts={{
          ...listTexts('master'),
          empty: show === 'archived' ? t('master.emptyArchived') : t('master.empty'),
        }}
        paged={Boolean(query.cursor)}
        onPage={(cursor) => change({ cursor })}
      >
        {(items) => (
          <MasterTable
            kind={kind}
            items={items}
            editable={editable}
            onEdit={setEditing}
            onArchive={(entry, archived) =>
              archive.mutate({ id: entry.id, body: { archived } as MasterUpdate<K> })
            }
            onDelete={setDeleting}
            onPlayers={
              kind === 'teams' ? (entry) => setSquad(entry as unknown as MasterEntry<'teams'>) : undefined
            }
          />
        )}
      </CursorListCard>
      {editing && (
        <MasterDialog
          kind={kind}
          entry={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteEntryDialog kind={kind} entry={deleting} onClose={() => setDeleting(null)} />}
      {squad && <PlayersDialog team={squad} editable={editable} onClose={() => setSquad(null)} />}
    </>
  );
}
