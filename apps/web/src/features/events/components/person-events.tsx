import { Card, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { EventRowItem } from '../../../ui/event-row-item.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { RowList } from '../../../ui/row-list.tsx';

/** A subscriber record's "Events" tab: the events they registered for, newest first, and where they stand. */
export function PersonEvents({ subscriberID }: { subscriberID: string }) {
  const { t } = useT();
  const list = useQuery({
    queryKey: ['events', 'person', subscriberID],
    queryFn: ({ signal }) =>
      call('GET /events/people/:subscriberID', { params: { subscriberID } }, { signal }),
    meta: { silent: true },
  });
  return (
    <Card component="section" aria-labelledby="person-events-title" p={0}>
      <Text fw={600} component="h2" size="md" id="person-events-title" px="lg" pt="md" pb="xs">
        {t('eventRegistrations.person.heading')}
      </Text>
      {list.isPending && <Skeleton height={120} m="lg" w="auto" />}
      {list.isError && (
        <QueryError
          title={t('eventRegistrations.person.failed')}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.data?.registrations.length === 0 && (
        <Text c="dimmed" size="sm" px="lg" pb="md">
          {t('eventRegistrations.person.empty')}
        </Text>
      )}
      {list.data && list.data.registrations.length > 0 && (
        <RowList labelledBy="person-events-title">
          {list.data.registrations.map((r) => (
            <EventRowItem key={r.id} event={r.event} to={`/event/${r.event.id}`}>
              <Text size="sm">{t(`events.registrationStatus.${r.status}`)}</Text>
            </EventRowItem>
          ))}
        </RowList>
      )}
    </Card>
  );
}
