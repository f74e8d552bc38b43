// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulatedService } from '../../src/mocks/service';
import { demoRefusal } from './kit';
import { simulatedFetch } from './shop';

const VALIDATE = 'https://simulated.service.invalid/api/coupon/v1/validate?cpnNo=PERCENT15';

describe("the demo shop's way to the simulated service", () => {
  it('answers as the service, marked as the simulated one', async () => {
    const service = createSimulatedService({ now: '2026-11-22T10:00:00+09:00' });
    const answer = await simulatedFetch(service)(VALIDATE, {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-simulated-service')).toBe('true');
    expect(((await answer.json()) as { code: number }).code).toBe(0);
  });

  it('a dropped connection is a network error, as on the wire', async () => {
    const service = createSimulatedService({ now: '2026-11-22T10:00:00+09:00' });
    service.controls.update({ fault: 'network-error' });
    await expect(simulatedFetch(service)(VALIDATE, {})).rejects.toThrow(TypeError);
  });

  it('a service that never answers is given up on when the caller gives up', async () => {
    const service = createSimulatedService({ now: '2026-11-22T10:00:00+09:00' });
    service.controls.update({ fault: 'no-answer' });
    const stop = new AbortController();
    const waiting = simulatedFetch(service)(VALIDATE, { signal: stop.signal });
    stop.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
  });

  it('a path the service does not have is its 404', async () => {
    const service = createSimulatedService();
    const answer = await simulatedFetch(service)('https://simulated.service.invalid/api/nope', {});
    expect(answer.status).toBe(404);
  });
});

describe('the demo refuses to start where live mode was meant', () => {
  it.each([
    [{}, null],
    [{ API_KEY: ' ' }, null],
    [{ API_KEY: 'sk_live_x' }, /^API_KEY is set: that is live mode/],
    [
      { SERVICE_BASE_URL: 'https://x', DATABASE_URL: 'postgres://x' },
      /SERVICE_BASE_URL, DATABASE_URL are set/,
    ],
  ] as const)('%o', (env, expected) => {
    const said = demoRefusal(env);
    if (expected === null) expect(said).toBeNull();
    else expect(said).toMatch(expected);
  });
});
