import type {
  DemoControls,
  DemoSettings,
  DemoSettingsPatch,
  DemoStaff,
} from '../lib/demo-controls';

/**
 * The demo's controls over our server (decision 0027): the simulated service's settings of this
 * browser's demo shop, read and set through /api/demo, which only the demo's server answers. The
 * live server has no such route, so there the app has no controls and shows no demo.
 */

const DEMO_PATH = '/api/demo';

function isSettings(value: unknown): value is DemoSettings {
  return typeof value === 'object' && value !== null && 'plan' in value && 'today' in value;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`The demo's server answered ${response.status}.`);
  return response.json();
}

async function send(base: string, path: string, body: unknown): Promise<DemoSettings> {
  const answer = await readJson(
    await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }),
  );
  if (!isSettings(answer)) throw new Error("The demo's server sent settings it should not.");
  return answer;
}

/** The controls when our server is the demo's; null when it answers no demo (live mode). */
export async function connectDemo(base: string): Promise<DemoControls | null> {
  const response = await fetch(`${base}${DEMO_PATH}`, { credentials: 'same-origin' });
  if (response.status === 404) return null;
  const answer = (await readJson(response)) as { staff?: unknown; settings?: unknown };
  if (!isSettings(answer.settings) || !Array.isArray(answer.staff)) {
    throw new Error("The demo's server sent an answer it should not.");
  }
  let settings: DemoSettings = answer.settings;
  const staff = answer.staff as DemoStaff[];
  const listeners = new Set<() => void>();
  const changed = (next: DemoSettings) => {
    settings = next;
    for (const listener of listeners) listener();
  };
  /** One change at a time, in the order they were made: the last one the server heard wins. */
  let line: Promise<unknown> = Promise.resolve();
  const queue = (path: string, body: unknown): Promise<void> => {
    const done = line
      .then(() => send(base, path, body))
      .then(
        (next) => changed(next),
        (error: unknown) => {
          console.warn('The demo setting did not reach the server.', error);
          void fetch(`${base}${DEMO_PATH}/settings`, { credentials: 'same-origin' })
            .then(readJson)
            .then((read) => {
              if (isSettings(read)) changed(read);
            })
            .catch(() => undefined);
        },
      );
    line = done;
    return done;
  };
  return {
    getSettings: () => settings,
    staff: () => staff,
    update(patch: DemoSettingsPatch) {
      // Shown at once; the server's answer replaces it.
      changed({ ...settings, ...patch });
      void queue(`${DEMO_PATH}/settings`, patch);
    },
    reset() {
      // A fresh shop: its service, its log and the owner signed in again (same names and ids).
      void queue(`${DEMO_PATH}/reset`, {});
    },
    /** A journey waits for it before it scans: the server then has every change. */
    settled: () => line.then(() => undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
