import type { ReactNode } from 'react';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { EventEntry } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatInZone } from '../../../lib/zoned-format.ts';
import { EventWhen } from '../../../ui/event-when.tsx';
import { PlacesText } from './event-table.tsx';

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** What an event is: when (on its zone's clock), where, for whom, its places and fee. */
export function EventDetails({ event }: { event: EventEntry }) {
  const { t, language } = useT();
  const when = (iso: string) => formatInZone(iso, event.timeZone, language);
  const opens = event.registrationOpensAt
    ? t('eventPage.opensAt', { when: when(event.registrationOpensAt) })
    : t('eventPage.opensNow');
  const closes = event.registrationClosesAt
    ? t('eventPage.closesAt', { when: when(event.registrationClosesAt) })
    : t('eventPage.closesAtStart');
  return (
    <Card>
      <Title order={2} size="h5" mb="sm">
        {t('eventPage.details')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <Detail label={t('eventPage.detail.when')}>
          <EventWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
        </Detail>
        <Detail label={t('eventPage.detail.kind')}>{t(`events.kind.${event.kind}`)}</Detail>
        <Detail label={t('eventPage.detail.venue')}>{event.venue?.name ?? t('events.none')}</Detail>
        <Detail label={t('eventPage.detail.sport')}>
          {event.sport ? dataName(event.sport.name) : t('eventPage.any')}
        </Detail>
        <Detail label={t('eventPage.detail.ageCategory')}>
          {event.ageCategory?.name ?? t('eventPage.any')}
        </Detail>
        <Detail label={t('eventPage.detail.teams')}>
          {event.teams.length ? event.teams.map((team) => team.name).join(', ') : t('events.none')}
        </Detail>
        <Detail label={t('eventPage.detail.registration')}>{t('eventPage.window', { opens, closes })}</Detail>
        <Detail label={t('eventPage.detail.places')}>
          <PlacesText event={event} />
        </Detail>
        <Detail label={t('eventPage.detail.fee')}>
          {event.feeMinor === 0 ? (
            t('events.shared.free')
          ) : (
            <bdi>{formatMoney(event.feeMinor, event.currency)}</bdi>
          )}
        </Detail>
        <Detail label={t('eventPage.detail.offerHours')}>
          {t('eventPage.hours', { count: event.offerHours })}
        </Detail>
        {event.description && (
          <Detail label={t('eventPage.detail.description')} wide>
            {/* Written by staff in any language: it sets its own direction. */}
            <span style={{ whiteSpace: 'pre-line' }} dir="auto">
              {event.description}
            </span>
          </Detail>
        )}
      </SimpleGrid>
    </Card>
  );
}
