// @vitest-environment node
import { browser, prepareStaff, setup, until } from './auth.test-support';
import { IDLE_LOCK_MINUTES } from './session-limits';

/*
 * Two requests that end the same session at once: two tabs pressing Lock, two calls that both
 * find the session idle past its time. The session ends once, and the audit log says so once.
 */

beforeAll(prepareStaff);

/** Holds every end of a session until `size` of them are waiting, then lets them all go. */
function togetherAt(size: number) {
  let waiting = 0;
  let open: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    get waiting() {
      return waiting;
    },
    before: async () => {
      waiting += 1;
      if (waiting === size) open();
      await all;
    },
  };
}

const lockLines = (s: ReturnType<typeof setup>) =>
  s.audit.lines.filter((line) => line.operation === 'lock');

/** A till signed in as counter staff, with both of its session's ends held together. */
async function signedInTill() {
  const ends = togetherAt(2);
  const s = setup(undefined, { beforeSessionDelete: ends.before });
  const tab = browser(s);
  await tab.pair('Till 1');
  expect((await tab.unlock('counter')).status).toBe(200);
  return { ends, s, tab };
}

describe('a session ended twice at once', () => {
  it('two tabs lock together: one lock line', async () => {
    const { ends, s, tab } = await signedInTill();
    const second = browser(s);
    for (const [name, value] of tab.jar) second.jar.set(name, value);

    const [a, b] = await Promise.all([
      tab.call('POST', '/api/auth/lock', { reason: 'manual' }),
      second.call('POST', '/api/auth/lock', { reason: 'manual' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(ends.waiting).toBe(2);
    expect(lockLines(s)).toEqual([expect.objectContaining({ detail: 'by hand', outcome: 'ok' })]);
    expect((await tab.call('GET', '/api/auth/state')).json.result).toMatchObject({
      session: null,
    });
  });

  it('two calls find it idle past its time: one "idle (server)" line, both refused', async () => {
    const { ends, s, tab } = await signedInTill();
    s.advance((IDLE_LOCK_MINUTES.default + 5) * 60_000);

    const calls = [tab.call('POST', '/api/auth/touch'), tab.call('POST', '/api/auth/touch')];
    await until(() => ends.waiting === 2);
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401]);
    expect(lockLines(s)).toEqual([
      expect.objectContaining({ detail: 'idle (server)', outcome: 'ok' }),
    ]);
  });
});
