import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { EditEventPage, NewEventPage } from './event-form-page.tsx';
import { EventPage } from './event-page.tsx';

/*
 * The pages of the events area's nested routes (index.ts), in one module so the area is one
 * chunk: moving between the list, an event and its form loads nothing more.
 */
export { EventListPage } from './event-list-page.tsx';
export { NewEventPage };

/** The event of `/event/{id}…`, or nothing when the id is not one. */
function useEventId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /event/{id}, keyed by the event, so going from one event to another starts afresh. */
export function OneEventPage() {
  const id = useEventId();
  return id === null ? <NoSuchEventPage /> : <EventPage key={id} />;
}

/** /event/{id}/edit. */
export function EditOneEventPage() {
  const id = useEventId();
  return id === null ? <NoSuchEventPage /> : <EditEventPage key={id} />;
}

/** Any other page under /event/{…}/{…}. */
export function NoSuchEventPage() {
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
