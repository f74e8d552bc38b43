// The stack alone, for `npm run bench:server`: Hono on @hono/node-server forwarding a validate to
// the service over Node's own HTTP client with kept-alive connections (as our server sends,
// server/upstream-send.ts) and answering its body, and nothing else (no sign-in, no guard, no
// rate limit, no schema, no state). What any live server on the chosen stack pays; the bench
// prints our server's added latency beside this one's, so what our own code adds can be read
// apart from it.
import { Agent, request } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const service = new URL(process.env.SERVICE_BASE_URL);
const agent = new Agent({ keepAlive: true });
const get = (path, signal) =>
  new Promise((resolve, reject) => {
    const sent = request(
      { host: service.hostname, port: service.port, path, agent, signal },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });

const app = new Hono();
app.get('/api/coupon/v1/validate', async (c) => {
  const body = await get(`/api/coupon/v1/validate?cpnNo=${c.req.query('cpnNo')}`, c.req.raw.signal);
  return c.json(JSON.parse(body));
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => {
  console.info('Counter POS (live) on the stack alone');
});
// Exits as the server does on SIGTERM, so `--profile` writes this process's profile too.
process.on('SIGTERM', () => process.exit(0));
