import { useSyncExternalStore } from 'react';

/*
 * The right-hand panels: the friend list toggles open and closed; choosing a friend
 * stores its id and opens the chat; collapsing the list also closes the chat. The friend id is
 * kept for the tab (session storage) so a reload reopens the same conversation.
 */

const FRIEND_ID_KEY = 'friendId';

type State = { listOpen: boolean; chatOpen: boolean; friendId: string | null };

let state: State = { listOpen: false, chatOpen: false, friendId: sessionStorage.getItem(FRIEND_ID_KEY) };
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNavRight(): State {
  return useSyncExternalStore(subscribe, () => state);
}

export const navRight = {
  toggleList: () => set(state.listOpen ? { listOpen: false, chatOpen: false } : { listOpen: true }),
  closeList: () => set({ listOpen: false, chatOpen: false }),
  openChat(friendId: string) {
    sessionStorage.setItem(FRIEND_ID_KEY, friendId);
    set({ friendId, chatOpen: true, listOpen: true });
  },
  closeChat: () => set({ chatOpen: false }),
};
