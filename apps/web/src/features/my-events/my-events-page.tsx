import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useMyEvents } from './api/use-my-events.ts';
import { OffersCard } from './components/offers-card.tsx';
import { OpenEventsCard } from './components/open-events-card.tsx';
import { RegistrationsList } from './components/registrations-list.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';

/**
 * /my/events: the caller's and their children's events. Offers of a freed place come first (they
 * lapse), then their registrations, then what is open to register for.
 */
export function MyEventsPage() {
  const { t } = useT();
  const mine = useMyEvents();
  const [done, setDone] = useState<string | null>(null);
  const registrations = mine.data?.registrations ?? [];
  const offers = registrations.filter((r) => r.status === 'offered');

  return (
    <>
      <PageTitle title={t('myEvents.title')} description={t('myEvents.description')} />
      <Stack gap="lg">
        {done && (
          <Alert type="success" dismissible onClose={() => setDone(null)} key={done}>
            {done}
          </Alert>
        )}
        {mine.isError && (
          <QueryError
            title={t('myEvents.loadFailed')}
            error={mine.error}
            onRetry={() => void mine.refetch()}
            retrying={mine.isFetching}
          />
        )}
        {mine.isPending && <LoadingBlock height={160} radius="md" label={t('common.loading')} />}
        {offers.length > 0 && <OffersCard offers={offers} onDone={setDone} />}
        {mine.data && (
          <RegistrationsList items={registrations.filter((r) => r.status !== 'offered')} onDone={setDone} />
        )}
        <OpenEventsCard />
      </Stack>
    </>
  );
}
