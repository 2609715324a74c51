import { useState } from 'react';
import { Checkbox } from '@mantine/core';

type Choice = { view: string; ids: Set<string>; all: boolean };

const nothing = (view: string): Choice => ({ view, ids: new Set(), all: false });

/** The choice after a row's checkbox: the row in, or out. */
export function toggled(ids: Set<string>, id: string) {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The choice after the page's checkbox: every row of the page in, or (when all were) out. */
export function pageToggled(ids: Set<string>, pageIds: string[]) {
  const next = new Set(ids);
  const every = pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (every) next.delete(id);
    else next.add(id);
  }
  return next;
}

/**
 * The rows chosen for a bulk action: some by id, or every row the view matches (however many
 * pages that is). Changing the filters or the order starts again: a choice belongs to its view.
 */
export function useRowChoice(view: string) {
  const [state, setState] = useState(() => nothing(view));
  const current = state.view === view ? state : nothing(view);
  const update = (ids: Set<string>, all = false) => setState({ view, ids, all });
  return {
    Checkbox,
    ids: current.ids,
    /** Every row that matches, not only those on screen. */
    all: current.all,
    isChosen: (id: string) => current.all || current.ids.has(id),
    toggle: (id: string) => update(toggled(current.ids, id)),
    /** Chooses (or, when all are chosen, lets go of) every row on this page. */
    togglePage: (pageIds: string[]) => update(pageToggled(current.ids, pageIds)),
    chooseAll: () => update(new Set(), true),
    clear: () => update(new Set()),
  };
}

export type RowChoice = ReturnType<typeof useRowChoice>;
