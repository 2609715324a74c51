import { useState } from 'react';

/**
 * The rows chosen for a bulk action: some people by id, or every person the view matches (however
 * many pages that is). Changing the filters or the order starts again: a choice belongs to its view.
 */
export function useDirectorySelection(view: string) {
  const [state, setState] = useState({ view, ids: new Set<string>(), all: false });
  const current = state.view === view ? state : { view, ids: new Set<string>(), all: false };
  const update = (ids: Set<string>, all = false) => setState({ view, ids, all });
  return {
    ids: current.ids,
    /** Every person that matches, not only those on screen. */
    all: current.all,
    isChosen: (id: string) => current.all || current.ids.has(id),
    toggle: (id: string) => {
      const ids = new Set(current.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      update(ids);
    },
    /** Chooses (or, when all are chosen, lets go of) every row on this page. */
    togglePage: (pageIds: string[]) => {
      const ids = new Set(current.ids);
      const every = pageIds.every((id) => ids.has(id));
      for (const id of pageIds) {
        if (every) ids.delete(id);
        else ids.add(id);
      }
      update(ids);
    },
    chooseAll: () => update(new Set(), true),
    clear: () => update(new Set()),
  };
}

export type DirectorySelection = ReturnType<typeof useDirectorySelection>;
