import { Badge, Group, Menu, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import type { MasterEntry, MasterKind } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { actionsColumn, DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { RowActionsMenu } from '../../../ui/row-actions-menu.tsx';
import { NEUTRAL } from '../../../ui/tone.ts';
import { shownName, viewOf } from '../master-kinds.tsx';

/** Counted no further than this on the server: past it, "more than 1,000". */
const USAGE_CAP = 1000;

type MasterTableProps<K extends MasterKind> = {
  kind: K;
  items: MasterEntry<K>[];
  editable: boolean;
  onEdit: (entry: MasterEntry<K>) => void;
  onArchive: (entry: MasterEntry<K>, archived: boolean) => void;
  onDelete: (entry: MasterEntry<K>) => void;
  /** A team's players (teams only): whoever views master data may look. */
  onPlayers?: (entry: MasterEntry<K>) => void;
};

/** Where an entry is used, in words: "12 subscribers · 1 team". */
export function useUsageText() {
  const { t } = useT();
  return (usage: MasterEntry<MasterKind>['usage']) =>
    usage.length === 0
      ? t('master.unused')
      : usage
          .map(({ place, count }) =>
            count > USAGE_CAP
              ? t('master.usage.more', { what: t(`master.usage.${place}`, { count: USAGE_CAP }) })
              : t(`master.usage.${place}`, { count }),
          )
          .join(' · ');
}

/** A page of one kind's entries with what each is used by, and what may be done to each. */
export function MasterTable<K extends MasterKind>({
  kind,
  items,
  editable,
  onEdit,
  onArchive,
  onDelete,
  onPlayers,
}: MasterTableProps<K>) {
  const { t } = useT();
  const usageText = useUsageText();
  const kindColumns = viewOf(kind).columns;
  const columns: DataColumn<MasterEntry<K>>[] = [
    {
      key: 'name',
      header: t('master.column.name'),
      phone: 'title',
      cell: (entry) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {shownName(kind, entry)}
          </Text>
          {entry.archived && (
            <Badge size="sm" color={NEUTRAL} variant="filled" tt="none">
              {t('master.archived')}
            </Badge>
          )}
        </Group>
      ),
    },
    ...kindColumns.map((column) => ({
      key: column.key,
      header: t(`master.column.${column.key}`),
      cell: (entry: MasterEntry<K>) => column.cell(entry, t),
    })),
    {
      key: 'usage',
      header: t('master.column.usage'),
      cell: (entry) => (
        <Text size="sm" c={entry.usage.length ? undefined : 'dimmed'}>
          {usageText(entry.usage)}
        </Text>
      ),
    },
  ];
  if (editable || onPlayers !== undefined) {
    columns.push(
      actionsColumn(t('master.column.actions'), (entry) => (
        <EntryActions
          entry={entry}
          editable={editable}
          onPlayers={onPlayers && (() => onPlayers(entry))}
          onEdit={() => onEdit(entry)}
          onArchive={() => onArchive(entry, !entry.archived)}
          onDelete={() => onDelete(entry)}
        />
      )),
    );
  }
  return (
    <DataTable
      rows={items}
      rowKey={(entry) => String(entry.id)}
      columns={columns}
      label={t(`master.kinds.${kind}`)}
      minWidth={kindColumns.length > 2 ? 860 : 560}
    />
  );
}

function EntryActions({
  entry,
  editable,
  onPlayers,
  onEdit,
  onArchive,
  onDelete,
}: {
  entry: MasterEntry<MasterKind>;
  editable: boolean;
  onPlayers: (() => void) | undefined;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const { t } = useT();
  return (
    <RowActionsMenu label={t('master.actionsFor', { name: entry.name })}>
      {onPlayers && (
        <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={onPlayers}>
          {t('master.players.action')}
        </Menu.Item>
      )}
      {editable && <EditItems entry={entry} onEdit={onEdit} onArchive={onArchive} onDelete={onDelete} />}
    </RowActionsMenu>
  );
}

function EditItems({
  entry,
  onEdit,
  onArchive,
  onDelete,
}: {
  entry: MasterEntry<MasterKind>;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const { t } = useT();
  const used = entry.usage.length > 0;
  return (
    <>
      <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
        {t('master.edit')}
      </Menu.Item>
      <Menu.Item
        leftSection={
          entry.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />
        }
        onClick={onArchive}
      >
        {entry.archived ? t('master.restore') : t('master.archive')}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={onDelete}
        disabled={used}
        title={used ? t('master.deleteUsed') : undefined}
      >
        {t('master.delete')}
      </Menu.Item>
    </>
  );
}
