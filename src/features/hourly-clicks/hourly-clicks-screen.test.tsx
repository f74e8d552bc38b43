import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../test/render-app';
import { sentence } from '../../test/sentence';
import { runOnShopClock } from '../../test/shop-clock';

// 21 November 2026, 10:30 in Seoul: today is the 21st, the hour in progress is 10:00–11:00.
runOnShopClock();

const typist = () => userEvent.setup({ delay: 0 });

async function openClicks(path = '/clicks', options?: Parameters<typeof renderApp>[1]) {
  const app = await renderApp(path, options);
  await screen.findByRole('heading', { name: 'Clicks per hour' }, { timeout: 3000 });
  return app;
}

/** The statistics requests that reach the service, in order, with when each began and ended. */
function recordStatistics(server: Awaited<ReturnType<typeof openClicks>>['server']) {
  const log: { ymd: string | null; event: 'start' | 'end' }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/clicks-by-hour'))
      log.push({ ymd: url.searchParams.get('ymd'), event: 'start' });
  });
  server.events.on('response:mocked', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/clicks-by-hour'))
      log.push({ ymd: url.searchParams.get('ymd'), event: 'end' });
  });
  return log;
}

const chart = () => screen.getByRole('group', { name: /^Clicks per hour, / });

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
    expect(screen.getByLabelText('Day (KST)')).toHaveValue('2026-11-21');
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
    expect(screen.getByLabelText('Day (KST)')).toHaveValue('2026-11-21');
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

  it('sends the week-earlier request only after the first answer', async () => {
    const { server, unmount } = await openClicks('/clicks?date=2026-11-20');
    const log = recordStatistics(server);
    await screen.findByText(sentence(/on November 20, 2026/));
    const user = typist();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('checkbox', { name: /Compare with the same weekday/ }));
    await screen.findByText(sentence(/A week earlier \(November 13, 2026\)/));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByText(sentence(/A week earlier \(November 12, 2026\)/));
    // The 19th and the 12th: the 12th starts only after the 19th has been answered.
    const day = log.filter((entry) => entry.ymd === '2026-11-19' || entry.ymd === '2026-11-12');
    expect(day).toEqual([
      { ymd: '2026-11-19', event: 'start' },
      { ymd: '2026-11-19', event: 'end' },
      { ymd: '2026-11-12', event: 'start' },
      { ymd: '2026-11-12', event: 'end' },
    ]);
    unmount();
  });

  it('asks for each day once, also under StrictMode (the dev server mounts twice)', async () => {
    // Each call counts against the plan's limit, even one the page gives up on after sending.
    const { requests, unmount } = await renderApp('/clicks?date=2026-11-20&compare=1', {
      strict: true,
    });
    expect(
      await screen.findByText(sentence(/A week earlier \(November 13, 2026\): [\d,]+ clicks/)),
    ).toBeVisible();
    await typist().click(screen.getByRole('button', { name: 'Previous day' }));
    expect(
      await screen.findByText(sentence(/A week earlier \(November 12, 2026\): [\d,]+ clicks/)),
    ).toBeVisible();
    const days = requests.of('statistics.clicksByHour').map((entry) => entry.query.get('ymd'));
    expect(days).toEqual(['2026-11-20', '2026-11-13', '2026-11-19', '2026-11-12']);
    unmount();
  });

  it('when the week-earlier day fails, the day still shows, with a note', async () => {
    const { server, unmount } = await openClicks('/clicks?date=2026-11-20&compare=1');
    server.use(
      http.get('*/api/statistics/v2/clicks-by-hour', ({ request }) =>
        new URL(request.url).searchParams.get('ymd') === '2026-11-13'
          ? HttpResponse.json({ code: 500, message: 'boom', result: null }, { status: 500 })
          : undefined,
      ),
    );
    expect(
      await screen.findByText(/The week-earlier day could not be loaded/, undefined, {
        timeout: 8000,
      }),
    ).toBeVisible();
    expect(screen.getByText(sentence(/on November 20, 2026/))).toBeVisible();
    expect(chart()).toBeVisible();
    unmount();
  });

  it('on Personal: group and account shown but disabled with the plan named; one link by default', async () => {
    const { demo, unmount } = await openClicks('/clicks?date=2026-11-20');
    await demo({ plan: 'personal' });
    expect(
      await screen.findByText('Type a link ID and choose its domain, then press Show.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'One link' })).toBeChecked();
    for (const name of [/A link group/, /The whole account/]) {
      const radio = screen.getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription('needs Premium');
    }
    unmount();
  });

  it('a Korean link ID on vvd.im: typed, encoded in the address, and shown', async () => {
    const { demo, unmount } = await openClicks('/clicks?date=2026-11-20');
    await demo({ plan: 'personal' });
    const user = typist();
    await user.click(screen.getByRole('radio', { name: 'One link' }));
    expect(
      await screen.findByText('Type a link ID and choose its domain, then press Show.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('textbox', { name: 'Link ID' })).toHaveAccessibleDescription(
      /Type the link ID\./,
    );
    await user.type(screen.getByRole('textbox', { name: 'Link ID' }), '겨울이벤트');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Domain' }), 'https://vvd.im');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(window.location.search).toContain(`link=${encodeURIComponent('겨울이벤트')}`);
    expect(
      await screen.findByRole('group', { name: /^Clicks per hour, link 겨울이벤트 on vvd\.im/i }),
    ).toBeVisible();
    unmount();
  });

  it('on Personal, a group or account address opens one link with a note, and sends nothing', async () => {
    const { requests, demo, unmount } = await openClicks('/clicks?date=2026-11-20');
    await demo({ plan: 'personal' });
    const sent = requests.count('statistics.clicksByHour');
    // Links shared from a Premium account's screen, opened on this Personal one.
    for (const [search, note] of [
      [
        '?date=2026-11-19&scope=group&group=2',
        'This address asks for link group 2: the Personal plan shows one link at a time.',
      ],
      [
        '?date=2026-11-19&scope=account',
        'This address asks for the whole account: the Personal plan shows one link at a time.',
      ],
    ] as const) {
      act(() => {
        window.history.pushState(null, '', `/clicks${search}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(await screen.findByText(note)).toBeVisible();
      expect(screen.getByRole('radio', { name: 'One link' })).toBeChecked();
      expect(screen.getByRole('radio', { name: /A link group/ })).toBeDisabled();
      expect(
        screen.getByText('Type a link ID and choose its domain, then press Show.'),
      ).toBeVisible();
    }
    expect(requests.count('statistics.clicksByHour')).toBe(sent);
    unmount();
  });

  it('a refusal is shown once and never sent again by itself', async () => {
    const { server, unmount } = await openClicks('/clicks?date=2026-11-20');
    // A link group that is not the account's.
    const log = recordStatistics(server);
    act(() => {
      window.history.pushState(null, '', '/clicks?date=2026-11-19&scope=group&group=999');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const alert = await screen.findByRole('alert');
    log.length = 0;
    expect(alert).toHaveTextContent(/^The service did not show this: /);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    // Back to the tab, a minute later: nothing is sent again.
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(log).toEqual([]);
    unmount();
  });

  it('a day with no clicks says so; a failed day says so and can be tried again', async () => {
    const { server, unmount } = await openClicks(
      '/clicks?date=2026-11-20&scope=link&link=spring-sale&domain=https://vvd.bz',
    );
    expect(await screen.findByText(sentence(/on November 20, 2026/))).toBeVisible();
    // Before the link existed: an empty answer, still 24 hours.
    act(() => {
      window.history.pushState(
        null,
        '',
        '/clicks?date=2020-01-01&scope=link&link=spring-sale&domain=https://vvd.bz&view=table',
      );
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('No clicks on this day.')).toBeVisible();
    expect(screen.getByRole('table')).toHaveAccessibleName(
      /link spring-sale on vvd\.bz, January 1, 2020/,
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26);

    let failing = true;
    server.use(
      http.get('*/api/statistics/v2/clicks-by-hour', () =>
        failing
          ? HttpResponse.json({ code: 500, message: 'boom', result: null }, { status: 500 })
          : undefined,
      ),
    );
    await typist().click(screen.getByRole('button', { name: 'Next day' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 8000 });
    expect(alert).toHaveTextContent('The clicks could not be loaded.');
    failing = false;
    await typist().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /January 2, 2020/ })).toBeVisible();
    unmount();
  });

  it('a busy service: says how long it asked to wait, and offers no Try again before then', async () => {
    const { demo, unmount } = await openClicks('/clicks?date=2026-11-20');
    await screen.findByText(sentence(/on November 20, 2026/));
    // The simulated service's 429 carries Retry-After: 30 (the countdown itself: faults-reads).
    await demo({ fault: 'rate-limit', faultOperations: ['statistics.clicksByHour'] });
    await typist().click(screen.getByRole('button', { name: 'Previous day' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The service is busy\.$/);
    expect(screen.getByText(/^Loading again in (30|29) seconds\.$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // A day already read is shown from memory during the wait (nothing is sent; the wait across
    // days, and what happens when it is over: faults-reads.test.tsx).
    await demo({ fault: 'none' });
    await typist().click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText(sentence(/on November 20, 2026/))).toBeVisible();
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
    unmount();
  });
});
