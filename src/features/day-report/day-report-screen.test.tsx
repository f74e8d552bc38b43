import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_FIXTURES as C } from '../../mocks/seed';
import type { ReportRow } from '../../lib/report/day-report';
import { expectNoAxeViolations } from '../../test/axe';
import { renderApp } from '../../test/render-app';
import { reportRow } from '../../test/report';
import { runOnShopClock } from '../../test/shop-clock';

// 21 November 2026, 10:30 in Seoul: the demo's today.
runOnShopClock();

const row = reportRow;

const KRW = { discount: { type: 'amount', value: 5000, currency: 'KRW' } } as const;
const RATE = { discount: { type: 'rate', value: 15, currency: null } } as const;

/** A day of two tills: Till 2's stamp ended not sure. Yesterday (Seoul) had one write. */
const DAY: ReportRow[] = [
  row(1, { facts: RATE }),
  row(2, { target: 'KRW5000OFF', facts: KRW }),
  row(3, { till: 'Till 2', person: 'Jisoo', target: 'KRW5000OFF', facts: KRW }),
  row(4, {
    till: 'Till 2',
    person: 'Jisoo',
    operation: 'stampAdd',
    target: '274',
    outcome: 'unknown',
    facts: { stamps: { before: 3, after: 4 } },
  }),
  row(5, { outcome: 'refused', target: 'EXPIRED01', detail: 'code 1002' }),
  row(6, { time: '2026-11-20T14:00:00.000Z', operation: 'stampReward', target: '276' }),
];

