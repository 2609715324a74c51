import { Group, Select, Text, TextInput } from '@mantine/core';
import { SMS_DELIVERY_STATUSES, type SmsLogQueryInput } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { CursorListCard } from '../../ui/cursor-list-card.tsx';
import { DateRangeFilter } from '../../ui/date-range-filter.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useSmsLog } from './api/use-sms.ts';
import { Composer } from './components/composer.tsx';
import { OutboxTable } from './components/outbox-table.tsx';

const KEYS = ['status', 'from', 'to', 'q', 'cursor'] as const;
const isStatus = (s: string | undefined): s is NonNullable<SmsLogQueryInput['status']> =>
  (SMS_DELIVERY_STATUSES as readonly (string | undefined)[]).includes(s);

/** /sms/outbox: the composer, and every text with its delivery status, filtered, newest first. */
export function OutboxPage() {
  const { t } = useT();
  const { query, change } = useUrlQuery(KEYS);
  const canSend = useCan('sms.send');
  const status = isStatus(query.status) ? query.status : undefined;
  const list = useSmsLog({
    ...(status && { status }),
    ...(query.from && { from: query.from }),
    ...(query.to && { to: query.to }),
    ...(query.q && { q: query.q }),
    ...(query.cursor && { cursor: query.cursor }),
  });
  return (
    <>
      <PageTitle title={t('sms.title')} description={t('sms.description')} />
      {canSend && <Composer />}
      <CursorListCard
        heading={
          <Text fw={600} component="h2" size="md" id="outbox-title">
            {t('sms.heading')}
          </Text>
        }
        filters={
          <Group px="lg" pb="md" gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('sms.filters.search')}
              defaultValue={query.q ?? ''}
              onChange={(e) => change({ q: e.currentTarget.value.trim() || null, cursor: null })}
              w={{ base: '100%', sm: 220 }}
            />
            <Select
              label={t('sms.filters.status')}
              placeholder={t('sms.filters.anyStatus')}
              clearable
              value={status ?? null}
              onChange={(v) => change({ status: v, cursor: null })}
              data={SMS_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`sms.statuses.${s}`) }))}
              w={{ base: '100%', sm: 180 }}
            />
            <DateRangeFilter
              fromLabel={t('sms.filters.from')}
              toLabel={t('sms.filters.to')}
              range={{ from: query.from, to: query.to }}
              change={(next) => change({ ...next, cursor: null })}
            />
          </Group>
        }
        address={{ query, invalid: [], change }}
        list={list}
        texts={{
          loading: t('sms.loading'),
          failed: t('sms.failed'),
          empty: t('sms.empty'),
          emptyHint: t('sms.emptyHint'),
          pages: t('sms.pager'),
          first: t('sms.first'),
          next: t('sms.next'),
        }}
        paged={Boolean(query.cursor)}
        onPage={(cursor) => change({ cursor })}
      >
        {(items) => <OutboxTable items={items} />}
      </CursorListCard>
    </>
  );
}
