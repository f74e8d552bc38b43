// @vitest-environment node
import { browser, prepareStaff, setup, type Browser, type Setup } from './auth.test-support';
import { PIN_RULES } from './pin-rules';

/*
 * A till unpaired (ten wrong PINs, or an owner) and paired again: after a reload the pairing
 * screen still knows which till it was, and pairing it again under its name keeps the device, so
 * its writes, today's counts and idle lock go on under one device (the live walk's re-pair made
 * a second "Till 1", and the chip's "today" started again from 0).
 */

beforeAll(prepareStaff);

/** Wrong PINs until the device is unpaired, waiting out each pause on the test's clock. */
async function unpairByWrongPins(s: Setup, b: Browser) {
  for (let i = 0; i < PIN_RULES.unlock.endAfter; i += 1) {
    const wrong = await b.unlock('counter', '0000');
    if (wrong.json.reason === 'device-revoked') return;
    s.advance(PIN_RULES.unlock.pauseMs);
  }
  throw new Error('the device was never unpaired');
}

type State = { device: { id: string } | null; unpairedDevice?: { name: string } };
const stateOf = async (b: Browser) => (await b.call('GET', '/api/auth/state')).json.result as State;

describe('a till paired again', () => {
  it('is named by its state after it was unpaired, and a stranger is told nothing', async () => {
    const s = setup();
    const b = browser(s);
    expect((await b.pair('Till 1')).status).toBe(200);
    await unpairByWrongPins(s, b);
    expect(await stateOf(b)).toMatchObject({ device: null, unpairedDevice: { name: 'Till 1' } });
    // A browser that was never paired has no device to be told about.
    expect((await stateOf(browser(s))).unpairedDevice).toBeUndefined();
  });

  it('under its own name is the same device again; under another, a new one', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair('Till 1');
    const [first] = await s.devices.list();
    await unpairByWrongPins(s, b);
    expect((await b.pair('till 1')).status).toBe(200);
    const again = await stateOf(b);
    expect(again.device?.id).toBe(first?.id);
    expect(again.unpairedDevice).toBeUndefined();
    expect(s.audit.lines.at(-1)).toMatchObject({ operation: 'pair', outcome: 'ok' });
    expect(s.audit.lines.at(-1)?.detail).toMatch(/^paired again; unpaired at 2026-/);
    expect(await s.devices.list()).toEqual([
      expect.objectContaining({ id: first?.id, revokedAt: null }),
    ]);

    // Another name for this browser: the old device is given up, a new one made.
    expect((await b.pair('Till 2')).status).toBe(200);
    const devices = await s.devices.list();
    expect(devices).toHaveLength(2);
    expect(devices.find((d) => d.id === first?.id)?.revokedAt).not.toBeNull();
    expect((await stateOf(b)).device?.id).not.toBe(first?.id);
  });
});
