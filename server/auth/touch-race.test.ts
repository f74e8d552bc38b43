// @vitest-environment node
import { browser, prepareStaff, setup, until } from './auth.test-support';
import { SESSION_LIMITS } from './session-limits';

/*
 * A touch is read, then written. "Sign everyone out", a revocation or an unlock elsewhere that
 * lands between the two must stay done: the touch's write may not bring the ended session back,
 * or the till whose session an owner just ended would go on signed in with the cookie it kept.
 */

beforeAll(prepareStaff);

/** A gate the next session write waits at, once armed. */
function heldWrite() {
  let armed = false;
  let waiting = 0;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    arm: () => {
      armed = true;
    },
    get waiting() {
      return waiting;
    },
    open: () => open(),
    before: async () => {
      if (!armed) return;
      armed = false;
      waiting += 1;
      await gate;
      waiting -= 1;
    },
  };
}

describe('a touch racing the end of its session', () => {
  it('"sign everyone out" between the touch\'s read and its write: the till stays signed out', async () => {
    const held = heldWrite();
    const s = setup(undefined, { beforeSessionWrite: held.before });
    const till = browser(s);
    const owner = browser(s);
    await till.pair('Till 1');
    expect((await till.unlock('counter')).status).toBe(200);
    await owner.pair('Till 2');
    expect((await owner.unlock('owner')).status).toBe(200);

    // Old enough that the till's next call writes a touch; the owner's session is as old.
    s.advance(SESSION_LIMITS.touchEveryMs);
    held.arm();
    const touching = till.call('POST', '/api/auth/touch');
    await until(() => held.waiting === 1);
    s.advance(1);
    // The owner's own call is no touch write (the gate was taken): it ends every session.
    expect((await owner.call('POST', '/api/auth/sign-out-everyone')).status).toBe(200);
    held.open();
    await touching;

    const state = await till.call('GET', '/api/auth/state');
    expect(state.json.result).toMatchObject({ session: null });
    expect((await till.call('POST', '/api/auth/touch')).status).toBe(401);
  });
});
