import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/*
 * What the coupon-counter.*.test.tsx files share: a scan, and the verdict it ends in. Each of
 * those files calls `runOnShopClock()` itself.
 */

export async function scan(code: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Coupon number or stamp ID');
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
  return user;
}

/**
 * How long a verdict may take to appear: the first one of a file loads the verdict's code, and a
 * busy machine took past 3 s for it (the first test of coupon-counter.verdict.test.tsx, beside
 * an e2e run). A generous wait costs nothing when the verdict comes at once.
 */
const VERDICT_WAIT_MS = 10_000;

export async function verdict(word: string) {
  return screen.findByRole('region', { name: word }, { timeout: VERDICT_WAIT_MS });
}

/**
 * The verdict named `word` that shows `text`: after a scan, the verdict before it stays in the
 * page until the answer or the next frame, and may have the same name.
 */
export async function verdictShowing(word: string, text: string) {
  await waitFor(
    () =>
      expect(
        within(screen.getByRole('region', { name: word })).getByText(text),
      ).toBeInTheDocument(),
    { timeout: VERDICT_WAIT_MS },
  );
  return screen.getByRole('region', { name: word });
}
