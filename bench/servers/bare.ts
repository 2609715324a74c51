import Fastify from 'fastify';

// The baseline: Fastify answering `{}` with nothing else in the way.
const app = Fastify();
app.post('/', async () => ({}));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
