import { handlers } from '../../platform/endpoints.ts';
import { readPictureUpload } from '../../platform/images.ts';
import type { Chat } from './chat.service.ts';

/** The friend list and chat panels: who to talk to, the conversation, sending, reading. */
export const chatRoutes = (chat: Chat) =>
  handlers({
    'GET /chat/friends': async ({ auth }) => ({ friends: await chat.friends(auth) }),
    'GET /chat/messages': async ({ auth, query: { friendId, before } }) => ({
      friend_id: friendId,
      ...(await chat.messages(auth, friendId, before)),
    }),
    'POST /chat/messages': async ({ auth, body }) => ({
      message: await chat.send(auth, body.friendId, body.msg),
    }),
    'POST /chat/messages/picture': async ({ auth, query, request }) => {
      const upload = await readPictureUpload(request);
      return { message: await chat.sendPicture(auth, query.friendId, upload) };
    },
    'POST /chat/read': async ({ auth, body }) => {
      await chat.read(auth, body.friendId);
      return {};
    },
  });
