/**
 * Who may do what, in one place (decision 0013): every route of our API names its operation here,
 * and the sign-in guard refuses a call whose role is not listed for it (401 when nobody is signed
 * in, 403 for the wrong role). A route with no entry cannot be reached at all.
 */

export const ROLES = ['counter', 'marketing', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

const COUNTER: readonly Role[] = ['counter', 'marketing', 'owner'];
const MARKETING: readonly Role[] = ['marketing', 'owner'];
const OWNER: readonly Role[] = ['owner'];

/** The operations that need a signed-in person, and the roles allowed each. */
export const PERMISSIONS = {
  // The counter: check, redeem, add stamps, give rewards, take back a stamp just added (counter
  // and marketing their own on this device within the undo window, owners any: the route checks
  // that part, stamp-undo-window.ts).
  couponValidate: COUNTER,
  couponRedeem: COUNTER,
  stampValidate: COUNTER,
  stampAdd: COUNTER,
  stampReward: COUNTER,
  stampRemove: COUNTER,
  // Marketing: also create coupons, read statistics and the audit log.
  couponCreate: MARKETING,
  clicksByHour: MARKETING,
  auditRead: MARKETING,
  // The day report (every till and person) for marketing and owners; "today at this till" for
  // everyone at a counter.
  dayReport: MARKETING,
  tillSummary: COUNTER,
  // Owners: also the devices and everyone's sessions.
  deviceList: OWNER,
  deviceRevoke: OWNER,
  deviceSettings: OWNER,
  signOutEveryone: OWNER,
} as const satisfies Record<string, readonly Role[]>;

export type Operation = keyof typeof PERMISSIONS;
export const OPERATIONS = Object.keys(PERMISSIONS) as Operation[];

export function allows(role: Role, operation: Operation): boolean {
  return PERMISSIONS[operation].includes(role);
}

/** The writes that change the service's state: each is written to the audit log with its outcome. */
export const AUDITED_WRITES: ReadonlySet<Operation> = new Set([
  'couponRedeem',
  'stampAdd',
  'stampReward',
  'stampRemove',
  'couponCreate',
]);
