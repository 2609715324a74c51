import type { ReactNode } from 'react';
import { Button, Card, Space, Stack, Text, Title } from '@mantine/core';
import { RECORD_LIST_SIZE, type RecordSession, type SubscriberRecord } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DataTable } from '../../../ui/data-table/index.ts';
import { useRecordNotifications, useRecordTexts } from '../api/use-record.ts';
import classes from '../record.module.css';

/** `wrap`: the cell may take several lines (long text); others keep to one. */
type Column<Row> = { label: string; cell: (row: Row) => ReactNode; wrap?: true };

/** A titled card holding one of the record's lists, or a line saying it is empty. */
function ListCard<Row extends { id: number }>(props: {
  id: string;
  title: string;
  empty: string;
  rows: Row[];
  columns: Column<Row>[];
  /** Older rows a page at a time; without it the card says it shows the latest few. */
  more?: { next: () => void; hasNext: boolean; loading: boolean };
}) {
  const { t } = useT();
  return (
    <Card component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id}>
        {props.title}
      </Title>
      {props.more ? (
        <Space h="sm" />
      ) : (
        <Text size="xs" c="dimmed" mb="sm">
          {t('subscribers.record.latest', { count: RECORD_LIST_SIZE })}
        </Text>
      )}
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <DataTable
          rows={props.rows}
          rowKey={(row) => String(row.id)}
          columns={props.columns.map((column, index) => ({
            key: column.label,
            header: column.label,
            cell: column.cell,
            nowrap: !column.wrap,
            // On a phone the first column (when) leads each block.
            phone: index === 0 ? 'title' : 'labelled',
          }))}
          labelledBy={props.id}
          minWidth={560}
          verticalSpacing="xs"
        />
      )}
      {props.more?.hasNext && (
        <Button variant="subtle" size="xs" mt="sm" onClick={props.more.next} loading={props.more.loading}>
          {t('subscribers.record.showMore')}
        </Button>
      )}
    </Card>
  );
}

const when = (iso: string) => <bdi>{formatDateTime(iso)}</bdi>;

/**
 * Sessions still open, and every sign-in (each opened a session) with where it came from. The
 * record carries them only for holders of `subscriber.sessions`; the page shows this card only then.
 */
export function SessionsCard({
  sessions,
}: {
  sessions: Required<Pick<SubscriberRecord, 'openSessions' | 'signIns'>>;
}) {
  const { t } = useT();
  const unknown = t('subscribers.record.unknown');
  const where: Column<RecordSession>[] = [
    { label: t('subscribers.record.address'), cell: (s) => <bdi dir="ltr">{s.ip ?? unknown}</bdi> },
    {
      label: t('subscribers.record.device'),
      wrap: true,
      cell: (s) => (
        <Text size="xs" lineClamp={2} title={s.userAgent ?? undefined}>
          {s.userAgent ?? unknown}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <ListCard
        id="open-sessions-title"
        title={t('subscribers.record.openSessions')}
        empty={t('subscribers.record.noOpenSessions')}
        rows={sessions.openSessions}
        columns={[
          { label: t('subscribers.record.started'), cell: (s) => when(s.startedAt) },
          { label: t('subscribers.record.lastUsed'), cell: (s) => when(s.lastUsedAt) },
          ...where,
        ]}
      />
      <ListCard
        id="sign-ins-title"
        title={t('subscribers.record.signIns')}
        empty={t('subscribers.record.noSignIns')}
        rows={sessions.signIns}
        columns={[
          { label: t('subscribers.record.started'), cell: (s) => when(s.startedAt) },
          {
            label: t('subscribers.record.ended'),
            cell: (s) =>
              s.endedAt ? (
                when(s.endedAt)
              ) : (
                <Text span size="sm" fw={600} className={classes.open}>
                  {t('subscribers.record.stillOpen')}
                </Text>
              ),
          },
          ...where,
        ]}
      />
    </Stack>
  );
}

/** The notifications they were sent (seen or not) and the texts to their mobile, newest first, all of them a page at a time. */
export function MessagesCard({ record }: { record: SubscriberRecord }) {
  const { t } = useT();
  const notifications = useRecordNotifications(record);
  const texts = useRecordTexts(record);
  const moreOf = (list: typeof notifications | typeof texts) => ({
    next: () => void list.fetchNextPage(),
    hasNext: list.hasNextPage,
    loading: list.isFetchingNextPage,
  });
  return (
    <Stack gap="md">
      <ListCard
        id="record-notifications-title"
        title={t('subscribers.record.notifications')}
        empty={t('subscribers.record.noNotifications')}
        rows={notifications.data.pages.flatMap((page) => page.items)}
        more={moreOf(notifications)}
        columns={[
          { label: t('sms.date'), cell: (n) => when(n.at) },
          { label: t('subscribers.record.message'), cell: (n) => <bdi>{n.message}</bdi>, wrap: true },
          {
            label: t('sms.status'),
            cell: (n) => (n.seenAt ? t('subscribers.record.seen') : t('subscribers.record.unseen')),
          },
        ]}
      />
      <ListCard
        id="record-texts-title"
        title={t('subscribers.record.texts')}
        empty={t('subscribers.record.noTexts')}
        rows={texts.data.pages.flatMap((page) => page.items)}
        more={moreOf(texts)}
        columns={[
          { label: t('sms.date'), cell: (m) => when(m.at) },
          { label: t('sms.kind'), cell: (m) => t(`sms.kinds.${m.kind as 'staff'}`, m.kind) },
          { label: t('sms.text'), cell: (m) => <bdi>{m.text}</bdi>, wrap: true },
          { label: t('sms.status'), cell: (m) => t(`sms.statuses.${m.deliveryStatus as 'sent'}`) },
        ]}
      />
    </Stack>
  );
}
