import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCounterSettings, saveCounterSettings } from '../counter/counter-settings';
import type { Feedback } from '../counter/feedback';
import { TONES, VIBRATIONS } from '../counter/feedback-sounds';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';

/** A note as the fake AudioContext heard it: its wave and its starting pitch. */
interface Heard {
  type: OscillatorType;
  frequency: number;
}

const param = (onSet?: (value: number) => void) => ({
  value: 0,
  setValueAtTime(value: number) {
    onSet?.(value);
    return this;
  },
  exponentialRampToValueAtTime() {
    return this;
  },
});

/** Just enough of Web Audio to hear which notes were started. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: AudioContextState = 'running';
  currentTime = 0;
  destination = {};
  heard: Heard[] = [];

  constructor() {
    FakeAudioContext.made.push(this);
  }

  resume() {
    this.state = 'running';
    return Promise.resolve();
  }

  createGain() {
    return { gain: param(), connect: (node: unknown) => node };
  }

  createOscillator() {
    let frequency = Number.NaN;
    const oscillator = {
      type: 'sine' as OscillatorType,
      frequency: param((value) => {
        if (Number.isNaN(frequency)) frequency = value;
      }),
      connect: (node: unknown) => node,
      start: () => this.heard.push({ type: oscillator.type, frequency }),
      stop: () => undefined,
    };
    return oscillator;
  }
}

/** Every note heard so far, in order. */
const heard = () => FakeAudioContext.made.flatMap((context) => context.heard);
const tone = (kind: Feedback): Heard[] =>
  TONES[kind].map(({ type, frequency }) => ({ type, frequency }));
/** The tones heard so far are these, in this order (a loaded machine may take a moment). */
const expectHeard = (...kinds: Feedback[]) =>
  waitFor(() => expect(heard()).toEqual(kinds.flatMap(tone)), { timeout: 3000 });
const vibrate = vi.fn((_pattern: VibratePattern) => true);

runOnShopClock();
beforeEach(() => {
  FakeAudioContext.made = [];
  vibrate.mockClear();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'vibrate');
  Reflect.deleteProperty(navigator, 'userActivation');
});

const FIELD = 'Coupon number or stamp ID';
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });

async function scan(code: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(FIELD);
  await user.type(field, `${code}{Enter}`);
  return user;
}

describe('the three tones', () => {
  it('are told apart by their shape: a rising pair, a low falling buzz, a bright three-note chime', () => {
    const [first, second] = TONES.valid;
    expect(TONES.valid).toHaveLength(2);
    expect(second?.frequency).toBeGreaterThan(first?.frequency ?? Infinity);
    for (const note of TONES.refused) {
      expect(note.type).toBe('square');
      expect(note.frequency).toBeLessThan(300);
      expect(note.slideTo).toBeLessThan(note.frequency);
    }
    expect(TONES.done).toHaveLength(3);
    expect(Math.min(...TONES.done.map((note) => note.frequency))).toBeGreaterThan(
      Math.max(...TONES.valid.map((note) => note.frequency)),
    );
    for (const kind of ['valid', 'refused', 'done'] as const) {
      const last = TONES[kind].at(-1);
      // Short: the next customer's scan is never talked over.
      expect((last?.at ?? 0) + (last?.duration ?? 0)).toBeLessThan(0.5);
    }
    expect(new Set(Object.values(VIBRATIONS).map(String)).size).toBe(3);
  });
});

