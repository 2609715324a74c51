import { useParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { NoSuchTournament } from './components/no-such-tournament.tsx';
import { TournamentPage } from './tournament-page.tsx';

/*
 * The pages of the matches area's nested routes (index.ts), in one module so the area is one
 * chunk, as the events area.
 */
export { TournamentListPage } from './tournament-list-page.tsx';

/** /match/{eventId} (its tab in `?tab=`), keyed by the tournament, so going from one to another starts afresh. */
export function OneTournamentPage() {
  const eventId = Number(useParams().id);
  if (!Number.isInteger(eventId) || eventId <= 0) return <NoSuchPage />;
  return <TournamentPage key={eventId} eventId={eventId} />;
}

function NoSuchPage() {
  const { t } = useT();
  return (
    <>
      <PageTitle title={t('matches.title')} />
      <NoSuchTournament />
    </>
  );
}
