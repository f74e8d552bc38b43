import { act, screen, waitFor, within } from '@testing-library/react';
import { recordPendingWrite, getPendingWrites } from '../counter/write-journal';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';
import { region, scan } from './counter-writes.test-support';

/**
 * The orderings the counter-writes review found, one test each: every one of them told staff
 * something false, or put a result on the wrong customer, before the write protocol.
 */
runOnShopClock();

/** What a write cut off by a reload is told as, once read back. */
const told = (text: string) => screen.findByText(text, { exact: false }, { timeout: 3000 });
const REDEEM_LANDED = `A redeem of ${C.unlimited} was in progress when the app closed: it went through.`;

describe('a write cut off by a reload', () => {
  it('holds the notice’s place from the first frame: the counter below it does not move when its code arrives', async () => {
    recordPendingWrite({ subject: 'coupon', code: C.unlimited, action: 'redeem', before: 41 });
    const { unmount } = await renderApp('/');
    // At once, before the notice's own code has come: what that code says first.
    expect(
      screen.getByText('Checking what happened to a write that was cut off when the app closed…'),
    ).toBeInTheDocument();
    expect(await told(REDEEM_LANDED)).toBeInTheDocument();
    await act(() => Promise.resolve());
    unmount();
  });

  it('is read back on start, told, and kept in the recent list', async () => {
    // One redeem that landed (42 now, 41 before), one that did not (a stamp still at 3).
    recordPendingWrite({ subject: 'coupon', code: C.unlimited, action: 'redeem', before: 41 });
    recordPendingWrite({
      subject: 'stamp',
      code: String(S.inProgress),
      action: 'add-stamp',
      before: 3,
    });
    const { unmount } = await renderApp('/');
    expect(await told(REDEEM_LANDED)).toBeInTheDocument();
    expect(
      await told(
        `A stamp on card ${S.inProgress} was being added when the app closed: it was not added.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Count before: 41; now: 42.')).toBeInTheDocument();
    // The notices are the layout's; the list is the screen's, which may still be loading.
    const recent = await region('Recent at this counter');
    const row = (code: string | number) =>
      within(recent)
        .getByRole('button', { name: `Check ${code} again` })
        .closest('li');
    // What each was comes from the read-back.
    expect(row(C.unlimited)).toHaveTextContent(/Staff discount · 30% off.*Redeemed\s*OK/);
    expect(row(S.inProgress)).toHaveTextContent(
      /Coffee card · 3 of 10.*Stamp add\s*Did not go through/,
    );
    expect(getPendingWrites()).toEqual([]);
    await act(() => Promise.resolve());
    unmount();
  });

  it('a redeem in flight is in the journal until it settles', async () => {
    const { demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({ latencyMs: 200 });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(getPendingWrites()).toHaveLength(1));
    expect(getPendingWrites()[0]).toMatchObject({
      code: C.unlimited,
      action: 'redeem',
      before: 42,
    });
    await region('Redeemed');
    expect(getPendingWrites()).toEqual([]);
    unmount();
  });
});
