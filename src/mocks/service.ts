import type { DemoControls, DemoSettings, DemoSettingsPatch } from '../lib/demo-controls';
import { ServiceClock } from './clock';
import type { RuleContext } from './rules/outcome';
import { seedState } from './seed';
import type { ServiceState } from './store';

export type TransportSettings = Pick<
  DemoSettings,
  'latencyMs' | 'fault' | 'faultOnce' | 'faultOperations' | 'lateWriteMs' | 'otherTill'
>;

const DEFAULT_TRANSPORT: TransportSettings = {
  latencyMs: 0,
  fault: 'none',
  faultOnce: false,
  faultOperations: null,
  // Inside the client's read-backs after a lost answer (0, 1 and 2.5 s), so the demo shows a
  // write that lands late being caught by a later read.
  lateWriteMs: 1_500,
  otherTill: 'off',
};

interface Saved {
  state: ServiceState;
  transport: TransportSettings;
  fixedNow: string | null;
}

/** Where the demo keeps its store between reloads (localStorage in the browser, nothing in tests). */
export interface Persistence {
  load(): unknown;
  save(saved: Saved): void;
}

function isSaved(value: unknown): value is Saved {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Saved>;
  return candidate.state?.version === 1 && typeof candidate.transport === 'object';
}

export interface SimulatedService {
  readonly clock: ServiceClock;
  readonly state: ServiceState;
  readonly transport: TransportSettings;
  context(): RuleContext;
  /** Call after every change: persists the store and tells the demo controls. */
  commit(): void;
  controls: DemoControls;
}

export interface ServiceOptions {
  persistence?: Persistence;
  /** Pin the clock (tests). A saved demo's own pinned time wins over this. */
  now?: string | null;
}

export function createSimulatedService(options: ServiceOptions = {}): SimulatedService {
  const { persistence } = options;
  const saved = persistence?.load();
  const clock = new ServiceClock(null);
  clock.set(isSaved(saved) ? saved.fixedNow : (options.now ?? null));
  let state: ServiceState = isSaved(saved) ? saved.state : seedState(clock.today());
  let transport: TransportSettings = isSaved(saved)
    ? { ...DEFAULT_TRANSPORT, ...saved.transport }
    : { ...DEFAULT_TRANSPORT };
  const listeners = new Set<() => void>();
  let snapshot: DemoSettings | null = null;

  function commit() {
    snapshot = null;
    persistence?.save({ state, transport, fixedNow: clock.fixed });
    for (const listener of listeners) listener();
  }

  const controls: DemoControls = {
    getSettings() {
      snapshot ??= {
        plan: state.plan,
        webhookEnabled: state.webhookEnabled,
        ...transport,
        fixedNow: clock.fixed,
        today: clock.today(),
        registeredDomains: [...state.registeredDomains],
        defaultDomain: state.defaultDomain,
        couponGroups: state.couponGroups.map(({ grpIdx, grpNm, settings }) => ({
          grpIdx,
          name: grpNm,
          settings: {
            onsite: settings.onsiteYn === undefined ? undefined : settings.onsiteYn === 'Y',
            imageUrl: settings.imgUrl ?? undefined,
            textColour: settings.color ?? undefined,
            backgroundColour: settings.background ?? undefined,
            url: settings.url ?? undefined,
          },
        })),
        couponTemplates: state.couponTemplates.map(({ tmplIdx, nm, color, background }) => ({
          tmplIdx,
          name: nm,
          textColour: color,
          backgroundColour: background,
        })),
      };
      return snapshot;
    },
    update(patch: DemoSettingsPatch) {
      if (patch.plan) state.plan = patch.plan;
      if (patch.webhookEnabled !== undefined) state.webhookEnabled = patch.webhookEnabled;
      if (patch.fixedNow !== undefined) clock.set(patch.fixedNow);
      const { latencyMs, fault, faultOnce, faultOperations, lateWriteMs, otherTill } = patch;
      transport = {
        latencyMs: latencyMs ?? transport.latencyMs,
        fault: fault ?? transport.fault,
        faultOnce: faultOnce ?? transport.faultOnce,
        faultOperations:
          faultOperations === undefined ? transport.faultOperations : faultOperations,
        lateWriteMs: lateWriteMs ?? transport.lateWriteMs,
        otherTill: otherTill ?? transport.otherTill,
      };
      commit();
    },
    reset() {
      state = seedState(clock.today());
      transport = { ...DEFAULT_TRANSPORT };
      commit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    clock,
    get state() {
      return state;
    },
    get transport() {
      return transport;
    },
    context: () => ({ state, today: clock.today(), hour: clock.hour(), now: clock.now() }),
    commit,
    controls,
  };
}
