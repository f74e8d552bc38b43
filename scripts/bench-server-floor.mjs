// The stack alone, for `npm run bench:server`: Hono on @hono/node-server forwarding a validate to
// the service with fetch and answering its body, and nothing else (no sign-in, no guard, no rate
// limit, no schema, no state). What any live server on the chosen stack pays; the bench prints our
// server's added latency beside this one's, so what our own code adds can be read apart from it.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const service = process.env.SERVICE_BASE_URL;
const app = new Hono();
app.get('/api/coupon/v1/validate', async (c) => {
  const answer = await fetch(`${service}/api/coupon/v1/validate?cpnNo=${c.req.query('cpnNo')}`, {
    signal: c.req.raw.signal,
  });
  return c.json(await answer.json());
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => {
  console.info('Counter POS (live) on the stack alone');
});
