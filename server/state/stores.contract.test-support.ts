import { expect, it } from 'vitest';
import type {
  Device,
  DeviceStore,
  Session,
  SessionStore,
  SignInLookup,
  StaffMember,
  StaffStore,
} from '../auth/stores';

/**
 * What every store of sign-in promises (decision 0018): sessions, devices, the staff list. The
 * memory, file and PostgreSQL ones run the same cases.
 */

const session = (idHash: string, deviceId: string, staffId = 's1'): Session => ({
  idHash,
  deviceId,
  staffId,
  createdAt: 1_000,
  lastSeenAt: 1_000,
});

/** `make(now)`: an empty store on a still clock, a second after these sessions began. */
export function sessionStoreContract(
  make: (now: () => number) => SessionStore | Promise<SessionStore>,
): void {
  const fresh = () => Promise.resolve(make(() => 2_000));
  it('keeps, reads back, touches and ends a session', async () => {
    const store = await fresh();
    expect(await store.get('h1')).toBeNull();
    await store.save(session('h1', 'd1'));
    expect(await store.get('h1')).toEqual(session('h1', 'd1'));
    expect(await store.touch('h1', 2_000)).toBe(true);
    expect((await store.get('h1'))?.lastSeenAt).toBe(2_000);
    expect(await store.delete('h1')).toBe(true);
    expect(await store.get('h1')).toBeNull();
    // Ended once: a second end (another tab's lock) ends nothing and says so.
    expect(await store.delete('h1')).toBe(false);
  });

  it('answers copies: changing one changes nothing kept', async () => {
    const store = await fresh();
    const kept = session('h1', 'd1');
    await store.save(kept);
    kept.lastSeenAt = 9_999;
    const read = await store.get('h1');
    if (read) read.staffId = 'someone else';
    expect(await store.get('h1')).toEqual(session('h1', 'd1'));
  });

  it("ends one device's sessions, saying how many, and nobody else's", async () => {
    const store = await fresh();
    await store.save(session('h1', 'd1'));
    await store.save(session('h2', 'd1', 's2'));
    await store.save(session('h3', 'd2'));
    expect(await store.deleteForDevice('d1')).toBe(2);
    expect(await store.deleteForDevice('d1')).toBe(0);
    expect(await store.get('h3')).toEqual(session('h3', 'd2'));
  });

  it('a touch never brings back a session that has ended, nor moves one back in time', async () => {
    const store = await fresh();
    await store.save(session('h1', 'd1'));
    await store.save(session('h2', 'd2'));
    expect(await store.touch('h1', 1_900)).toBe(true);
    expect(await store.touch('h1', 1_500)).toBe(true);
    expect((await store.get('h1'))?.lastSeenAt).toBe(1_900);
    // A touch read before the end and written after it: "sign everyone out", a revocation.
    await store.deleteAll();
    expect(await store.touch('h1', 2_000)).toBe(false);
    expect(await store.get('h1')).toBeNull();
    await store.save(session('h3', 'd1'));
    await store.deleteForDevice('d1');
    expect(await store.touch('h3', 2_000)).toBe(false);
    expect(await store.get('h3')).toBeNull();
  });

  it('ends every session, saying how many', async () => {
    const store = await fresh();
    await store.save(session('h1', 'd1'));
    await store.save(session('h2', 'd2'));
    expect(await store.deleteAll()).toBe(2);
    expect(await store.get('h1')).toBeNull();
    expect(await store.deleteAll()).toBe(0);
  });
}

const device = (id: string, tokenHash: string): Device => ({
  id,
  name: `Till ${id}`,
  tokenHash,
  pairedAt: '2026-11-22T01:00:00.000Z',
  pairedBy: 'Owner',
  idleLockMinutes: 5,
  revokedAt: null,
});

