import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import type * as Auth from '../../api/auth';
import { readAuditLog, type AuditEntry } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { loadNamespaces, type Language } from '../../lib/i18n';
import { DEVICE, loadAuthStrings, noAnswer, signedIn, signInRefusal, STAFF } from '../../test/auth';
import { expectNoAxeViolations } from '../../test/axe';
import { runOnShopClock } from '../../test/shop-clock';
import { SessionContext, type SessionValue } from '../../lib/session';
import { AuditScreen, type AuditScreenProps } from './audit-screen';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return { ...actual, readAuditLog: vi.fn() };
});

// 21 November 2026, 10:30 in Seoul.
runOnShopClock();

const entry = (patch: Partial<AuditEntry> & Pick<AuditEntry, 'seq' | 'time'>): AuditEntry => ({
  requestId: `req-${patch.seq}`,
  device: 'Till 1',
  staff: 'Jiwoo',
  role: 'counter',
  operation: 'couponValidate',
  target: 'PERCENT15',
  outcome: 'ok',
  ...patch,
});

const DAY: AuditEntry[] = [
  entry({ seq: 1, time: '2026-11-21T00:05:10Z' }),
  entry({ seq: 2, time: '2026-11-21T00:06:02Z', operation: 'couponRedeem' }),
  entry({
    seq: 3,
    time: '2026-11-21T01:00:00Z',
    staff: 'Hana',
    role: 'marketing',
    device: 'Back office',
    operation: 'couponCreate',
    target: 'SPRING',
    outcome: 'refused',
    detail: 'Needs Premium',
  }),
  entry({
    seq: 4,
    time: '2026-11-21T01:20:00Z',
    staff: null,
    role: null,
    operation: 'auth.unlock',
    target: null,
    outcome: 'failed',
  }),
];

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(readAuditLog).mockImplementation(({ day }) =>
    Promise.resolve(day === '2026-11-21' ? DAY : []),
  );
});

async function renderAudit(
  path = '/audit',
  {
    who = STAFF[2],
    language = 'en',
    downloadCsv,
  }: {
    who?: (typeof STAFF)[number];
    language?: Language;
    downloadCsv?: AuditScreenProps['downloadCsv'];
  } = {},
) {
  window.history.replaceState(null, '', path);
  await loadAuthStrings(language);
  // As its route loads them (lib/i18n.ts namespacesFor).
  await loadNamespaces(['audit', 'report', 'sign-in']);
  const value: SessionValue = {
    session: signedIn(who).session,
    locked: false,
    device: DEVICE,
    lockNow: vi.fn(),
    applyState: vi.fn(),
  };
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext value={value}>
        <Router>
          <AuditScreen downloadCsv={downloadCsv} />
        </Router>
      </SessionContext>
    </QueryClientProvider>,
  );
}

const table = () => screen.findByRole('table', { name: /^Audit log, / }, { timeout: 3000 });
const rows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const select = (name: string) => screen.getByRole('combobox', { name });

