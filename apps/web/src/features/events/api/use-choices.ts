import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useCan } from '../../../lib/queries/menu.ts';

/** The master data an event chooses from; a club has few of each. */
export type ChoiceKind = 'sports' | 'venues' | 'age-categories' | 'teams';

export type Choice = { value: string; label: string };

/**
 * The live entries of a kind as choices, under the master data area's own cache key, so a change
 * there shows here. They need `master.view`; without it the choice stays empty (the server still
 * takes what the event already has).
 */
export function useChoices(kind: ChoiceKind) {
  const allowed = useCan('master.view');
  return useQuery({
    queryKey: ['master', kind, 'choices'],
    // Every kind's list has the same shape: asked by one kind's key with the kind's path put in.
    queryFn: ({ signal }) =>
      call(`GET /master/${kind}` as 'GET /master/venues', { query: { limit: 500 } }, { signal }),
    enabled: allowed,
    select: (answer): Choice[] =>
      answer.items.map((entry) => ({
        value: String(entry.id),
        label: kind === 'sports' ? dataName(entry.name) : entry.name,
      })),
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
