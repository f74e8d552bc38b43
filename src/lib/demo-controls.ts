import { createContext, useContext, useSyncExternalStore } from 'react';
import type { OperationName } from '../api/errors';

/**
 * What the app may ask of the simulated service in demo mode. The app only sees this interface;
 * main.tsx hands it an implementation, so nothing in the app imports the mock itself.
 */
export type DemoPlan = 'personal' | 'premium' | 'enterprise';
export const DEMO_PLANS: readonly DemoPlan[] = ['personal', 'premium', 'enterprise'];

export type DemoFault =
  | 'none'
  | 'rate-limit'
  | 'server-error'
  | 'non-json'
  | 'no-answer'
  | 'network-error'
  | 'lost-response'
  | 'late-write'
  | 'applied-no-answer';
export const DEMO_FAULTS: readonly DemoFault[] = [
  'none',
  'rate-limit',
  'server-error',
  'non-json',
  'no-answer',
  'network-error',
  'lost-response',
  'late-write',
  'applied-no-answer',
];

export interface DemoSettings {
  plan: DemoPlan;
  webhookEnabled: boolean;
  /** Added before every answer, in milliseconds. */
  latencyMs: number;
  fault: DemoFault;
  /** When true the fault hits the next matching request only, then switches itself off. */
  faultOnce: boolean;
  /** Which operations the fault hits; null means all of them. */
  faultOperations: OperationName[] | null;
  /** 'late-write': the connection drops at once and the write lands this many ms later. */
  lateWriteMs: number;
  /**
   * Another till writes to the same coupon or card while this one waits for its answer (right
   * after this till's write reached the service): on the next write only, or on every write.
   */
  otherTill: 'off' | 'once' | 'always';
  /** The service clock pinned to this instant (ISO), or null for real time. */
  fixedNow: string | null;
  /** The service's today (YYYY-MM-DD), read-only. */
  today: string;
  /** The account's registered custom domains, read-only. */
  registeredDomains: readonly string[];
  /** The service's default coupon domain, read-only. */
  defaultDomain: string;
  /**
   * The account's coupon groups and templates, read-only. The contract has no list operation, so
   * only the demo knows them all (the create form names them beside their IDX).
   */
  couponGroups: readonly DemoCouponGroup[];
  couponTemplates: readonly DemoCouponTemplate[];
}

/** A coupon group with the settings that win over a coupon's own. */
export interface DemoCouponGroup {
  grpIdx: number;
  name: string;
  settings: {
    onsite?: boolean;
    imageUrl?: string;
    textColour?: string;
    backgroundColour?: string;
    url?: string;
  };
}

export interface DemoCouponTemplate {
  tmplIdx: number;
  name: string;
  textColour: string;
  backgroundColour: string;
}

export type DemoSettingsPatch = Partial<
  Omit<
    DemoSettings,
    'today' | 'registeredDomains' | 'defaultDomain' | 'couponGroups' | 'couponTemplates'
  >
>;

/** One of the demo shop's staff, with the PIN the demo shows. */
export interface DemoStaff {
  name: string;
  role: 'owner' | 'marketing' | 'counter';
  pin: string;
}

export interface DemoControls {
  getSettings(): DemoSettings;
  /** The demo shop's staff and their PINs (the demo's server only; the in-page demo has none). */
  staff?(): readonly DemoStaff[];
  update(patch: DemoSettingsPatch): void;
  /** Back to the seed data and default settings. */
  reset(): void;
  /** Settled once every change made so far has been answered (the demo's server only). */
  settled?(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export const DemoControlsContext = createContext<DemoControls | null>(null);

export function useDemoControls(): DemoControls | null {
  return useContext(DemoControlsContext);
}

const noSubscription = () => () => undefined;
const noSettings = () => null;

export function useDemoSettings(): DemoSettings | null {
  const controls = useDemoControls();
  return useSyncExternalStore(
    controls ? (listener) => controls.subscribe(listener) : noSubscription,
    controls ? () => controls.getSettings() : noSettings,
  );
}
