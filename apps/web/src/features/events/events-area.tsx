import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { EditEventPage, NewEventPage } from './event-form-page.tsx';
import { EventListPage } from './event-list-page.tsx';
import { EventPage } from './event-page.tsx';

/**
 * /event, /event/new, /event/{id} and /event/{id}/edit: one route of optional parts and one chunk
 * (routes.tsx). Moving between the list, an event and its form loads nothing more, and the route
 * table, which the sign-in page carries, names the area once.
 */
export function EventsArea() {
  const { id, edit } = useParams();
  if (id === undefined) return <EventListPage />;
  if (id === 'new' && edit === undefined) return <NewEventPage />;
  const eventId = Number(id);
  if (!Number.isInteger(eventId) || eventId <= 0 || (edit !== undefined && edit !== 'edit'))
    return <NoSuchPage />;
  // Keyed by the event, so going from one event to another starts afresh.
  return edit ? <EditEventPage key={eventId} /> : <EventPage key={eventId} />;
}

function NoSuchPage() {
  const { t } = useT();
  return (
    <>
      <PageTitle title={t('events.title')} />
      <Alert type="warning">
        {t('eventPage.noSuchPage')}{' '}
        <Anchor component={Link} to="/event" inherit>
          {t('eventPage.back')}
        </Anchor>
      </Alert>
    </>
  );
}
