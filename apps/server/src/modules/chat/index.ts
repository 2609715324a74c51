// The chat area's face: its routes over one chat (the live channel asks it who may talk), the
// demo's replies, and messages held from children in quiet hours.
import type { Deps } from '../../platform/request-context.ts';
import { createDemoReplyJob } from './chat-echo.job.ts';
import { createReleaseJob } from './chat-release.job.ts';
import { chatRoutes } from './chat.routes.ts';
import type { Chat } from './chat.service.ts';

export { createChat, type Chat } from './chat.service.ts';

export const chatArea = {
  endpoints: ({ chat }: { chat: Chat }) => chatRoutes(chat),
  jobs: ({ live }: Deps) => [createDemoReplyJob(live), createReleaseJob(live)],
};
