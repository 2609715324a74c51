import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

// The minimal Mantine sign-in page (bench/baseline-sign-in, built by the bench first), served the
// way the console is: precompressed files, and the page for any path.
const dist = path.resolve(import.meta.dirname, '../baseline-sign-in/dist');
const app = Fastify();
await app.register(fastifyStatic, { root: dist, preCompressed: true, wildcard: false, index: false });
app.setNotFoundHandler((_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
