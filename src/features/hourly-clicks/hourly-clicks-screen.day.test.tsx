import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { sentence } from '../../test/sentence';
import { runOnShopClock } from '../../test/shop-clock';
import { chart, openClicks, recordStatistics, typist } from './hourly-clicks-screen.test-support';

// 21 November 2026, 10:30 in Seoul: today is the 21st, the hour in progress is 10:00–11:00.
runOnShopClock();

// A day's clicks shown, kept in the address, read from the keyboard, downloaded, in Korean.
describe('clicks per hour', () => {
  it('opens on today for the whole account: the total so far, the busiest hour, the zone', async () => {
    const { unmount } = await openClicks();
    expect(await screen.findByText(sentence(/so far today, to 10:30 KST/))).toBeVisible();
    // Compact on arrival: one line says what is shown, and the choices open from it.
    expect(screen.getByText('Clicks of the whole account, as a chart')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'The whole account' })).not.toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await typist().click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: 'The whole account' })).toBeChecked();
    expect(screen.getByLabelText('Day (KST)')).toHaveValue('11/21/2026');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(screen.getByText('Hours in KST, UTC+9')).toBeVisible();
    expect(chart()).toHaveAccessibleName(
      /^Clicks per hour, the whole account, November 21, 2026: [\d,]+ clicks in all; busiest hour \d\d:00–\d\d:00 KST\.$/,
    );
    // Hourly uniques are never added up; the screen says why, where a total would be.
    expect(screen.getByText(/they are not added up into a day’s total/)).toBeVisible();
    unmount();
  });

  it('today, hours after the one in progress are "not yet", never zeros', async () => {
    const { unmount } = await openClicks('/clicks?view=table');
    const table = await screen.findByRole('table', { name: /^Clicks per hour, the whole account/ });
    const row = (hour: string) => within(table).getByRole('row', { name: new RegExp(`^${hour}`) });
    expect(within(row('10:00–11:00')).getByText('(in progress)')).toBeVisible();
    expect(
      within(row('11:00–12:00'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['not yet', 'not yet']);
    expect(within(row('23:00–24:00')).getAllByRole('cell')[0]).toHaveTextContent('not yet');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 24 + 1);
    // The day's row adds up the clicks, and says the uniques are not added up.
    const total = within(table).getByRole('row', { name: /^Day/ });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1, 25)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '')
      .filter((text) => text !== 'not yet')
      .reduce((sum, text) => sum + Number(text.replace(/,/g, '')), 0);
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([cells.toLocaleString('en'), 'not added up']);
    unmount();
  });

  it('keeps its controls in the address: a shared link shows the same, and Back works', async () => {
    const { server, unmount } = await openClicks(
      '/clicks?date=2026-11-18&view=table&scope=group&group=1',
    );
    const log = recordStatistics(server);
    expect(
      await screen.findByRole('table', { name: /link group 1, November 18, 2026/ }),
    ).toBeVisible();
    const user = typist();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('radio', { name: 'Table' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Link group IDX' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(window.location.search).toBe('?date=2026-11-17&scope=group&group=1&view=table');
    expect(await screen.findByRole('table', { name: /November 17, 2026/ })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Chart' }));
    expect(
      await screen.findByRole('group', { name: /link group 1, November 17, 2026/ }),
    ).toBeVisible();
    act(() => window.history.back());
    expect(await screen.findByRole('table', { name: /November 17, 2026/ })).toBeVisible();
    act(() => window.history.back());
    expect(await screen.findByRole('table', { name: /November 18, 2026/ })).toBeVisible();
    // A past day is read once: going back shows it from memory, without asking again.
    expect(log.filter((entry) => entry.event === 'start').map((entry) => entry.ymd)).toEqual([
      '2026-11-17',
    ]);
    unmount();
  });

  it('never shows a day after today: a future date in the address is today', async () => {
    const { unmount } = await openClicks('/clicks?date=2026-12-25');
    expect(await screen.findByText(sentence(/so far today/))).toBeVisible();
    expect(screen.getByLabelText('Day (KST)')).toHaveValue('11/21/2026');
    unmount();
  });

  it('takes a day typed as the page writes dates; a day to come or no day stays as typed and says so', async () => {
    const { unmount } = await openClicks('/clicks?view=table');
    const user = typist();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const day = screen.getByLabelText('Day (KST)');
    await user.clear(day);
    await user.type(day, '11/19/2026');
    expect(await screen.findByRole('table', { name: /November 19, 2026/ })).toBeVisible();
    expect(window.location.search).toContain('date=2026-11-19');
    // A day to come: kept as typed, the screen stays on the 19th, and leaving the field says why.
    await user.clear(day);
    await user.type(day, '12/24/2026');
    await user.tab();
    expect(day).toHaveValue('12/24/2026');
    expect(day).toBeInvalid();
    expect(day).toHaveAccessibleDescription(
      'Not a day up to today: type it as month/day/year, such as 11/21/2026.',
    );
    expect(screen.getByRole('table', { name: /November 19, 2026/ })).toBeVisible();
    // A step replaces what was typed, for good: stepping back to the 19th does not bring it back.
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('table', { name: /November 18, 2026/ })).toBeVisible();
    expect(day).toHaveValue('11/18/2026');
    expect(day).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('table', { name: /November 19, 2026/ })).toBeVisible();
    expect(day).toHaveValue('11/19/2026');
    expect(day).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
  });

  it('reads the chart from the keyboard: one tab stop, ←/→ and Home/End, a polite live line', async () => {
    const { unmount } = await openClicks('/clicks?date=2026-11-20&compare=1');
    await screen.findByText(sentence(/A week earlier \(November 13, 2026\): [\d,]+ clicks/));
    const user = typist();
    chart().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const live = chart().closest('figure')?.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toMatch(
      /^02:00–03:00 KST: \d+ clicks?, \d+ unique; a week earlier \d+$/,
    );
    await user.keyboard('{End}');
    expect(live?.textContent).toMatch(/^23:00–24:00 KST: /);
    await user.keyboard('{ArrowRight}');
    expect(live?.textContent).toMatch(/^23:00–24:00 KST: /);
    await user.keyboard('{Home}');
    expect(live?.textContent).toMatch(/^00:00–01:00 KST: /);
    // Exactly one tab stop: the next Tab leaves the chart.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    unmount();
  });

  it('compares today so far with the same hours a week earlier, not with that whole day', async () => {
    const { unmount } = await openClicks('/clicks?view=table&compare=1');
    const summary = await screen.findByText(
      sentence(
        /A week earlier \(November 14, 2026\): [\d,]+ clicks? to the end of the hour now in progress, [\d,]+ clicks? all day/,
      ),
    );
    const table = screen.getByRole('table');
    const numberIn = (cell: HTMLElement | undefined) =>
      Number((cell?.textContent ?? 'NaN').replace(/[,+]/g, ''));
    // The earlier day's clicks over today's hours so far (10:30: the hours 0 to 10).
    const sameHours = within(table)
      .getAllByRole('row')
      .filter((row) => /^\d\d:00–/.test(row.textContent) && !row.textContent.includes('not yet'))
      .reduce((sum, row) => sum + numberIn(within(row).getAllByRole('cell')[2]), 0);
    const total = within(table).getByRole('row', { name: /^Day so far/ });
    const [clicks, , previous, change] = within(total).getAllByRole('cell');
    expect(numberIn(previous)).toBe(sameHours);
    expect(numberIn(change)).toBe(numberIn(clicks) - sameHours);
    expect(summary.textContent).toContain(`${sameHours.toLocaleString('en-US')} click`);
    unmount();
  });

  it('downloads a CSV with a BOM, the scope, date and zone, and the table’s numbers', async () => {
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:clicks';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { unmount } = await openClicks('/clicks?date=2026-11-20&view=table&compare=1');
    await screen.findByText(sentence(/A week earlier \(November 13, 2026\): /));
    await typist().click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(blobs).toHaveLength(1);
    const [blob] = blobs;
    if (!blob) throw new Error('no file was made');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Scope,the whole account',
      'Date,2026-11-20',
      'Time zone,"KST, UTC+9"',
      'Compared with,2026-11-13',
      '',
      'Hour (KST),Clicks,Unique visitors,A week earlier (2026-11-13),Change',
    ]);
    const table = screen.getByRole('table');
    const fourteen = within(table).getByRole('row', { name: /^14:00–15:00/ });
    const cells = within(fourteen)
      .getAllByRole('cell')
      .map((cell) => cell.textContent.replace(/[,+]/g, ''));
    expect(lines).toContain(`14:00–15:00,${cells.join(',')}`);
    expect(lines.filter((line) => /^\d\d:00–\d\d:00,/.test(line))).toHaveLength(24);
    expect(click).toHaveBeenCalledTimes(1);
    create.mockRestore();
    click.mockRestore();
    unmount();
  });

  it('speaks Korean', async () => {
    const { unmount } = await renderApp('/clicks?date=2026-11-20', { language: 'ko' });
    expect(
      await screen.findByRole('heading', { name: '시간대별 클릭' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(
      await screen.findByText(sentence(/가장 많은 시간대: \d\d:00–\d\d:00 KST/)),
    ).toBeVisible();
    expect(screen.getByText('시간 기준: KST, UTC+9')).toBeVisible();
    expect(screen.getByText('계정 전체의 클릭, 차트')).toBeVisible();
    await typist().click(screen.getByRole('button', { name: '바꾸기' }));
    expect(screen.getByRole('radio', { name: '차트' })).toBeChecked();
    // The day as Korean writes it, not as the browser's own date field would.
    expect(screen.getByLabelText('날짜 (KST)')).toHaveValue('2026. 11. 20.');
    unmount();
  });
});
