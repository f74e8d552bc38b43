import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type * as Auth from '../../api/auth';
import { lock, unlock } from '../../api/auth';
import type { TillSummary } from '../../api/report';
import { signedIn, STAFF } from '../../test/auth';
import { NO_WRITES, tillTodayHandler } from '../../test/report';
import { runOnShopClock } from '../../test/shop-clock';
import { chip, pad, renderLiveApp, runInLiveMode, unlockAs } from './live-app.test-support';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return { ...actual, unlock: vi.fn(), lock: vi.fn(), touchSession: vi.fn() };
});

// The simulated service is pinned to the shop's day.
runOnShopClock();

runInLiveMode();

// The staff chip: who is signed in, Lock now, and today at this till.
describe('live mode, signed in', () => {
  it('the chip shows the session’s name and device, and offers Lock now', async () => {
    const user = userEvent.setup();
    vi.mocked(unlock).mockResolvedValue(signedIn(STAFF[1]));
    const { unmount } = await renderLiveApp(signedIn(STAFF[1]));
    expect(chip()).toHaveTextContent('Till 1 · Jiwoo');
    expect(screen.queryByText(/Somebody else/)).not.toBeInTheDocument();

    await user.click(chip());
    expect(chip()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Signed in: Jiwoo, Counter staff')).toBeVisible();
    // Nothing that edits names: each person signs in with their own PIN.
    expect(screen.queryByRole('textbox', { name: /name/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lock now' }));
    expect(lock).toHaveBeenCalledExactlyOnceWith('manual');
    expect(pad()).toHaveAccessibleDescription('Locked.');
    // Locked, the chip says only that: not "signed in; lock or see who" as well.
    // (Behind the modal pad the chip is inert: found among the hidden.)
    expect(screen.getByRole('button', { name: 'Locked', hidden: true })).toBeInTheDocument();
    await unlockAs(user, 'Jiwoo', '1357');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chip()).toHaveFocus();
    unmount();
  });

  it('the chip’s panel shows today at this till and for this person, from our server', async () => {
    const user = userEvent.setup();
    const summary: TillSummary = {
      day: '2026-11-21',
      till: {
        ...NO_WRITES,
        redeems: 3,
        amounts: [{ currency: 'KRW', total: 8000, count: 2 }],
        rates: [{ rate: 15, count: 1 }],
        stampsAdded: 4,
        notSure: 1,
      },
      person: { ...NO_WRITES, redeems: 1, rates: [{ rate: 15, count: 1 }] },
    };
    const { unmount } = await renderLiveApp(signedIn(STAFF[1]), '/', [tillTodayHandler(summary)]);
    await user.click(chip());
    const today = await screen.findByRole('region', { name: 'Today at this till' });
    // The counts come from our server after the panel opens ("Counting today's writes…" first).
    const till = (await within(today).findByRole('heading', { name: 'This till' })).parentElement;
    const you = within(today).getByRole('heading', { name: 'You (Jiwoo)' }).parentElement;
    if (!till || !you) throw new Error('no lists');
    expect(within(till).getByText('Coupons redeemed').nextSibling).toHaveTextContent('3');
    expect(within(till).getByText('Discounts given').nextSibling).toHaveTextContent(
      '₩8,000 (2), 15% (1)',
    );
    expect(within(till).getByText('Stamps added').nextSibling).toHaveTextContent('4');
    expect(within(till).getByText('Not sure: each must be checked before closing')).toBeVisible();
    expect(within(you).getByText('Coupons redeemed').nextSibling).toHaveTextContent('1');
    // The same rows as the till's, a zero included, so the two read side by side.
    expect(within(you).getByText('Stamps added').nextSibling).toHaveTextContent('0');
    expect(within(you).queryByText(/Not sure/)).not.toBeInTheDocument();
    unmount();
  });

  it('the panel says so when today’s figures cannot be read, and asks again when reopened', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const failing = http.get('*/api/report/till', () => {
      asked += 1;
      return HttpResponse.json({ code: 500, message: 'down', result: null }, { status: 500 });
    });
    const { unmount } = await renderLiveApp(signedIn(STAFF[1]), '/', [failing]);
    await user.click(chip());
    const today = await screen.findByRole('region', { name: 'Today at this till' });
    expect(await within(today).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Today’s figures could not be read.',
    );
    const first = asked;
    await user.click(chip());
    await user.click(chip());
    await waitFor(() => expect(asked).toBeGreaterThan(first), { timeout: 5000 });
    unmount();
  });
});
