import { Button, Card, Text, Title } from '@mantine/core';
import type { MyEvents } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useNow } from '../../../lib/use-now.ts';
import { formatInZone, relativeTime } from '../../../lib/zoned-format.ts';
import { Alert } from '../../../ui/alert.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { useAnswer } from '../api/use-my-events.ts';
import { EventSummary } from './event-summary.tsx';

type Offered = MyEvents['registrations'][number];

/** Places offered to the household from a waitlist: accept or decline before the deadline. */
export function OffersCard({ offers, onDone }: { offers: Offered[]; onDone: (text: string) => void }) {
  const { t, language } = useT();
  const answer = useAnswer();
  const now = useNow();
  const busy = (offer: Offered) => answer.isPending && answer.variables.registrationId === offer.id;
  const send = (offer: Offered, reply: 'accept' | 'decline') => {
    const words = { name: offer.fullName, event: offer.event.title };
    // Through the promise: the answered offer leaves the list, and this card with it when it was
    // the last, before a callback of the call would run; the page says what happened.
    answer.mutateAsync({ registrationId: offer.id, answer: reply }).then(
      () => onDone(t(reply === 'accept' ? 'myEvents.offers.accepted' : 'myEvents.offers.declined', words)),
      // Shown in this card, from the mutation's error.
      () => undefined,
    );
  };

  return (
    <Card component="section" aria-labelledby="offers-title">
      <Title order={2} size="h4" id="offers-title">
        {t('myEvents.offers.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('myEvents.offers.intro')}
      </Text>
      {answer.error && (
        <Alert type="danger" dismissible onClose={() => answer.reset()}>
          {t('myEvents.failed', { message: answer.error.message })}
        </Alert>
      )}
      <RowList rules="none" gap="md" px={0} py={0} labelledBy="offers-title">
        {offers.map((offer) => {
          const words = { name: offer.fullName, event: offer.event.title };
          return (
            <RowListItem
              key={offer.id}
              align="start"
              title={<Text fw={600}>{offer.event.title}</Text>}
              trailing={
                <>
                  <Button
                    loading={busy(offer) && answer.variables?.answer === 'accept'}
                    disabled={busy(offer)}
                    aria-label={t('myEvents.offers.acceptFor', words)}
                    onClick={() => send(offer, 'accept')}
                  >
                    {t('myEvents.offers.accept')}
                  </Button>
                  <Button
                    variant="default"
                    loading={busy(offer) && answer.variables?.answer === 'decline'}
                    disabled={busy(offer)}
                    aria-label={t('myEvents.offers.declineFor', words)}
                    onClick={() => send(offer, 'decline')}
                  >
                    {t('myEvents.offers.decline')}
                  </Button>
                </>
              }
            >
              <Text size="sm">{t('myEvents.offers.for', { name: offer.fullName })}</Text>
              <EventSummary event={offer.event} />
              {offer.offerExpiresAt && (
                <Text size="sm" fw={500}>
                  {t('myEvents.offers.deadline', {
                    relative: relativeTime(offer.offerExpiresAt, now, language),
                    when: formatInZone(offer.offerExpiresAt, offer.event.timeZone, language),
                  })}
                </Text>
              )}
            </RowListItem>
          );
        })}
      </RowList>
    </Card>
  );
}