const cellsOf = (table: string, name: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${table}, `) }))
    .getByRole('row', { name: new RegExp(name) })
    .querySelectorAll('td');
const texts = (cells: NodeListOf<HTMLTableCellElement>) =>
  [...cells].map((cell) => cell.textContent);

describe('the day report, from our server’s log', () => {
  it('shows per till and per person what was given, the not-sure write first, totals that add up', async () => {
    const { unmount } = await renderApp('/report', { log: DAY });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Day report, November 21, 2026' }),
    ).toBeInTheDocument();

    const notSure = screen.getByRole('region', { name: /1 write not sure/ });
    expect(within(notSure).getByRole('link', { name: 'Open 274 at the counter' })).toHaveAttribute(
      'href',
      '/stamps/274',
    );
    expect(
      within(notSure).getByText('Open the card: compare its stamps with 4 (before: 3).'),
    ).toBeInTheDocument();

    // Redeems, discounts, added, taken back, rewards, created, refused, not sent, not sure.
    expect(texts(cellsOf('Per till', 'Till 1'))).toEqual([
      '2',
      '₩5,000 (1), 15% (1)',
      '0',
      '0',
      '0',
      '0',
      '1',
      '0',
      '0',
    ]);
    expect(texts(cellsOf('Per till', 'Till 2'))).toEqual([
      '1',
      '₩5,000 (1)',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
    ]);
    expect(texts(cellsOf('Per till', '^Total'))).toEqual([
      '3',
      '₩10,000 (2), 15% (1)',
      '0',
      '0',
      '0',
      '0',
      '1',
      '0',
      '1',
    ]);
    expect(texts(cellsOf('Per person', 'Jisoo'))).toEqual([
      '1',
      '₩5,000 (1)',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
    ]);

    // The timeline: the day's five writes (not yesterday's), each opening its coupon or card.
    const timeline = screen.getByRole('region', { name: /^Every write of November 21, 2026/ });
    expect(within(timeline).getAllByRole('row')).toHaveLength(6);
    expect(within(timeline).getByText('code 1002')).toBeInTheDocument();
    await expectNoAxeViolations();
    unmount();
  });

  it('filters the timeline from the address, and a filter change lands in the address', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/report?till=Till+2', { log: DAY });
    const timeline = await screen.findByRole('region', { name: /^Every write of/ });
    expect(within(timeline).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Till' })).toHaveValue('Till 2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Not sure');
    await waitFor(() => expect(window.location.search).toBe('?till=Till+2&outcome=unknown'));
    await waitFor(() => expect(within(timeline).getAllByRole('row')).toHaveLength(2));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Refused');
    expect(await screen.findByText('No write of the day matches these choices.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show every write' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    unmount();
  });

  it('names a paired till by its name, and adds its id only where two share a name', async () => {
    const paired = (seq: number, till: string) =>
      row(seq, { till, target: 'KRW5000OFF', facts: KRW });
    const log = [
      paired(1, 'Front (hZBRYDkV5VkN)'),
      paired(2, 'Till 1 (Q2w9xYz8AbCd)'),
      paired(3, 'Till 1 (Zz9Yy8Xx7Ww6)'),
      row(4, { till: 'Front (hZBRYDkV5VkN)', outcome: 'unknown', target: 'PERCENT15' }),
    ];
    const user = userEvent.setup();
    const { unmount } = await renderApp('/report', { log });
    const tills = await screen.findByRole('region', { name: /^Per till, / });
    const names = within(tills)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Front', 'Till 1 (Q2w9xYz8AbCd)', 'Till 1 (Zz9Yy8Xx7Ww6)', 'Total']);
    expect(screen.getByRole('region', { name: /1 write not sure/ })).toHaveTextContent(/· Front ·/);
    const filter = screen.getByRole('combobox', { name: 'Till' });
    expect(within(filter).getByRole('option', { name: 'Front' })).toBeInTheDocument();
    // The filter asks for the till as the log names it.
    await user.selectOptions(filter, 'Front');
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('till')).toBe('Front (hZBRYDkV5VkN)'),
    );
    const timeline = screen.getByRole('region', { name: /^Every write of/ });
    await waitFor(() => expect(within(timeline).getAllByRole('row')).toHaveLength(3));
    expect(within(timeline).getAllByText('Front')).toHaveLength(2);
    unmount();
  });

  it('steps back a day by the address, and says when a day had no writes', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/report', { log: DAY });
    await user.click(await screen.findByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(window.location.search).toBe('?date=2026-11-20'));
    const till = await screen.findByRole('region', { name: /^Per till, November 20/ });
    expect(within(till).getByRole('row', { name: /Till 1/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(
      await screen.findByText(
        'No coupon was redeemed and no stamp was written on November 19, 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print on A4' })).toBeDisabled();
    unmount();
  });

  it('counts a redeem made at the counter of this browser, under its till and who is signed in', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/', { device: 'Till 3' });
    const field = await screen.findByLabelText('Coupon number or stamp ID');
    await user.type(field, `${C.amountKrw}{Enter}`);
    const valid = await screen.findByRole('region', { name: 'Valid' }, { timeout: 3000 });
    await user.click(within(valid).getByRole('button', { name: 'Redeem' }));
    await screen.findByRole('region', { name: 'Redeemed' }, { timeout: 3000 });

    await user.click(screen.getByRole('link', { name: 'Day report' }));
    await screen.findByRole('region', { name: /^Per till, / }, { timeout: 3000 });
    expect(texts(cellsOf('Per till', 'Till 3'))).toEqual([
      '1',
      '₩5,000 (1)',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(texts(cellsOf('Per person', 'Olivia Owner'))[0]).toBe('1');
    unmount();
  });

  it('turns the timeline a page at a time, back by a whole page from a short last one', async () => {
    const busy = Array.from({ length: 450 }, (_, index) =>
      row(index + 1, { time: '2026-11-21T01:00:00.000Z' }),
    );
    const user = userEvent.setup();
    const { unmount } = await renderApp('/report?from=400', { log: busy });
    expect(await screen.findByText('Writes 401–450 of 450')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Earlier writes' }));
    expect(await screen.findByText('Writes 201–400 of 450')).toBeInTheDocument();
    expect(window.location.search).toBe('?from=200');
    await user.click(screen.getByRole('button', { name: 'Earlier writes' }));
    expect(await screen.findByText('Writes 1–200 of 450')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earlier writes' })).toBeDisabled();
    unmount();
  });

  it('leads back from a page past the day’s last write', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/report?from=5000', { log: DAY });
    expect(
      await screen.findByText('The day has 5 writes: this page is past the last.'),
    ).toBeInTheDocument();
    expect(screen.getByText('5 writes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the first writes' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    const timeline = await screen.findByRole('region', { name: /^Every write of/ });
    expect(within(timeline).getAllByRole('row')).toHaveLength(6);
    unmount();
  });

  it('reads in Korean', async () => {
    const { unmount } = await renderApp('/report', { language: 'ko', log: DAY });
    expect(
      await screen.findByRole('heading', { level: 1, name: '일일 보고서' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: /결과를 모르는 처리 1건/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '영수증으로 인쇄 (80mm)' })).toBeEnabled();
    unmount();
  });
});
