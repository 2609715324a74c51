import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatFriendsResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatPictureQuerySchema,
  chatReadRequestSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
  okResponseSchema,
} from '@fieldhouse/contract';
import { requireAuth } from '../../platform/auth.ts';
import { PICTURE_LIMITS, readPictureUpload } from '../../platform/images.ts';
import type { Chat } from './chat.service.ts';

const ok = { status: '200' as const };

/** The friend list and chat panels of the header: who to talk to, the conversation, sending, reading. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: Chat }> = async (app, { chat }) => {
  // Multipart only in this scope: the picture upload is the one call that takes it.
  await app.register(fastifyMultipart, { limits: PICTURE_LIMITS });
  const config = { access: 'signed-in' as const };
  const tags = ['chat'];

  app.get(
    '/chat/friends',
    {
      config,
      schema: {
        tags,
        summary: 'Connections to chat with: online, last seen, unread count',
        response: { 200: chatFriendsResponseSchema },
      },
    },
    async (request) => ({ ...ok, friends: await chat.friends(requireAuth(request.auth)) }),
  );

  app.get(
    '/chat/messages',
    {
      config,
      schema: {
        tags,
        summary: 'A page of the conversation with a friend, oldest first (404 CHAT_NOT_FOUND)',
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema },
      },
    },
    async (request) => {
      const { friendId, before } = request.query;
      const page = await chat.messages(requireAuth(request.auth), friendId, before);
      return { ...ok, friend_id: friendId, ...page };
    },
  );

  app.post(
    '/chat/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Send a message; both people see it at once',
        body: chatSendRequestSchema,
        response: { 200: chatSendResponseSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: await chat.send(requireAuth(request.auth), request.body.friendId, request.body.msg),
    }),
  );

  app.post(
    '/chat/messages/picture',
    {
      config,
      schema: {
        tags,
        summary: 'Send a picture (multipart field `picture`: JPEG, PNG or WebP, at most 5 MB and 40 MP)',
        consumes: ['multipart/form-data'],
        querystring: chatPictureQuerySchema,
        response: { 200: chatSendResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const upload = await readPictureUpload(request);
      return { ...ok, message: await chat.sendPicture(auth, request.query.friendId, upload) };
    },
  );

  app.post(
    '/chat/read',
    {
      config,
      schema: {
        tags,
        summary: "Mark the friend's messages read",
        body: chatReadRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await chat.read(requireAuth(request.auth), request.body.friendId);
      return ok;
    },
  );
};
