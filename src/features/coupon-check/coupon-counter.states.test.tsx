import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COUPON_FIXTURES as C } from '../../mocks/seed';
import { checkConnection } from '../../api/connection';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { scan, verdict } from './coupon-counter.test-support';

// The shop's device and the service agree on the date (the service clock is pinned to this day).
runOnShopClock();

describe('every state has a face', () => {
  it.each([
    // The service's faults as our server answers them (after its own retries of a read): the
    // service unreachable or its answer unreadable is a 502, "the service has a problem". The
    // tablet's own connection lost is the next test's.
    ['network-error', 'The service has a problem right now. Try again in a moment.'],
    ['server-error', 'The service has a problem right now. Try again in a moment.'],
    ['non-json', 'The service has a problem right now. Try again in a moment.'],
    ['rate-limit', 'The service asks us to slow down. Wait 30 seconds.'],
  ] as const)('%s', async (fault, message) => {
    const { demo, unmount } = await renderApp('/');
    await demo({ fault });
    await scan(C.percent);
    const panel = await verdict('Not checked');
    expect(within(panel).getByText(message)).toBeInTheDocument();
    await demo({ fault: 'none' });
    if (fault !== 'rate-limit') {
      await userEvent.setup().click(within(panel).getByRole('button', { name: 'Check again' }));
      await verdict('Valid');
    } else {
      expect(within(panel).getByRole('button', { name: 'Check again' })).toBeDisabled();
    }
    unmount();
  });

  it('with no connection (the health route unreachable): the notice, a scan that sends nothing and says so, and checks again once it is back', async () => {
    const { hop, unmount } = await renderApp('/');
    let healthy = false;
    hop.use(
      http.get('*/healthz', () =>
        healthy ? HttpResponse.json({ status: 'ok' }) : HttpResponse.error(),
      ),
    );
    const sent: string[] = [];
    hop.events.on('request:start', ({ request }) => {
      sent.push(new URL(request.url).pathname);
    });
    await act(() => checkConnection());
    expect(
      screen.getByText('No connection to the server — scans send nothing until it is back'),
    ).toBeInTheDocument();

    await scan(C.percent);
    const panel = await verdict('Not checked');
    expect(
      within(panel).getByText('No connection: coupons can’t be checked offline.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Nothing was sent.')).toBeInTheDocument();
    // Only the health route was asked (once more before the scan was refused).
    expect(sent.filter((path) => path !== '/healthz')).toEqual([]);

    healthy = true;
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Check again' }));
    await verdict('Valid');
    expect(
      screen.queryByText('No connection to the server — scans send nothing until it is back'),
    ).not.toBeInTheDocument();
    unmount();
  });

  it('shows a skeleton while checking', async () => {
    const { demo, unmount } = await renderApp('/');
    await demo({ latencyMs: 300 });
    await scan(C.percent);
    // In the next frame, when the answer has not come by then.
    expect(
      await screen.findByRole('region', { name: `Checking ${C.percent}…`, busy: true }),
    ).toBeInTheDocument();
    await verdict('Valid');
    unmount();
  });

  it('an answer that comes before the next frame is drawn with no checking frame before it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { unmount } = await renderApp('/');
    let checkingShown = false;
    const watch = new MutationObserver(() => {
      checkingShown ||= screen.queryByRole('region', { name: /^Checking/, busy: true }) !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await scan(C.percent);
    await verdict('Valid');
    // The frame comes after the answer: it draws nothing.
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    expect(screen.getByRole('region', { name: 'Valid' })).toBeInTheDocument();
    watch.disconnect();
    expect(checkingShown).toBe(false);
    unmount();
  });
});
