// The chat area's face: its routes, the chat itself (the live channel carries it) and the demo's replies.
export { chatRoutes } from './chat.routes.ts';
export { createChat } from './chat.service.ts';
export { createDemoReplyJob } from './chat-echo.job.ts';
