import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/*
 * What the counter-writes.*.test.tsx files share: a scan, and the region it ends in. Each of
 * those files calls `runOnShopClock()` itself.
 */

export const FIELD = 'Coupon number or stamp ID';

export async function scan(code: string | number, label = FIELD) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
  return user;
}

export const region = (name: string | RegExp) =>
  screen.findByRole('region', { name }, { timeout: 3000 });