describe('the audit log', () => {
  it('shows today: times in the service’s zone (UTC on hover), and everything in words', async () => {
    await renderAudit();
    expect(screen.getByRole('heading', { name: 'Audit log', level: 1 })).toBeInTheDocument();
    const log = await table();
    expect(readAuditLog).toHaveBeenCalledWith({ day: '2026-11-21' });
    expect(log).toHaveAccessibleName('Audit log, November 21, 2026; times in KST, UTC+9');
    expect(
      within(log)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time (KST)', 'Staff', 'Role', 'Device', 'Operation', 'Target', 'Outcome']);
    const cells = (row: HTMLElement) =>
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (c) => c.textContent,
      );
    const [first, , create, unknown] = rows(log) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(cells(first)).toEqual([
      '09:05:10',
      'Jiwoo',
      'Counter staff',
      'Till 1',
      'Check a coupon',
      'PERCENT15',
      'Done',
    ]);
    expect(within(first).getByText('09:05:10')).toHaveAttribute('title', '2026-11-21 00:05:10 UTC');
    expect(cells(create)).toEqual([
      '10:00:00',
      'Hana',
      'Marketing',
      'Back office',
      'Create a coupon',
      'SPRING',
      'RefusedNeeds Premium',
    ]);
    // An operation this app has no words for is shown as the server names it.
    expect(cells(unknown)).toEqual(['10:20:00', '—', '—', 'Till 1', 'auth.unlock', '—', 'Failed']);
    expect(screen.getByText('4 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
  });

  it('filters by staff and operation, in the address, and Back undoes a filter', async () => {
    const user = userEvent.setup();
    await renderAudit();
    await table();
    expect(
      within(select('Staff'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All staff', 'Hana', 'Jiwoo']);
    expect(
      within(select('Operation'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All operations',
      'auth.unlock',
      'Check a coupon',
      'Create a coupon',
      'Redeem a coupon',
    ]);

    await user.selectOptions(select('Staff'), 'Jiwoo');
    expect(window.location.search).toBe('?staff=Jiwoo');
    expect(rows(await table())).toHaveLength(2);
    expect(screen.getByText('2 of 4 entries')).toBeInTheDocument();

    await user.selectOptions(select('Operation'), 'Redeem a coupon');
    expect(window.location.search).toBe('?staff=Jiwoo&operation=couponRedeem');
    expect(rows(await table())).toHaveLength(1);
    // One read for the day: the filters pick from what was read.
    expect(readAuditLog).toHaveBeenCalledTimes(1);

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?staff=Jiwoo'));
    await waitFor(() => expect(select('Operation')).toHaveValue(''));
    expect(rows(await table())).toHaveLength(2);
  });

  it('opens on the day and filters of a shared address, and moves day by day, never into the future', async () => {
    const user = userEvent.setup();
    vi.mocked(readAuditLog).mockResolvedValue(DAY.slice(2, 3));
    await renderAudit('/audit?date=2026-11-20&staff=Hana');
    expect(screen.getByLabelText('Day (KST)')).toHaveValue('11/20/2026');
    expect(rows(await table())).toHaveLength(1);
    expect(readAuditLog).toHaveBeenLastCalledWith({ day: '2026-11-20' });
    expect(select('Staff')).toHaveValue('Hana');

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(window.location.search).toBe('?date=2026-11-19&staff=Hana');
    await waitFor(() => expect(readAuditLog).toHaveBeenLastCalledWith({ day: '2026-11-19' }));

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(window.location.search).toBe('?staff=Hana');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    // The calendar behind the field offers no day after today either.
    expect(screen.getByRole('button', { name: 'Pick a day on a calendar' })).toBeEnabled();
    expect(document.querySelector('input[type="date"]')).toHaveAttribute('max', '2026-11-21');
  });

  it('reads a future day in the address as today', async () => {
    await renderAudit('/audit?date=2026-12-01');
    await table();
    expect(readAuditLog).toHaveBeenCalledWith({ day: '2026-11-21' });
    expect(screen.getByLabelText('Day (KST)')).toHaveValue('11/21/2026');
  });

  it('says when a day has nothing, and when the filters leave nothing', async () => {
    const user = userEvent.setup();
    await renderAudit('/audit?date=2026-11-20');
    expect(await screen.findByText('Nothing was recorded on November 20, 2026.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    // A shared link with filters that match nothing on this day.
    act(() => window.history.pushState(null, '', '/audit?staff=Hana&operation=couponRedeem'));
    expect(
      await screen.findByText('No entries on November 21, 2026 match these filters.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all entries' }));
    expect(window.location.search).toBe('');
    expect(rows(await table())).toHaveLength(4);
  });

  it('says it could not load, and tries again', async () => {
    const user = userEvent.setup();
    vi.mocked(readAuditLog).mockRejectedValueOnce(noAnswer());
    await renderAudit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded.No connection. Check the network and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(rows(await table())).toHaveLength(4);
  });

  it('tells counter staff it is not for them, without asking the server', async () => {
    await renderAudit('/audit', { who: STAFF[1] });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only marketing staff and owners can read the audit log.',
    );
    expect(readAuditLog).not.toHaveBeenCalled();
  });

  it('says a refusal for the role in words', async () => {
    vi.mocked(readAuditLog).mockRejectedValue(signInRefusal('forbidden', 403, 'No.'));
    await renderAudit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only marketing staff and owners can read the audit log.',
    );
  });

  it('has a Download CSV button only when a builder is given, which gets the entries shown', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderAudit('/audit?staff=Hana');
    await table();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    unmount();

    const downloadCsv = vi.fn();
    await renderAudit('/audit?staff=Hana', { downloadCsv });
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith([DAY[2]], {
      day: '2026-11-21',
      staff: 'Hana',
      operation: null,
    });
  });

  it('reads in Korean', async () => {
    await renderAudit('/audit', { language: 'ko' });
    const log = await screen.findByRole('table', { name: /^감사 기록, / }, { timeout: 3000 });
    expect(within(log).getByText('쿠폰 사용')).toBeInTheDocument();
    expect(within(log).getAllByText('계산대 직원')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '감사 기록', level: 1 })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await renderAudit('/audit?staff=Jiwoo', { downloadCsv: vi.fn() });
    await table();
    await expectNoAxeViolations();
  });
});
