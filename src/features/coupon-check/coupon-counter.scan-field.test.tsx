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

  it('names the character likely keyed as its twin, not every pair', async () => {
    const { unmount } = await renderApp('/');
    await typeByHand('PERCENTI5');
    expect(
      within(await verdict('Cannot be used')).getByText(
        'Typed by hand? Check PERCENTI5: the I may be 1.',
      ),
    ).toBeInTheDocument();
    unmount();
  });

  it('in Korean too', async () => {
    const { unmount } = await renderApp('/', { language: 'ko' });
    const person = userEvent.setup({ delay: 60 });
    await person.type(await screen.findByLabelText('쿠폰 번호 또는 스탬프 ID'), 'PERCENTI5{Enter}');
    expect(
      within(await verdict('사용 불가')).getByText(
        '직접 입력했다면 PERCENTI5를 확인하세요: I 대신 1일 수 있습니다.',
      ),
    ).toBeInTheDocument();
    unmount();
  });

  it('is left out under a refusal of a typed coupon with no suspect character (expired, used up)', async () => {
    for (const [code, reason] of [
      [C.expired, /expired/i],
      [C.limitReached, /use limit/i],
    ] as const) {
      const { unmount } = await renderApp('/');
      await typeByHand(code);
      const refused = await verdict('Cannot be used');
      expect(refused).toHaveTextContent(reason);
      // Nothing contradicts the service's words: no hint sends staff to re-key a dead coupon.
      expect(within(refused).queryByText(/Typed by hand/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('is not offered for a number this counter has seen valid: it exists, it was typed right', async () => {
    // A code with a suspect character (the I beside the 5), seen valid here before.
    recordActivity({ subject: 'coupon', code: 'PERCENTI5', action: 'check', outcome: 'ok' });
    const { unmount } = await renderApp('/');
    await typeByHand('PERCENTI5');
    const refused = await verdict('Cannot be used');
    expect(within(refused).queryByText(/Typed by hand/)).not.toBeInTheDocument();
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
    expect(within(refused).queryByText(/Typed by hand/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveValue('');
    unmount();
  });
});
