import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '../../api/query-client';
import { offerAppUpdate, resetAppUpdateForTests } from '../../lib/app-update';
import { initI18n } from '../../lib/i18n';
import { useHoldUpdates } from '../../lib/update-holds';
import { renderApp } from '../../test/render-app';
import UpdateNotice, {
  IDLE_BEFORE_UPDATE_MS,
  LOOK_EVERY_MS,
  mayUpdateBySelf,
} from './update-notice';

afterEach(() => resetAppUpdateForTests());

describe('when an update may apply without a tap', () => {
  const idle = { held: false, writing: false, dialogOpen: false, idleMs: IDLE_BEFORE_UPDATE_MS };
  it.each([
    ['an idle counter', idle, true],
    ['a verdict or a draft on screen', { ...idle, held: true }, false],
    ['a write in flight', { ...idle, writing: true }, false],
    ['a dialog open', { ...idle, dialogOpen: true }, false],
    ['someone touched the device a moment ago', { ...idle, idleMs: 5_000 }, false],
  ])('%s', (_, activity, expected) => {
    expect(mayUpdateBySelf(activity)).toBe(expected);
  });
});

describe('the update notice in the app', () => {
  it('appears over the current screen without navigating, is announced, and applies on a tap', async () => {
    const { unmount } = await renderApp('/coupons/new');
    // The screen's own code first: a lazy screen still loading when the test ends would finish
    // during the next one, outside act (a loaded machine takes its time over the first import).
    await screen.findByRole('form', undefined, { timeout: 15_000 });
    const apply = vi.fn();
    act(() => offerAppUpdate(apply));
    const notice = await screen.findByText('A new version of the app is ready.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(window.location.pathname).toBe('/coupons/new');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update now' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
    unmount();
  });

  it('Later hides it', async () => {
    const { unmount } = await renderApp('/');
    act(() => offerAppUpdate(vi.fn()));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version of the app is ready.')).not.toBeInTheDocument();
    unmount();
  });
});

/** A screen that holds updates while its "verdict" is open. */
function Holder() {
  const [open, setOpen] = useState(true);
  useHoldUpdates(open);
  return (
    <button type="button" onClick={() => setOpen(false)}>
      Close verdict
    </button>
  );
}

describe('applying by itself', () => {
  beforeEach(async () => {
    await initI18n('en', '/');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('waits while a verdict is open and until nobody has touched the device for a minute', () => {
    const apply = vi.fn();
    offerAppUpdate(apply);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Holder />
        <UpdateNotice />
      </QueryClientProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(IDLE_BEFORE_UPDATE_MS * 3);
    });
    expect(apply).not.toHaveBeenCalled();

    // The verdict closes (a tap: the idle minute starts again).
    act(() => screen.getByRole('button', { name: 'Close verdict' }).click());
    const tap = new PointerEvent('pointerdown', { bubbles: true });
    act(() => {
      window.dispatchEvent(tap);
    });
    act(() => {
      vi.advanceTimersByTime(IDLE_BEFORE_UPDATE_MS - LOOK_EVERY_MS);
    });
    expect(apply).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(LOOK_EVERY_MS * 2);
    });
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