describe('coupon counter', () => {
  it('a valid coupon: the valid tone and its vibration, once', async () => {
    const { unmount } = await renderApp('/');
    await scan(C.percent);
    await region('Valid');
    await expectHeard('valid');
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledWith(VIBRATIONS.valid);
    // One AudioContext, made by the first key press (browsers allow sound only after a gesture).
    expect(FakeAudioContext.made).toHaveLength(1);
    unmount();
  });

  it('a refused coupon: the refused tone', async () => {
    const { unmount } = await renderApp('/');
    await scan(C.expired);
    await region('Cannot be used');
    await expectHeard('refused');
    expect(vibrate).toHaveBeenLastCalledWith(VIBRATIONS.refused);
    unmount();
  });

  it('no answer ("Not checked") is no yes: the refused tone', async () => {
    const { demo, unmount } = await renderApp('/');
    await demo({ fault: 'server-error' });
    await scan(C.percent);
    await region('Not checked');
    await expectHeard('refused');
    unmount();
  });

  it('a malformed scan refused by the field: the refused tone', async () => {
    const { unmount } = await renderApp('/');
    await scan('ABC-12');
    expect(screen.getByRole('alert')).toHaveTextContent(/8 to 16 letters and digits/);
    await expectHeard('refused');
    unmount();
  });

  it('a redeem that went through: the done tone after the valid one', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await region('Redeemed');
    await expectHeard('valid', 'done');
    expect(vibrate).toHaveBeenLastCalledWith(VIBRATIONS.done);
    unmount();
  });

  it('a redeem that did not go through is a no for what staff just did: refused, not valid again', async () => {
    const { demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({ fault: 'network-error', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await screen.findByText(/It did not go through/, undefined, { timeout: 3000 });
    await expectHeard('valid', 'refused');
    unmount();
  });

  it('works without Web Audio (vibration only), and never throws', async () => {
    vi.unstubAllGlobals();
    expect('AudioContext' in globalThis).toBe(false);
    const { unmount } = await renderApp('/');
    await scan(C.percent);
    await region('Valid');
    await waitFor(() => expect(vibrate).toHaveBeenCalledWith(VIBRATIONS.valid), { timeout: 3000 });
    unmount();
  });

  it('stays silent before any tap or key press (a verdict from the address)', async () => {
    Object.defineProperty(navigator, 'userActivation', {
      value: { hasBeenActive: false, isActive: false },
      configurable: true,
    });
    const { unmount } = await renderApp(`/?cpnNo=${C.percent}`);
    await region('Valid');
    // The verdict's effects have run: the address was cleaned after the check started.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(FakeAudioContext.made).toHaveLength(0);
    expect(vibrate).not.toHaveBeenCalled();
    unmount();
  });
});

describe('stamp cards', () => {
  it('a card: valid; a stamp added: done; three stamps: one chime at the end, not three', async () => {
    saveCounterSettings({ stampGuardSeconds: 0 });
    const { unmount } = await renderApp('/stamps');
    const user = await scan(String(S.inProgress));
    await region('Card OK');
    await expectHeard('valid');
    await user.click(screen.getByRole('button', { name: 'Add a stamp' }));
    await screen.findByText(/Stamp 4 added/, undefined, { timeout: 3000 });
    await expectHeard('valid', 'done');
    await user.click(screen.getByRole('button', { name: 'Add 3 stamps (one per item bought)' }));
    await screen.findByText('3 stamps added.', undefined, { timeout: 8000 });
    await expectHeard('valid', 'done', 'done');
    unmount();
  });

  it('a card that cannot be used, and a reward given', async () => {
    const { unmount } = await renderApp('/stamps');
    const user = await scan(String(S.expired));
    await region('Cannot be used');
    await expectHeard('refused');
    await scan(String(S.full));
    await user.click(
      within(await region('Reward ready')).getByRole('button', { name: 'Give reward' }),
    );
    await region('Reward given');
    await expectHeard('refused', 'valid', 'done');
    unmount();
  });
});

describe('the Sounds setting', () => {
  it('is on by default; switched off in Settings, the counter is silent and still', async () => {
    saveCounterSettings({ stampGuardSeconds: 45 });
    const { unmount } = await renderApp('/settings');
    const user = userEvent.setup();
    const sounds = await screen.findByRole('checkbox', { name: 'Sounds' });
    expect(sounds).toBeChecked();
    expect(sounds).toHaveAccessibleDescription(/short tone .* vibrate too/);
    await user.click(sounds);
    // Saved by the change itself, with the guard as it was: no button to forget before leaving.
    const section = screen.getByRole('region', { name: 'At the counter' });
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(getCounterSettings()).toMatchObject({ stampGuardSeconds: 45, sounds: false }),
    );
    expect(within(section).getByRole('status')).toHaveTextContent('Saved.');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Coupons',
      }),
    );
    await scan(C.percent);
    await region('Valid');
    await scan(C.expired);
    await region('Cannot be used');
    expect(heard()).toEqual([]);
    // Not even an AudioContext: nothing wakes the audio hardware while sounds are off.
    expect(FakeAudioContext.made).toHaveLength(0);
    expect(vibrate).not.toHaveBeenCalled();
    unmount();
  });
});