/** `make` gives an empty store, and `restart` (where it survives one) a new one on the same place. */
export function deviceStoreContract(
  make: () => Promise<{ store: DeviceStore; restart?: () => DeviceStore }>,
): void {
  it('keeps devices, finds one by its token hash, and keeps a revocation', async () => {
    const { store } = await make();
    expect(await store.list()).toEqual([]);
    await store.save(device('d1', 'aa'));
    await store.save(device('d2', 'bb'));
    expect(await store.byTokenHash('bb')).toEqual(device('d2', 'bb'));
    expect(await store.byTokenHash('cc')).toBeNull();
    await store.save({ ...device('d1', 'aa'), revokedAt: '2026-11-22T02:00:00.000Z' });
    const listed = await store.list();
    expect(listed.map((d) => [d.id, d.revokedAt])).toEqual([
      ['d1', '2026-11-22T02:00:00.000Z'],
      ['d2', null],
    ]);
  });

  it('answers copies', async () => {
    const { store } = await make();
    await store.save(device('d1', 'aa'));
    const found = await store.byTokenHash('aa');
    if (found) found.name = 'changed';
    expect((await store.list())[0]?.name).toBe('Till d1');
  });

  it('a restart forgets no device (where the store survives one)', async () => {
    const { store, restart } = await make();
    if (!restart) return;
    await store.save(device('d1', 'aa'));
    expect(await restart().byTokenHash('aa')).toEqual(device('d1', 'aa'));
  });
}

export const MEMBER: StaffMember = {
  id: 's1',
  name: 'Minji 민지',
  role: 'counter',
  pinHash: 'scrypt$…',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** `make(members)` gives a store that holds exactly these people. */
export function staffStoreContract(make: (members: StaffMember[]) => Promise<StaffStore>): void {
  it('lists the people it holds, in order, and no one else', async () => {
    const owner: StaffMember = { ...MEMBER, id: 's2', name: 'Owner', role: 'owner' };
    expect(await (await make([])).list()).toEqual([]);
    expect(await (await make([MEMBER, owner])).list()).toEqual([MEMBER, owner]);
  });

  it('answers a list of its own: changing it changes nothing kept', async () => {
    const store = await make([MEMBER]);
    (await store.list()).pop();
    expect(await store.list()).toEqual([MEMBER]);
  });
}

/** The stores a lookup reads, and the lookup itself, all empty; `staff` sets the staff list. */
export interface LookupUnderTest {
  lookup: SignInLookup;
  devices: DeviceStore;
  sessions: SessionStore;
  staff: (members: StaffMember[]) => Promise<void>;
}

/**
 * What the one read of sign-in promises (SignInLookup): each cookie's record as it is, nothing
 * checked (a revoked device, another device's session: resolve() decides), and the person of
 * the session only while the staff list holds them.
 */
export function signInLookupContract(make: () => Promise<LookupUnderTest>): void {
  it('finds the device, the session and its person', async () => {
    const { lookup, devices, sessions, staff } = await make();
    await staff([MEMBER]);
    await devices.save(device('d1', 'aa'));
    await sessions.save(session('h1', 'd1', MEMBER.id));
    expect(await lookup.find('aa', 'h1')).toEqual({
      device: device('d1', 'aa'),
      session: session('h1', 'd1', MEMBER.id),
      staff: MEMBER,
    });
  });

  it('finds each as it is: a revoked device, a session of another device', async () => {
    const { lookup, devices, sessions, staff } = await make();
    await staff([MEMBER]);
    const revoked = { ...device('d1', 'aa'), revokedAt: '2026-11-22T02:00:00.000Z' };
    await devices.save(revoked);
    await devices.save(device('d2', 'bb'));
    await sessions.save(session('h2', 'd2', MEMBER.id));
    expect(await lookup.find('aa', 'h2')).toEqual({
      device: revoked,
      session: session('h2', 'd2', MEMBER.id),
      staff: MEMBER,
    });
  });

  it('answers nothing for what it does not hold, or is not asked for', async () => {
    const { lookup, devices, sessions, staff } = await make();
    await staff([MEMBER]);
    await devices.save(device('d1', 'aa'));
    await sessions.save(session('h1', 'd1', MEMBER.id));
    const none = { device: null, session: null, staff: null };
    expect(await lookup.find(null, null)).toEqual(none);
    expect(await lookup.find('zz', 'zz')).toEqual(none);
    expect(await lookup.find('aa', null)).toEqual({ ...none, device: device('d1', 'aa') });
    expect(await lookup.find(null, 'h1')).toEqual({
      ...none,
      session: session('h1', 'd1', MEMBER.id),
      staff: MEMBER,
    });
  });

  it('a session whose person left the staff list has no person', async () => {
    const { lookup, devices, sessions, staff } = await make();
    await staff([MEMBER]);
    await devices.save(device('d1', 'aa'));
    await sessions.save(session('h1', 'd1', MEMBER.id));
    await staff([{ ...MEMBER, id: 's9', name: 'Someone else' }]);
    expect(await lookup.find('aa', 'h1')).toEqual({
      device: device('d1', 'aa'),
      session: session('h1', 'd1', MEMBER.id),
      staff: null,
    });
  });
}
