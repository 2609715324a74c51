import '../../lib/i18n/event-texts.ts';
import '../../lib/i18n/match-texts.ts';
import { useParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { NoSuchTournament } from './components/no-such-tournament.tsx';
import { TournamentListPage } from './tournament-list-page.tsx';
import { TournamentPage } from './tournament-page.tsx';

/**
 * /match (the tournaments) and /match/{eventId} (one tournament, its tab in `?tab=`): one route of
 * an optional part and one chunk (routes.tsx), as the events area.
 */
export function MatchesArea() {
  const { id } = useParams();
  if (id === undefined) return <TournamentListPage />;
  const eventId = Number(id);
  if (!Number.isInteger(eventId) || eventId <= 0) return <NoSuchPage />;
  // Keyed by the tournament, so going from one to another starts afresh.
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
