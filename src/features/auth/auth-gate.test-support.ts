import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lock } from '../../api/auth';
import { lockedState } from '../../test/auth';

/*
 * What the auth-gate.*.test.tsx files share: a person's typing, the unlock pad and its keypad, and
 * the mocked sign-in calls' reset. Each of those files mocks '../../api/auth' itself (vi.mock is
 * hoisted per file), so the calls imported here are its mocks.
 */

// A person's typing: far slower than a scanner's burst (the PIN field drops a burst's Enter).
export const person = () => userEvent.setup({ delay: 60 });

/** Before each test: every mocked sign-in call forgotten, and a lock that answers "locked". */
export function resetSignInMocks(): void {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(lock).mockResolvedValue(lockedState());
  });
}

export const pad = () => screen.getByRole('dialog', { name: 'Unlock Till 1' });

/** Taps the keypad, as staff do one-handed. */
export async function tapPin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const keypad = within(pad()).getByRole('group', { name: 'Keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}
