import type { Options, UserEvent } from '@testing-library/user-event';

/**
 * The clock key events are timed on in tests: still, moved only by user-event's own `delay`
 * between keys. The counter tells a scanner from a person by the gaps between key events
 * (lib/key-timing.ts); on jsdom those came from Date.now(), so a loaded machine could stretch a
 * scanner's burst (`delay: 0`) into a person's typing and fail a test. Here `delay: 0` is always
 * a burst and `delay: 60` always a person, whatever the machine's speed. Between two actions
 * (each call of a user-event session: a type, a click, a keyboard) the clock moves a second: a
 * test's next step never counts as the tail of the last one's keys.
 */
const ACTION_GAP_MS = 1_000;
let now = 0;
const stamps = new WeakMap<Event, number>();

export function advanceKeyClock(ms: number): void {
  now += ms;
}

/** Every event's timeStamp: the still clock's reading when the event is first asked for it. */
export function installKeyClock(): void {
  Object.defineProperty(Event.prototype, 'timeStamp', {
    configurable: true,
    get(this: Event) {
      let stamp = stamps.get(this);
      if (stamp === undefined) {
        stamp = now;
        stamps.set(this, stamp);
      }
      return stamp;
    },
  });
}

/** user-event's options with the still clock moved by each delay (and the test's own timers). */
export function withKeyClock(options: Options = {}): Options {
  const own = options.advanceTimers;
  return {
    ...options,
    advanceTimers: async (ms: number) => {
      advanceKeyClock(ms);
      await own?.(ms);
    },
  };
}

/** A user-event session whose every action starts a second after the last one's keys. */
export function withActionGaps(user: UserEvent): UserEvent {
  return new Proxy(user, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        advanceKeyClock(ACTION_GAP_MS);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
