// The reference of bench/traffic: a bare Fastify route in its own process, measured in the same
// run as the real server so that every figure can be read against what this machine gives now.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ hello: 'world' }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${url}`);
