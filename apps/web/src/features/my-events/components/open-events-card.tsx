import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OpenEvent } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { useOpenEvents, useRegister } from '../api/use-my-events.ts';
import { EventSummary } from './event-summary.tsx';

type Person = { subscriberID: string; fullName: string; self: boolean };

/** Events taking registrations, soonest first, with each person of the household's standing. */
export function OpenEventsCard() {
  const { t } = useT();
  const open = useOpenEvents();
  const pages = open.data?.pages ?? [];
  const people = pages[0]?.people ?? [];
  const items = pages.flatMap((page) => page.items);
  return (
    <Card component="section" aria-labelledby="open-title" p={0}>
      <Title order={2} size="h4" id="open-title" px="lg" pt="lg" pb="sm">
        {t('myEvents.open.heading')}
      </Title>
      <ListStates
        list={open}
        loadingLabel={t('myEvents.open.loading')}
        failureTitle={t('myEvents.open.failed')}
      />
      {open.data && items.length === 0 && (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          {t('myEvents.open.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <RowList labelledBy="open-title" py="md">
          {items.map((item) => (
            <OpenEventItem key={item.event.id} item={item} people={people} />
          ))}
        </RowList>
      )}
      {open.hasNextPage && (
        <Group justify="center" p="md">
          <Button
            variant="default"
            loading={open.isFetchingNextPage}
            onClick={() => void open.fetchNextPage()}
          >
            {t('myEvents.open.more')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

type Result = { type: 'success' | 'info' | 'danger'; text: string };

/** Why a registration was refused: a NOT_ELIGIBLE refusal in the words the list uses for its reason. */
function refusal(error: Error, t: ReturnType<typeof useT>['t']): string {
  const reason = isApiError(error) && error.code === 'NOT_ELIGIBLE' ? error.reason : undefined;
  return reason ? t(`events.reason.${reason}`) : error.message;
}

function OpenEventItem({ item, people }: { item: OpenEvent; people: Person[] }) {
  const { t } = useT();
  const register = useRegister();
  const [result, setResult] = useState<Result | null>(null);
  const { event } = item;

  const send = (person: Person) => {
    setResult(null);
    const words = { name: person.fullName, event: event.title };
    register.mutate(
      { eventId: event.id, subscriberID: person.subscriberID },
      {
        onSuccess: (registration) =>
          setResult(
            registration.status === 'waitlisted'
              ? {
                  type: 'info',
                  text: t('myEvents.open.waitlisted', { ...words, place: registration.position ?? 0 }),
                }
              : { type: 'success', text: t('myEvents.open.placed', words) },
          ),
        onError: (error) =>
          setResult({
            type: 'danger',
            text: t('myEvents.open.registerFailed', { ...words, message: refusal(error, t) }),
          }),
      },
    );
  };

  return (
    <RowListItem
      gap="sm"
      labelledBy={`open-event-${event.id}`}
      title={
        <Title order={3} size="h5" id={`open-event-${event.id}`}>
          {event.title}
        </Title>
      }
    >
      <EventSummary event={event} withPlaces />
      {result && (
        <Alert type={result.type} role={result.type === 'danger' ? 'alert' : 'status'}>
          {result.text}
        </Alert>
      )}
      <Stack gap={6} aria-label={t('myEvents.open.people')}>
        {item.people.map(({ subscriberID, reason }) => {
          const person = people.find((p) => p.subscriberID === subscriberID);
          if (!person) return null;
          const busy = register.isPending && register.variables.subscriberID === subscriberID;
          return (
            <Group key={subscriberID} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {person.self ? t('myEvents.open.you', { name: person.fullName }) : person.fullName}
              </Text>
              {reason === null ? (
                <Button
                  size="xs"
                  loading={busy}
                  disabled={register.isPending}
                  aria-label={t('myEvents.open.registerFor', { name: person.fullName, event: event.title })}
                  onClick={() => send(person)}
                >
                  {t('myEvents.open.register')}
                </Button>
              ) : (
                <Text size="xs" c="dimmed" ta="end">
                  {t(`events.reason.${reason}`)}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </RowListItem>
  );
}
