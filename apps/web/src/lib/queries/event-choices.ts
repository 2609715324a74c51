import { useQuery } from '@tanstack/react-query';
import type { EventChoices } from '@fieldhouse/contract';
import { call } from '../api.ts';
import { dataName } from '../i18n/data-name.ts';
import { useCan } from './menu.ts';

/** What an event or a tournament chooses from: `sports`, `venues`, `ageCategories` or `teams`. */
export type ChoiceKind = Exclude<keyof EventChoices, 'status'>;

export type Choice = { value: string; label: string };

/**
 * `GET events/choices`: the live sports, venues, age categories and teams (a coach: their own
 * teams). It needs only `event.view`, so whoever may make an event or a tournament can fill its
 * form without the master data area. One call for all four lists; each field selects its own.
 */
export function useEventChoices(kind: ChoiceKind) {
  return useQuery({
    queryKey: ['event-choices'],
    queryFn: ({ signal }) => call('GET /events/choices', {}, { signal }),
    select: (answer): Choice[] =>
      answer[kind].map((entry) => ({
        value: String(entry.id),
        label: kind === 'sports' ? dataName(entry.name) : entry.name,
      })),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** The choices, with what is already chosen kept even when it is archived now (named as it was). */
export function withChosen(choices: Choice[] | undefined, chosen: ({ id: number; name: string } | null)[]) {
  const all = new Map((choices ?? []).map((choice) => [choice.value, choice]));
  for (const entry of chosen) {
    if (entry && !all.has(String(entry.id)))
      all.set(String(entry.id), { value: String(entry.id), label: entry.name });
  }
  return [...all.values()];
}

/**
 * Whether the signed-in person sees only the events of teams they coach (no `event.every-team`)
 * and coaches none: every list is empty and no event can be made, which the pages then say.
 */
export function useCoachesNoTeam(): boolean {
  const everyTeam = useCan('event.every-team');
  const teams = useEventChoices('teams');
  return !everyTeam && teams.isSuccess && teams.data.length === 0;
}
