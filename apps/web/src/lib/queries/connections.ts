import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PROFILE_MENU_ID,
  type ChildConnectionRemove,
  type ChildRequestDecision,
  type ConnectionRequest,
  type RelationKind,
} from '@fieldhouse/contract';
import { call } from '../api.ts';
import { friendsKey } from './chat.ts';

/** The caller's connections and the requests waiting both ways (GET connections). */
export const connectionsKey = ['connections', 'list'] as const;
const pendingFromKey = (fromId: string) => ['connections', 'pending-from', fromId] as const;
const childKey = (childId?: string) =>
  childId === undefined ? (['connections', 'child'] as const) : (['connections', 'child', childId] as const);

// Asked, answered and ended from the profile page: the audit records it against that menu item.
const options = { menuId: PROFILE_MENU_ID };

/**
 * After any change to connections (here or, through the live channel, by the other person): the
 * lists and the chat's friend list, which holds the accepted ones. A relation page already open
 * keeps what it showed, so its answer stays on screen.
 */
export function refreshConnections(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: connectionsKey });
  // A parent's page of their child: its requests waiting for them, and its connections.
  void client.invalidateQueries({ queryKey: childKey() });
  void client.invalidateQueries({ queryKey: friendsKey });
  // An open chat with someone no longer connected must now say CHAT NOT FOUND.
  void client.invalidateQueries({ queryKey: ['chat', 'messages'] });
}

/** A parent's read-only view of their child (GET family/children/{childId}). */
export function useChildRecord(childId: string) {
  return useQuery({
    queryKey: childKey(childId),
    queryFn: ({ signal }) => call('GET /family/children/:childId', { params: { childId } }, { signal }),
    retry: false,
    // The child's page says why it cannot show them (no toast besides).
    meta: { silent: true },
  });
}

export function useConnections() {
  return useQuery({
    queryKey: connectionsKey,
    queryFn: ({ signal }) => call('GET /connections', {}, { signal }),
    // The live channel says when they change (refreshConnections); no polling.
    staleTime: Infinity,
  });
}

/** `POST connections/pending-from`: the request from that person waiting for the caller, if any. */
export function usePendingFrom(fromId: string) {
  return useQuery({
    queryKey: pendingFromKey(fromId),
    queryFn: ({ signal }) => call('POST /connections/pending-from', { body: { fromId } }, { signal }),
    retry: false,
    meta: { silent: true },
  });
}

/** One mutation whose success refreshes the connection lists; the caller shows failures in place. */
function useConnectionsMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshConnections(client),
    meta: { silent: true },
  });
}

/** `POST connections/request`: ask someone, named by user name, to connect. */
export function useAskToConnect() {
  return useConnectionsMutation((body: ConnectionRequest) =>
    call('POST /connections/request', { body }, options),
  );
}

/** `POST connections/respond`: accept or decline (the profile's list and the relation page). */
export function useRespondToConnection() {
  return useConnectionsMutation((answer: { fromId: string; accept: boolean }) =>
    call('POST /connections/respond', { body: answer }, options),
  );
}

/** `POST connections/remove`: end a connection, or take back a request still waiting. */
export function useRemoveConnection() {
  return useConnectionsMutation((target: { subscriberID: string; kind: RelationKind }) =>
    call('POST /connections/remove', { body: target }, options),
  );
}

/** `POST family/children/{childId}/requests/decide`: a parent approves or declines their child's side of a request. */
export function useDecideForChild(childId: string) {
  return useConnectionsMutation((body: ChildRequestDecision) =>
    call('POST /family/children/:childId/requests/decide', { params: { childId }, body }, options),
  );
}

/** `POST family/children/{childId}/connections/remove`: a parent ends one of their child's connections. */
export function useRemoveChildConnection(childId: string) {
  return useConnectionsMutation((body: ChildConnectionRemove) =>
    call('POST /family/children/:childId/connections/remove', { params: { childId }, body }, options),
  );
}
