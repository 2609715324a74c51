import { useState } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { MyEvents } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ConfirmDialog } from '../../../ui/action-dialogs.tsx';
import { RegistrationStatusBadge } from '../../../ui/event-badges.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { useAnswer } from '../api/use-my-events.ts';
import { EventSummary } from './event-summary.tsx';

type Mine = MyEvents['registrations'][number];

/** What a person may still give up themself: a place, or their turn on the waitlist. */
const CANCELLABLE = new Set<Mine['status']>(['registered', 'waitlisted']);

/** The household's registrations: the event, for whom, where they stand, and a way to cancel. */
export function RegistrationsList({ items, onDone }: { items: Mine[]; onDone: (text: string) => void }) {
  const { t } = useT();
  const answer = useAnswer();
  const [cancelling, setCancelling] = useState<Mine | null>(null);
  const words = (r: Mine) => ({ name: r.fullName, event: r.event.title });

  return (
    <Card component="section" aria-labelledby="registrations-title">
      <Title order={2} size="h4" id="registrations-title" mb="sm">
        {t('myEvents.registrations.heading')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('myEvents.registrations.empty')}
        </Text>
      ) : (
        <RowList rules="none" gap="md" px={0} py={0} label={t('myEvents.registrations.list')}>
          {items.map((registration) => (
            <RowListItem
              key={registration.id}
              align="start"
              title={<Text fw={600}>{registration.event.title}</Text>}
              trailing={
                CANCELLABLE.has(registration.status) &&
                registration.event.status !== 'cancelled' && (
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={t('myEvents.registrations.cancelFor', words(registration))}
                    onClick={() => {
                      answer.reset();
                      setCancelling(registration);
                    }}
                  >
                    {t('myEvents.registrations.cancel')}
                  </Button>
                )
              }
            >
              <Group gap="xs">
                <Text size="sm">{t('myEvents.registrations.person', { name: registration.fullName })}</Text>
                <RegistrationStatusBadge status={registration.status} />
                {registration.position !== null && (
                  <Text size="sm" c="dimmed">
                    {t('myEvents.registrations.place', { place: registration.position })}
                  </Text>
                )}
              </Group>
              <EventSummary event={registration.event} />
            </RowListItem>
          ))}
        </RowList>
      )}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('myEvents.registrations.cancelDialog.title', { name: cancelling?.fullName ?? '' })}
        body={t('myEvents.registrations.cancelDialog.body', { event: cancelling?.event.title ?? '' })}
        submit={t('myEvents.registrations.cancelDialog.submit')}
        danger
        pending={answer.isPending}
        error={answer.error}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          const done = t('myEvents.registrations.cancelled', words(cancelling));
          answer.mutate(
            { registrationId: cancelling.id, answer: 'cancel' },
            {
              onSuccess: () => {
                setCancelling(null);
                onDone(done);
              },
            },
          );
        }}
      />
    </Card>
  );
}
