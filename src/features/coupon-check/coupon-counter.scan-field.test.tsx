import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_FIXTURES as C } from '../../mocks/seed';
import { recordActivity } from '../../counter/recent-activity';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { scan, verdict } from './coupon-counter.test-support';

// The shop's device and the service agree on the date (the service clock is pinned to this day).
runOnShopClock();

describe('scan field', () => {
  it('keeps a malformed value in the field with a clear message, and sends nothing', async () => {
    const { service, unmount } = await renderApp('/');
    const before = structuredClone(service.state);
    const user = await scan('ABC-12');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A coupon number is 8 to 16 letters and digits',
    );
    expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveValue('ABC-12');
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), '3456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(service.state).toEqual(before);
    unmount();
  });

  it('takes a scanner that ends with Tab instead of Enter', async () => {
    const { unmount } = await renderApp('/');
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Coupon number or stamp ID'),
      `${C.amountKrw}{Tab}`,
    );
    expect(within(await verdict('Valid')).getByText('₩5,000 off')).toBeInTheDocument();
    unmount();
  });

  it('is empty and focused again after each result', async () => {
    const { unmount } = await renderApp('/');
    await scan(C.percent);
    await verdict('Valid');
    const field = screen.getByLabelText('Coupon number or stamp ID');
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    unmount();
  });
});

describe('the look-alike hint', () => {
  async function typeByHand(code: string) {
    // A person typing: keys well apart, so the field knows it was typed.
    const person = userEvent.setup({ delay: 60 });
    const field = await screen.findByLabelText('Coupon number or stamp ID');
    await person.clear(field);
    await person.type(field, `${code}{Enter}`);
  }

  it('is offered for a typed number the service refused, which may not exist', async () => {
    const { unmount } = await renderApp('/');
    await typeByHand('NOSUCH01');
    expect(
      within(await verdict('Cannot be used')).getByText(/0 and O, 1 and I/),
    ).toBeInTheDocument();
    unmount();
  });

  it('under a refusal of a coupon that exists (expired, used up), says it is for a number the service does not know', async () => {
    for (const [code, reason] of [
      [C.expired, /expired/i],
      [C.limitReached, /use limit/i],
    ] as const) {
      const { unmount } = await renderApp('/');
      await typeByHand(code);
      const refused = await verdict('Cannot be used');
      expect(refused).toHaveTextContent(reason);
      // The service's words decide: the hint does not send staff to re-key a dead coupon.
      expect(within(refused).getByText(/0 and O, 1 and I/)).toHaveTextContent(
        /^If the service says there is no such coupon and the number was typed by hand, check it:/,
      );
      unmount();
    }
  });

  it('is not offered for a number this counter has seen valid: it exists, it was typed right', async () => {
    recordActivity({ subject: 'coupon', code: C.limitReached, action: 'check', outcome: 'ok' });
    const { unmount } = await renderApp('/');
    await typeByHand(C.limitReached);
    const refused = await verdict('Cannot be used');
    expect(refused).toHaveTextContent(/use limit/i);
    expect(within(refused).queryByText(/0 and O, 1 and I/)).not.toBeInTheDocument();
    unmount();
  });
});

describe('a scan fired while the app was loading', () => {
  it('is checked once the field appears, as a scan (no look-alike hint)', async () => {
    const burst = Array.from('NOSUCH01').map((key, index) => ({ key, at: 100 + index * 5 }));
    window.__earlyKeys = { stop: () => [...burst, { key: 'Enter', at: 150 }] };
    // The kept keys are handed over just after the first commit: inside act, like a user event.
    let view: Awaited<ReturnType<typeof renderApp>> | undefined;
    await act(async () => {
      view = await renderApp('/');
    });
    if (!view) throw new Error('the app did not render');
    const { unmount } = view;
    const refused = await verdict('Cannot be used');
    expect(refused).toHaveTextContent('NOSUCH01');
    expect(within(refused).queryByText(/0 and O, 1 and I/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveValue('');
    unmount();
  });
});
