import { setSessionIdentity } from '../lib/session';
import {
  checkAgainPath,
  getRecentActivity,
  groupActivity,
  lastActivity,
  recordActivity,
  lastStanding,
  repeatRisk,
  type Activity,
} from './recent-activity';

const MEMBER = {
  name: 'Member triple treat',
  discount: { discTypeIdx: 457, disc: 20, discCurrency: null, formatDiscCurrency: null },
};

let clock = 0;
/** An entry as stored, `at` one minute after the one made before it. */
function entry(fields: Omit<Activity, 'id' | 'at'>): Activity {
  clock += 1;
  return {
    id: `e${clock}`,
    at: new Date(Date.UTC(2026, 10, 21, 1, clock)).toISOString(),
    ...fields,
  };
}

/** Entries in the order they happened, stored (as the list is) newest first. */
const stored = (...oldestFirst: Activity[]) => [...oldestFirst].reverse();

describe('one row a visit', () => {
  it('a check, the redeem after it and the re-check after that are one row', () => {
    const check = entry({ subject: 'coupon', code: 'MEMBER3X', action: 'check', outcome: 'ok' });
    const redeem = entry({
      subject: 'coupon',
      code: 'MEMBER3X',
      action: 'redeem',
      outcome: 'ok',
      ...MEMBER,
      staff: 'Jisoo',
    });
    const recheck = entry({
      subject: 'coupon',
      code: 'MEMBER3X',
      action: 'check',
      outcome: 'ok',
      ...MEMBER,
      staff: 'Jisoo',
    });
    expect(groupActivity(stored(check, redeem, recheck))).toEqual([
      {
        id: check.id,
        subject: 'coupon',
        code: 'MEMBER3X',
        at: recheck.at,
        ...MEMBER,
        staff: ['Jisoo'],
        results: [{ action: 'redeem', outcome: 'ok', count: 1 }],
      },
    ]);
  });

  it('the same code again after another one is a visit of its own', () => {
    const rows = groupActivity(
      stored(
        entry({ subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'ok' }),
        entry({ subject: 'coupon', code: 'PERCENT15', action: 'redeem', outcome: 'ok' }),
        entry({ subject: 'stamp', code: '274', action: 'check', outcome: 'ok' }),
        entry({ subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'refused' }),
      ),
    );
    expect(rows.map((row) => [row.code, row.results])).toEqual([
      ['PERCENT15', [{ action: 'check', outcome: 'refused', count: 1 }]],
      ['274', [{ action: 'check', outcome: 'ok', count: 1 }]],
      ['PERCENT15', [{ action: 'redeem', outcome: 'ok', count: 1 }]],
    ]);
  });

  it('a coupon number and a stamp ID that read the same are different visits', () => {
    const rows = groupActivity(
      stored(
        entry({ subject: 'stamp', code: '12345678', action: 'check', outcome: 'ok' }),
        entry({ subject: 'coupon', code: '12345678', action: 'check', outcome: 'ok' }),
      ),
    );
    expect(rows.map((row) => row.subject)).toEqual(['coupon', 'stamp']);
  });

  it('two stamps added make one result with a count, and the card as read after the last', () => {
    const card = (count: number) => ({ name: 'Coffee card', stamps: { count, goal: 10 } });
    const [row, ...others] = groupActivity(
      stored(
        entry({ subject: 'stamp', code: '274', action: 'check', outcome: 'ok', ...card(3) }),
        entry({ subject: 'stamp', code: '274', action: 'add-stamp', outcome: 'ok', ...card(4) }),
        entry({ subject: 'stamp', code: '274', action: 'add-stamp', outcome: 'ok', ...card(5) }),
      ),
    );
    expect(others).toEqual([]);
    expect(row?.results).toEqual([{ action: 'add-stamp', outcome: 'ok', count: 2 }]);
    expect(row?.stamps).toEqual({ count: 5, goal: 10 });
    expect(row?.name).toBe('Coffee card');
  });

  it('a "not sure" stays in the row beside a later success of the same code', () => {
    const [row] = groupActivity(
      stored(
        entry({ subject: 'coupon', code: 'UNLIMITED01', action: 'check', outcome: 'ok' }),
        entry({ subject: 'coupon', code: 'UNLIMITED01', action: 'redeem', outcome: 'unknown' }),
        entry({ subject: 'coupon', code: 'UNLIMITED01', action: 'redeem', outcome: 'ok' }),
        entry({ subject: 'coupon', code: 'UNLIMITED01', action: 'check', outcome: 'ok' }),
      ),
    );
    expect(row?.results).toEqual([
      { action: 'redeem', outcome: 'unknown', count: 1 },
      { action: 'redeem', outcome: 'ok', count: 1 },
    ]);
  });

  it('a visit of checks only has its latest check; each staff name once, in order', () => {
    const [row] = groupActivity(
      stored(
        entry({
          subject: 'coupon',
          code: 'PERCENT15',
          action: 'check',
          outcome: 'failed',
          staff: 'Jisoo',
        }),
        entry({ subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'ok' }),
        entry({
          subject: 'coupon',
          code: 'PERCENT15',
          action: 'check',
          outcome: 'ok',
          staff: 'Minho',
        }),
        entry({
          subject: 'coupon',
          code: 'PERCENT15',
          action: 'check',
          outcome: 'ok',
          staff: 'Jisoo',
        }),
      ),
    );
    expect(row?.results).toEqual([{ action: 'check', outcome: 'ok', count: 4 }]);
    expect(row?.staff).toEqual(['Jisoo', 'Minho']);
  });

  it('a row of writes names who wrote, not a colleague who only checked the card again', () => {
    const [row] = groupActivity(
      stored(
        entry({ subject: 'stamp', code: '274', action: 'check', outcome: 'ok', staff: 'Minji' }),
        entry({
          subject: 'stamp',
          code: '274',
          action: 'add-stamp',
          outcome: 'ok',
          staff: 'Minji',
        }),
        entry({
          subject: 'stamp',
          code: '274',
          action: 'add-stamp',
          outcome: 'ok',
          staff: 'Minji',
        }),
        entry({ subject: 'stamp', code: '274', action: 'check', outcome: 'ok', staff: 'Jiwoo' }),
      ),
    );
    expect(row?.results).toEqual([{ action: 'add-stamp', outcome: 'ok', count: 2 }]);
    expect(row?.staff).toEqual(['Minji']);
  });

  it('entries kept before names and staff were recorded make rows without them', () => {
    const rows = groupActivity(
      stored(
        entry({ subject: 'coupon', code: 'MEMBER3X', action: 'check', outcome: 'ok' }),
        entry({ subject: 'coupon', code: 'MEMBER3X', action: 'redeem', outcome: 'refused' }),
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveProperty('name');
    expect(rows[0]).not.toHaveProperty('discount');
    expect(rows[0]).not.toHaveProperty('stamps');
    expect(rows[0]?.staff).toEqual([]);
    expect(rows[0]?.results).toEqual([{ action: 'redeem', outcome: 'refused', count: 1 }]);
  });

  it('an empty list has no rows', () => {
    expect(groupActivity([])).toEqual([]);
  });

  it('a visit that has not changed keeps its row object; a visit that grew gets a new one', () => {
    const coupon = entry({ subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'ok' });
    const card = entry({ subject: 'stamp', code: '274', action: 'check', outcome: 'ok' });
    const [cardRow, couponRow] = groupActivity(stored(coupon, card));
    const next = entry({ subject: 'coupon', code: 'MEMBER3X', action: 'check', outcome: 'ok' });
    const [newRow, ...older] = groupActivity(stored(coupon, card, next));
    expect(newRow?.code).toBe('MEMBER3X');
    expect(older[0]).toBe(cardRow);
    expect(older[1]).toBe(couponRow);
    const added = entry({ subject: 'stamp', code: '274', action: 'add-stamp', outcome: 'ok' });
    const [grown, same] = groupActivity(stored(coupon, card, added));
    expect(grown).not.toBe(cardRow);
    expect(grown?.results).toEqual([{ action: 'add-stamp', outcome: 'ok', count: 1 }]);
    expect(same).toBe(couponRow);
    // A visit cut short by the list's cap is a row of what is left of it.
    const [cut] = groupActivity(stored(added));
    expect(cut).not.toBe(grown);
    expect(cut?.id).toBe(added.id);
  });
});

describe('recording', () => {
  it('keeps the name of who was signed in at the time, and none when nobody was', () => {
    recordActivity({ subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'ok' });
    setSessionIdentity({ deviceName: 'Till 2', staffName: 'Jisoo' });
    recordActivity({ subject: 'coupon', code: 'PERCENT15', action: 'redeem', outcome: 'ok' });
    setSessionIdentity({ deviceName: 'Till 2', staffName: 'Minho' });
    const [redeem, check] = getRecentActivity();
    expect(redeem?.staff).toBe('Jisoo');
    expect(check).not.toHaveProperty('staff');
  });

  it('grouping leaves the entries as they are: the quick-repeat guards still see each redeem', () => {
    const now = Date.now();
    recordActivity(
      { subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'ok' },
      new Date(now - 2_000),
    );
    recordActivity(
      { subject: 'coupon', code: 'PERCENT15', action: 'redeem', outcome: 'ok' },
      new Date(now - 1_000),
    );
    recordActivity(
      { subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'refused' },
      new Date(now),
    );
    expect(groupActivity(getRecentActivity())).toHaveLength(1);
    expect(getRecentActivity()).toHaveLength(3);
    expect(lastActivity('PERCENT15', 'redeem')?.outcome).toBe('ok');
    expect(repeatRisk('PERCENT15', 'redeem', 15_000, now)).toEqual({
      kind: 'recent',
      agoMs: 1_000,
    });
  });
});

describe('the quick-repeat guard after Undo', () => {
  const entry = (id: number, action: 'add-stamp' | 'remove-stamp', outcome = 'ok' as const) => ({
    id: String(id),
    at: new Date(Date.UTC(2026, 10, 27, 1, 0, id)).toISOString(),
    subject: 'stamp' as const,
    code: '274',
    action,
    outcome,
  });
  // Newest first, as the list keeps them.
  it.each([
    ['an add', [entry(1, 'add-stamp')], '1'],
    ['an add taken back', [entry(2, 'remove-stamp'), entry(1, 'add-stamp')], undefined],
    [
      'two adds, the second taken back',
      [entry(3, 'remove-stamp'), entry(2, 'add-stamp'), entry(1, 'add-stamp')],
      '1',
    ],
    [
      'an add taken back, then another add',
      [entry(3, 'add-stamp'), entry(2, 'remove-stamp'), entry(1, 'add-stamp')],
      '3',
    ],
    [
      'a take-back that did not go through cancels nothing',
      [{ ...entry(2, 'remove-stamp'), outcome: 'failed' as const }, entry(1, 'add-stamp')],
      '1',
    ],
  ])('%s', (_name, entries, expected) => {
    expect(lastStanding(entries, '274', 'add-stamp')?.id).toBe(expected);
  });

  it('asks nothing after a stamp added by mistake was taken back', () => {
    const now = Date.now();
    recordActivity(
      { subject: 'stamp', code: '274', action: 'add-stamp', outcome: 'ok' },
      new Date(now - 6_000),
    );
    expect(repeatRisk('274', 'add-stamp', 30_000, now)).toEqual({ kind: 'recent', agoMs: 6_000 });
    recordActivity(
      { subject: 'stamp', code: '274', action: 'remove-stamp', outcome: 'ok' },
      new Date(now - 3_000),
    );
    expect(repeatRisk('274', 'add-stamp', 30_000, now)).toEqual({ kind: 'none' });
  });
});

describe('a list stored by an earlier version', () => {
  it('loads, entry by entry: one it cannot read is left out, never the rest with it', async () => {
    const old = [
      {
        id: '2',
        at: '2026-11-21T01:31:00.000Z',
        subject: 'coupon',
        code: 'MEMBER3X',
        action: 'redeem',
        outcome: 'ok',
      },
      { id: '1', at: '2026-11-21T01:30:00.000Z', subject: 'coupon', code: 'MEMBER3X' },
      {
        id: '0',
        at: '2026-11-21T01:29:00.000Z',
        subject: 'stamp',
        code: '274',
        action: 'add-stamp',
        outcome: 'unknown',
      },
    ];
    localStorage.setItem('counter-pos.recent', JSON.stringify(old));
    // A fresh module reads the list from storage, as the app does when it starts.
    vi.resetModules();
    const fresh = await import('./recent-activity');
    expect(fresh.getRecentActivity().map((kept) => kept.id)).toEqual(['2', '0']);
    expect(fresh.lastActivity('274', 'add-stamp')?.outcome).toBe('unknown');
    fresh.recordActivity({ subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'ok' });
    expect(fresh.getRecentActivity()).toHaveLength(3);
    fresh.clearRecentActivity();
  });
});

describe('checking a row again', () => {
  it('goes to the coupon counter with the number, or to the card’s address', () => {
    expect(checkAgainPath({ subject: 'coupon', code: 'MEMBER3X' })).toBe('/?cpnNo=MEMBER3X');
    expect(checkAgainPath({ subject: 'stamp', code: '274' })).toBe('/stamps/274');
  });
});
