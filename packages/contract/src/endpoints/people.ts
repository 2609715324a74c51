import { okResponseSchema } from '../auth.ts';
import {
  CHAT_SENDS_PER_MINUTE,
  CHAT_STORAGE_MB_PER_PERSON,
  chatFriendsResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatPictureQuerySchema,
  chatReadRequestSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
} from '../chat.ts';
import { dataRequestSchema } from '../common.ts';
import {
  CONNECTION_ASKS_PER_HOUR,
  connectionRemoveSchema,
  connectionRequestResponseSchema,
  connectionRequestSchema,
  connectionRespondSchema,
  connectionsResponseSchema,
  pendingFromRequestSchema,
  pendingFromResponseSchema,
} from '../connections.ts';
import {
  childConnectionRemoveSchema,
  childParamsSchema,
  childRecordResponseSchema,
  childRequestDecisionSchema,
} from '../family.ts';
import {
  dataExportQueuedResponseSchema,
  deletionRequestResponseSchema,
  deletionStateResponseSchema,
} from '../data-rights.ts';
import {
  notificationHistoryQuerySchema,
  notificationHistoryResponseSchema,
  notifyListResponseSchema,
  notifySeenRequestSchema,
} from '../notify.ts';
import { defineEndpoints } from './define.ts';

const notifications = { access: { action: 'notifications.view' }, tag: 'notifications' } as const;
const connections = { access: { action: 'connections.manage' }, tag: 'connections' } as const;
const chat = { access: { action: 'chat.use' }, tag: 'chat' } as const;

/** Notifications, connections and chat: between the signed-in person and the people they know. */
export const peopleEndpoints = defineEndpoints({
  'POST /notify/list': {
    ...notifications,
    summary: "The caller's newest notifications",
    body: dataRequestSchema,
    response: notifyListResponseSchema,
  },
  'GET /notifications': {
    ...notifications,
    summary: 'Every notification of the caller, newest first, a page at a time (keyset cursor)',
    query: notificationHistoryQuerySchema,
    response: notificationHistoryResponseSchema,
  },
  'POST /notify/seen': {
    ...notifications,
    summary: 'Mark one notification seen',
    body: notifySeenRequestSchema,
    response: okResponseSchema,
  },
  'POST /notify/seen-all': {
    ...notifications,
    summary: 'Mark every notification seen',
    response: okResponseSchema,
  },
  'GET /connections': {
    ...connections,
    summary: "The caller's connections, and the requests waiting both ways",
    response: connectionsResponseSchema,
  },
  'POST /connections/request': {
    ...connections,
    summary: 'Ask another subscriber, named by exact user name (or id), to connect',
    description: `Limited to ${CONNECTION_ASKS_PER_HOUR} an hour, user names that matched nobody included (429 RATE_LIMITED).`,
    body: connectionRequestSchema,
    response: connectionRequestResponseSchema,
  },
  'POST /connections/respond': {
    ...connections,
    summary: 'Accept or decline a request',
    body: connectionRespondSchema,
    response: okResponseSchema,
  },
  'POST /connections/pending-from': {
    ...connections,
    summary: 'Who asks to connect, and as what (for /auth/relation/{from_id})',
    body: pendingFromRequestSchema,
    response: pendingFromResponseSchema,
  },
  'GET /family/children/:childId': {
    ...connections,
    summary:
      "A parent's read-only view of their child: profile, connections and requests (404 unless the caller is the child's approved parent)",
    params: childParamsSchema,
    response: childRecordResponseSchema,
  },
  'POST /family/children/:childId/requests/decide': {
    ...connections,
    summary: "A parent approves or declines their child's side of a request to connect",
    description:
      'Any one of the child’s parents decides; 404 unless the caller is the child’s approved parent and the request waits for them, 409 ALREADY_DECIDED when it was answered or withdrawn meanwhile.',
    params: childParamsSchema,
    body: childRequestDecisionSchema,
    response: okResponseSchema,
  },
  'POST /family/children/:childId/connections/remove': {
    ...connections,
    summary: "A parent ends one of their child's connections (not a parent link: staff keep those)",
    params: childParamsSchema,
    body: childConnectionRemoveSchema,
    response: okResponseSchema,
  },
  'GET /family/children/:childId/export': {
    ...connections,
    summary:
      "A child's data as a ZIP (as `GET profile/export`), for the child's approved parent (404 otherwise)",
    params: childParamsSchema,
    response: dataExportQueuedResponseSchema,
  },
  'GET /family/children/:childId/deletion': {
    ...connections,
    summary:
      "The newest request to delete the child's account, if any (404 unless the caller is the child's approved parent)",
    params: childParamsSchema,
    response: deletionStateResponseSchema,
  },
  'POST /family/children/:childId/deletion': {
    ...connections,
    summary: "Ask staff to delete the child's account (404 unless the caller is the child's approved parent)",
    params: childParamsSchema,
    response: deletionRequestResponseSchema,
  },
  'POST /connections/remove': {
    ...connections,
    summary: 'End a connection',
    body: connectionRemoveSchema,
    response: okResponseSchema,
  },
  'GET /chat/friends': {
    ...chat,
    summary: 'Connections to chat with: online, last seen, unread count',
    response: chatFriendsResponseSchema,
  },
  'GET /chat/messages': {
    ...chat,
    summary: 'A page of the conversation with a friend, oldest first (404 CHAT_NOT_FOUND)',
    query: chatMessagesQuerySchema,
    response: chatMessagesResponseSchema,
  },
  'POST /chat/messages': {
    ...chat,
    summary: 'Send a message; both people see it at once',
    description: `At most CHAT_SENDS_PER_MINUTE (${CHAT_SENDS_PER_MINUTE} unless configured) messages, text or picture, a minute per person (429 CHAT_RATE_LIMITED). A child's linked parents are in the child's conversations with other adults and get every message; under 13 only parents and the child write to each other (403 CHAT_PARENTS_ONLY); a child with no linked parent and an adult cannot (409 CHAT_CHILD_NEEDS_PARENT); a parent reads their child's conversation with another child without writing (403 CHAT_READ_ONLY). A message to a child in quiet hours, except from a parent, reaches the child when they end (\`held_until\`).`,
    body: chatSendRequestSchema,
    response: chatSendResponseSchema,
  },
  'POST /chat/messages/picture': {
    ...chat,
    summary: 'Send a picture (multipart field `picture`: JPEG, PNG or WebP, at most 5 MB and 40 MP)',
    description: `Counts against the sending rate (429 CHAT_RATE_LIMITED); each person may store CHAT_STORAGE_MB_PER_PERSON (${CHAT_STORAGE_MB_PER_PERSON} MB unless configured) of chat pictures in all (413 CHAT_STORAGE_FULL).`,
    query: chatPictureQuerySchema,
    body: 'multipart',
    response: chatSendResponseSchema,
  },
  'POST /chat/read': {
    ...chat,
    summary: "Mark the friend's messages read",
    body: chatReadRequestSchema,
    response: okResponseSchema,
  },
});
