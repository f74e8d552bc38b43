import { screen, within } from '@testing-library/react';
import { clicksByRange } from '../../mocks/rules/statistics';
import type { ReportRow } from '../../lib/report/day-report';
import { runOnShopClock } from '../../test/shop-clock';
import { openClicks, typist } from './hourly-clicks-screen.test-support';

// 21 November 2026, 10:30 in Seoul: today is the 21st, the hour in progress is 10:00–11:00.
runOnShopClock();

const heatmap = () => screen.getByRole('group', { name: /^Clicks by day and hour, / });

/** Said in the heatmap's polite live line (the tooltip shows the same words, hidden from readers). */
async function said(words: RegExp) {
  const found = await screen.findAllByText(words);
  expect(found.some((element) => element.getAttribute('aria-live') === 'polite')).toBe(true);
}

/** A redeem at a till, at a time of the shop's day (Seoul). */
function redeem(seq: number, time: string, target: string, till = 'Front till'): ReportRow {
  return {
    seq,
    time: new Date(`${time}+09:00`).toISOString(),
    till,
    person: 'Mina',
    operation: 'couponRedeem',
    target,
    outcome: 'ok',
  };
}

describe('clicks across days', () => {
  it('a Premium group fortnight: one request, and the table equals the service’s rows', async () => {
    const { demo, requests, service, unmount } = await openClicks(
      '/clicks?date=2026-11-20&scope=group&group=1&days=14&view=table',
    );
    await demo({ plan: 'premium' });
    const table = await screen.findByRole('table', {
      name: /^Clicks by day and hour, link group 1/,
    });
    const expected = clicksByRange(service.context(), {
      startYmd: '2026-11-07',
      endYmd: '2026-11-20',
      linkId: null,
      domain: null,
      grpIdx: '1',
    });
    if (!expected.ok) throw new Error('the service refused the fortnight');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    // Every cell: the service's row for that day and hour, or 0 where it has none.
    rows.forEach((row, dayIndex) => {
      const ymd = `2026-11-${String(7 + dayIndex).padStart(2, '0')}`;
      const cells = within(row).getAllByRole('cell');
      for (let hour = 0; hour < 24; hour += 1) {
        const clicks = expected.value
          .filter((record) => record.ymd === ymd && record.hour === hour)
          .reduce((sum, record) => sum + record.acesCnt, 0);
        expect(cells[hour]?.textContent.replace(/,/g, '')).toBe(String(clicks));
      }
    });
    expect(requests.count('statistics.clicksByHour')).toBe(1);
    unmount();
  });

  it('on Personal, a fortnight is refused with the plan named, and nothing is sent', async () => {
    const { demo, requests, unmount } = await openClicks(
      '/clicks?date=2026-11-20&scope=link&link=spring-sale&domain=https%3A%2F%2Fvvd.bz',
    );
    await demo({ plan: 'personal' });
    await screen.findByRole('group', { name: /^Clicks per hour, link spring-sale/ });
    const before = requests.count('statistics.clicksByHour');
    await typist().selectOptions(screen.getByRole('combobox', { name: 'Days' }), '14 days');
    expect(
      await screen.findByText(
        'The Personal plan shows at most 7 days at a time: choose 7 days or fewer.',
      ),
    ).toBeVisible();
    expect(requests.count('statistics.clicksByHour')).toBe(before);
    await typist().selectOptions(screen.getByRole('combobox', { name: 'Days' }), '7 days');
    expect(await screen.findByRole('group', { name: /^Clicks by day and hour, / })).toBeVisible();
    expect(requests.count('statistics.clicksByHour')).toBe(before + 1);
    unmount();
  });

  it('names the busiest hours and weekday, and reads cell by cell from the keyboard', async () => {
    const { unmount } = await openClicks('/clicks?date=2026-11-20&days=7');
    await screen.findByRole('group', { name: /^Clicks by day and hour, the whole account/ });
    expect(
      screen.getByText(/^Most clicks come \d\d:00–\d\d:00 and \d\d:00–\d\d:00 KST\./),
    ).toBeVisible();
    expect(screen.getByText(/The busiest day of the week is \w+day\./)).toBeVisible();
    const user = typist();
    heatmap().focus();
    await user.keyboard('{ArrowRight}');
    await said(/^Fri, 11\/20, 00:00–01:00 KST: \d+ clicks?, \d+ unique$/);
    await user.keyboard('{ArrowUp}{End}');
    await said(/^Thu, 11\/19, 23:00–24:00 KST: /);
    unmount();
  });

  it('from click to counter: the tills’ redeems per hour, filtered by code, and the lag in words', async () => {
    const log = [
      redeem(1, '2026-11-19T12:10:00', 'SPRING-1'),
      redeem(2, '2026-11-19T12:40:00', 'SPRING-2', 'Back till'),
      redeem(3, '2026-11-20T13:05:00', 'WINTER-1'),
    ];
    const { unmount } = await openClicks('/clicks?date=2026-11-20&days=7&view=table', { log });
    expect(
      await screen.findByText('3 coupons redeemed at our tills (every coupon).'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Too few redemptions to say when they follow the clicks (five or more are needed).',
      ),
    ).toBeVisible();
    const thursday = screen.getByRole('row', { name: /^Thu, 11\/19/ });
    expect(within(thursday).getAllByRole('cell')[12]).toHaveTextContent('(2 redeemed)');
    const user = typist();
    await user.type(screen.getByRole('textbox', { name: 'Coupons counted' }), 'spring');
    await user.click(screen.getByRole('button', { name: 'Count' }));
    expect(
      await screen.findByText('2 coupons redeemed at our tills (coupons matching spring).'),
    ).toBeVisible();
    unmount();
  });
});
