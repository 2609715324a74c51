import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { EVENT_CANCEL_REASON_MAX, type EventEntry, type EventStatus } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { WriteDialog } from '../../../ui/action-dialogs.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { EventStatusBadge } from '../../../ui/event-badges.tsx';
import { useEventStatus } from '../api/use-events.ts';

type Move = 'open' | 'reopen' | 'close' | 'draft';
const TO: Record<Move, EventStatus> = { open: 'open', reopen: 'open', close: 'closed', draft: 'draft' };

/** The moves each status allows, as the server's rule has them (a cancelled event stays so). */
const MOVES: Record<EventStatus, Move[]> = {
  draft: ['open'],
  open: ['close', 'draft'],
  closed: ['reopen'],
  cancelled: [],
};

/** The event's status, why it matters, and (for editors) the ways on: open, close, draft, cancel. */
export function StatusActions({ event, editable }: { event: EventEntry; editable: boolean }) {
  const { t } = useT();
  const change = useEventStatus();
  const [cancelling, setCancelling] = useState(false);
  const pendingTo = change.isPending ? change.variables.body.status : null;
  const move = (status: EventStatus) => change.mutate({ id: event.id, body: { status } });

  return (
    <Card>
      <Title order={2} size="h5" mb="sm">
        {t('eventPage.statusHeading')}
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <EventStatusBadge status={event.status} />
          <Text size="sm" c="dimmed">
            {t(`eventPage.statusHint.${event.status}`)}
          </Text>
        </Group>
        {event.status === 'cancelled' && event.cancelReason && (
          <Alert type="warning">{t('eventPage.cancelledBecause', { reason: event.cancelReason })}</Alert>
        )}
        {change.error && !cancelling && (
          <Alert type="danger" dismissible onClose={() => change.reset()}>
            {t('eventPage.statusFailed', { message: change.error.message })}
          </Alert>
        )}
        {editable && event.status !== 'cancelled' && (
          <Group gap="xs">
            {MOVES[event.status].map((name) => (
              <Button
                key={name}
                size="xs"
                variant={name === 'open' || name === 'reopen' ? 'filled' : 'default'}
                loading={pendingTo === TO[name]}
                disabled={change.isPending}
                onClick={() => move(TO[name])}
              >
                {t(`eventPage.action.${name}`)}
              </Button>
            ))}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={change.isPending}
              onClick={() => {
                change.reset();
                setCancelling(true);
              }}
            >
              {t('eventPage.action.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
      <WriteDialog
        key={String(cancelling)}
        opened={cancelling}
        title={t('eventPage.cancelDialog.title', { title: event.title })}
        intro={t('eventPage.cancelDialog.intro')}
        label={t('eventPage.cancelDialog.label')}
        hint={() => t('eventPage.cancelDialog.hint', { max: EVENT_CANCEL_REASON_MAX })}
        max={EVENT_CANCEL_REASON_MAX}
        field="reason"
        submit={t('eventPage.cancelDialog.submit')}
        danger
        pending={change.isPending}
        error={cancelling ? change.error : null}
        onClose={() => setCancelling(false)}
        onSubmit={(reason) =>
          change.mutate(
            { id: event.id, body: { status: 'cancelled', reason } },
            { onSuccess: () => setCancelling(false) },
          )
        }
      />
    </Card>
  );
}
