import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../test/render-app';
import { sentence } from '../../test/sentence';
import { runOnShopClock } from '../../test/shop-clock';
import { chart, openClicks, recordStatistics, typist } from './hourly-clicks-screen.test-support';

// 21 November 2026, 10:30 in Seoul: today is the 21st, the hour in progress is 10:00–11:00.
runOnShopClock();

// The requests the screen sends, and what it says when they fail or are refused.
describe('clicks per hour', () => {
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
    const days = requests.of('statistics.clicksByHour').map((entry) => entry.query.get('startYmd'));
    expect(days).toEqual(['2026-11-20', '2026-11-13', '2026-11-19', '2026-11-12']);
    unmount();
  });

  it('when the week-earlier day fails, the day still shows, with a note', async () => {
    const { server, unmount } = await openClicks('/clicks?date=2026-11-20&compare=1');
    server.use(
      http.get('*/api/statistics/v3/clicks-by-hour', ({ request }) =>
        new URL(request.url).searchParams.get('startYmd') === '2026-11-13'
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

  it('a refusal in our server’s words says it was the shop’s server', async () => {
    const { hop, unmount } = await openClicks('/clicks?date=2026-11-20');
    hop.use(
      http.get('*/api/statistics/v3/clicks-by-hour', () =>
        HttpResponse.json(
          { code: 403, message: 'Your role cannot do this.', result: null },
          { headers: { 'X-Said-By': 'server' } },
        ),
      ),
    );
    act(() => {
      window.history.pushState(null, '', '/clicks?date=2026-11-19');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shop’s server did not show this: Your role cannot do this.',
    );
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
      http.get('*/api/statistics/v3/clicks-by-hour', () =>
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
});
