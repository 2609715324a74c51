import { Button, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EVENT_KINDS } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useEvent } from './api/use-events.ts';
import { EventForm } from './components/event-form.tsx';

const BackButton = ({ to, label }: { to: string; label: string }) => (
  <Button
    component={Link}
    to={to}
    variant="default"
    size="xs"
    leftSection={<IconArrowLeft size={14} aria-hidden className="fh-mirror-rtl" />}
  >
    {label}
  </Button>
);

/** /event/new: a new event; `?kind=tournament` (from the matches area) starts it as that kind. */
export function NewEventPage() {
  const { t } = useT();
  const asked = useSearchParams()[0].get('kind');
  const kind = EVENT_KINDS.find((k) => k === asked);
  return (
    <>
      <PageTitle
        title={t('eventForm.newTitle')}
        description={t('eventForm.description')}
        actions={<BackButton to="/event" label={t('eventForm.back')} />}
      />
      <EventForm kind={kind} />
    </>
  );
}

/** /event/{id}/edit: every field of an event at once; its status changes on its page. */
export function EditEventPage() {
  const { t } = useT();
  const id = Number(useParams().id);
  const event = useEvent(id);
  return (
    <>
      <PageTitle
        title={event.data ? t('eventForm.editTitle', { title: event.data.title }) : t('eventPage.edit')}
        description={t('eventForm.description')}
        actions={<BackButton to={`/event/${id}`} label={t('eventForm.back')} />}
      />
      {event.isError && (
        <QueryError
          title={t('eventForm.loadFailed')}
          error={event.error}
          onRetry={() => void event.refetch()}
          retrying={event.isFetching}
        />
      )}
      {event.isPending && <Skeleton height={480} radius="md" />}
      {/* Keyed by the event, so the form starts from what was loaded (and not from a stale copy). */}
      {event.data && <EventForm key={event.data.id} event={event.data} />}
    </>
  );
}
