import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

/*
 * What the hourly-clicks-screen.*.test.tsx files share: opening the screen, its chart, and the
 * statistics requests it sends. Each of those files calls `runOnShopClock()` itself.
 */

export const typist = () => userEvent.setup({ delay: 0 });

export async function openClicks(path = '/clicks', options?: Parameters<typeof renderApp>[1]) {
  const app = await renderApp(path, options);
  await screen.findByRole('heading', { name: 'Clicks per hour' }, { timeout: 3000 });
  return app;
}

/** The statistics requests that reach the service, in order, with when each began and ended. */
export function recordStatistics(server: Awaited<ReturnType<typeof openClicks>>['server']) {
  const log: { ymd: string | null; event: 'start' | 'end' }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/clicks-by-hour'))
      log.push({ ymd: url.searchParams.get('startYmd'), event: 'start' });
  });
  server.events.on('response:mocked', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/clicks-by-hour'))
      log.push({ ymd: url.searchParams.get('startYmd'), event: 'end' });
  });
  return log;
}

export const chart = () => screen.getByRole('group', { name: /^Clicks per hour, / });
