import { Suspense } from 'react';
import { Button, Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { PersonEventsTab } from '../events/index.ts';
import { SubscriberPaymentsTab } from '../payment/index.ts';
import { IdentityCard } from '../../ui/person/identity-card.tsx';
import { useSubscriberRecord } from './api/use-record.ts';
import { MessagesCard, SessionsCard } from './components/record-activity.tsx';
import { RecordActions } from './components/record-actions.tsx';
import { RecordCare } from './components/record-care.tsx';
import { RecordDetails } from './components/record-details.tsx';
import { RecordFamily } from './components/record-family.tsx';
import classes from './record.module.css';

const TABS = ['details', 'family', 'events', 'payments', 'signIns', 'messages', 'care'] as const;
type Tab = (typeof TABS)[number];

/** /subscriber/{id}: one person's record for staff, with what the caller's role lets them do to it. */
export function RecordPage() {
  const { t } = useT();
  const { subscriberID = '' } = useParams();
  const record = useSubscriberRecord(subscriberID);
  // The tab lives in the URL, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const { openSessions, signIns } = record.data ?? {};
  const sessions = openSessions && signIns ? { openSessions, signIns } : null;
  // Sessions and sign-ins come only to those whose role may see them; otherwise the tab is not there.
  // Care only for holders of `safeguarding.medical` (each read is audited on the server).
  const medical = useCan('safeguarding.medical');
  // Payments for holders of `payment.view` (the payment area's tab, loaded when opened).
  const payments = useCan('payment.view');
  const events = useCan('event.view');
  const tabs = TABS.filter(
    (name) =>
      (name !== 'signIns' || sessions) &&
      (name !== 'care' || medical) &&
      (name !== 'payments' || payments) &&
      (name !== 'events' || events),
  );
  const tab: Tab = tabs.find((name) => name === params.get('tab')) ?? 'details';
  const choose = (value: string | null) =>
    setParams(value && value !== 'details' ? { tab: value } : {}, { replace: true });

  return (
    <>
      <PageTitle
        title={record.data?.profile.full_name ?? t('subscribers.record.description')}
        description={record.data ? t('subscribers.record.description') : undefined}
        actions={
          <Button
            component={Link}
            to="/subscriber"
            variant="default"
            size="xs"
            leftSection={<IconArrowLeft size={14} aria-hidden className={classes.back} />}
          >
            {t('subscribers.record.back')}
          </Button>
        }
      />
      {record.isError && (
        <QueryError
          title={t('subscribers.record.loadFailed')}
          error={record.error}
          onRetry={() => void record.refetch()}
          retrying={record.isFetching}
        />
      )}
      {record.isPending && <Skeleton height={420} radius="md" />}
      {record.isSuccess && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <IdentityCard profile={record.data.profile} />
              <RecordActions record={record.data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs value={tab} onChange={choose} keepMounted={false}>
              <Tabs.List mb="md">
                {tabs.map((name) => (
                  <Tabs.Tab key={name} value={name}>
                    {name === 'care' ? t('care.tab') : t(`subscribers.record.tabs.${name}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="details">
                <RecordDetails record={record.data} />
              </Tabs.Panel>
              <Tabs.Panel value="family">
                <RecordFamily record={record.data} />
              </Tabs.Panel>
              {sessions && (
                <Tabs.Panel value="signIns">
                  <SessionsCard sessions={sessions} />
                </Tabs.Panel>
              )}
              {events && (
                <Tabs.Panel value="events">
                  <Suspense fallback={<Skeleton height={200} radius="md" />}>
                    <PersonEventsTab subscriberID={subscriberID} />
                  </Suspense>
                </Tabs.Panel>
              )}
              {payments && (
                <Tabs.Panel value="payments">
                  <Suspense fallback={<Skeleton height={200} radius="md" />}>
                    <SubscriberPaymentsTab subscriberID={subscriberID} />
                  </Suspense>
                </Tabs.Panel>
              )}
              <Tabs.Panel value="messages">
                <MessagesCard record={record.data} />
              </Tabs.Panel>
              {medical && (
                <Tabs.Panel value="care">
                  <RecordCare subscriberID={subscriberID} />
                </Tabs.Panel>
              )}
            </Tabs>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
