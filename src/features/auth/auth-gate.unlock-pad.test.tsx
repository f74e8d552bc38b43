import type * as Auth from '../../api/auth';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { getAuthState, unlock } from '../../api/auth';
import { apiRequest, getApiClientConfig } from '../../api/client';
import { ApiError } from '../../api/errors';
import {
  DraftScreen,
  lockedState,
  noAnswer,
  renderGate,
  signedIn,
  signInRefusal,
  STAFF,
} from '../../test/auth';
import { expectNoAxeViolations } from '../../test/axe';
import { pad, person, resetSignInMocks, tapPin } from './auth-gate.test-support';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return {
    ...actual,
    getAuthState: vi.fn(),
    pairDevice: vi.fn(),
    unlock: vi.fn(),
    lock: vi.fn(),
    touchSession: vi.fn(),
  };
});

resetSignInMocks();

/** Our server's answer to a wrong PIN, with how many more unpair the till. */
const wrongPin = (pinTriesLeft: number) =>
  new ApiError({
    kind: 'auth',
    operation: 'auth.unlock',
    status: 401,
    code: 401,
    serviceMessage: 'Wrong PIN.',
    authReason: 'wrong-pin',
    pinTriesLeft,
  });

describe('the unlock pad', () => {
  it('comes up over the screen, which stays mounted with its draft, and focus returns after the unlock', async () => {
    const user = person();
    vi.mocked(unlock).mockResolvedValue(signedIn(STAFF[1]));
    await renderGate({ state: signedIn(STAFF[1]) });
    const draft = screen.getByLabelText('Draft note');
    await user.type(draft, 'two lattes');
    expect(draft).toHaveFocus();

    // Any call our server refuses for sign-in brings the pad up (here: the session had locked).
    act(() => getApiClientConfig().onAuthRefused?.('locked'));

    expect(pad()).toHaveAttribute('aria-modal', 'true');
    expect(pad()).toHaveAccessibleDescription('Locked after 5 minutes without use.');
    // The screen is still there, out of reach: inert, and hidden from assistive technology.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(draft.closest('[inert]')).not.toBeNull();
    expect(draft.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(pad()).getByRole('button', { name: 'Minji' })).toHaveFocus();

    await user.click(within(pad()).getByRole('button', { name: 'Jiwoo' }));
    expect(within(pad()).getByLabelText('PIN for Jiwoo')).toHaveFocus();
    await tapPin(user, '1357');
    await user.click(within(pad()).getByRole('button', { name: 'OK' }));

    expect(unlock).toHaveBeenCalledWith({ staffId: 'st-counter', pin: '1357' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The same element, never remounted, with what was typed, and focus back in it.
    expect(screen.getByLabelText('Draft note')).toBe(draft);
    expect(draft).toHaveValue('two lattes');
    expect(draft).toHaveFocus();
    expect(draft.closest('[inert]')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('comes up when a service call is refused with a sign-in reason', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 401, message: 'Session expired.', result: null }), {
        status: 401,
        headers: { 'Content-Type': 'application/json', 'X-Auth-Reason': 'expired' },
      }),
    );
    await renderGate({ state: signedIn() });
    const call = apiRequest({
      operation: 'coupon.validate',
      method: 'GET',
      path: '/api/coupon/v1/validate',
      result: z.unknown(),
    });
    await act(async () => {
      await expect(call).rejects.toSatisfy(
        (error) => error instanceof ApiError && error.authReason === 'expired',
      );
    });
    expect(pad()).toHaveAccessibleDescription('Session ended after 12 hours.');
  });

  it('takes a PIN typed and ended with Enter; a wrong one is said, cleared and focused again', async () => {
    const user = person();
    vi.mocked(unlock)
      .mockRejectedValueOnce(signInRefusal('wrong-pin', 401, 'Wrong PIN.'))
      .mockResolvedValueOnce(signedIn(STAFF[2]));
    await renderGate({ state: lockedState() });
    await user.click(within(pad()).getByRole('button', { name: 'Hana' }));
    const field = within(pad()).getByLabelText('PIN for Hana');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'off');

    await user.type(field, '9999{Enter}');
    expect(unlock).toHaveBeenLastCalledWith({ staffId: 'st-marketing', pin: '9999' });
    expect(await within(pad()).findByRole('alert')).toHaveTextContent('Wrong PIN. Try again.');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Wrong PIN\. Try again\./);

    await user.type(field, '2580{Enter}');
    expect(unlock).toHaveBeenLastCalledWith({ staffId: 'st-marketing', pin: '2580' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns before the last wrong PINs: the server counts how many more unpair the till', async () => {
    const user = person();
    vi.mocked(unlock).mockRejectedValueOnce(wrongPin(8)).mockRejectedValueOnce(wrongPin(3));
    await renderGate({ state: lockedState() });
    await user.click(within(pad()).getByRole('button', { name: 'Hana' }));
    const field = within(pad()).getByLabelText('PIN for Hana');
    await user.type(field, '9999{Enter}');
    expect(await within(pad()).findByText('Wrong PIN. Try again.')).toBeInTheDocument();
    // Eight more to go: nothing to warn of yet.
    expect(within(pad()).queryByText(/unpair this till/)).not.toBeInTheDocument();
    await user.type(field, '8888{Enter}');
    expect(
      await within(pad()).findByText(
        '3 more wrong PINs in a row unpair this till: an owner then has to pair it again.',
      ),
    ).toBeInTheDocument();
  });

  it('says a failure in the language switched to after it', async () => {
    const user = person();
    vi.mocked(unlock).mockRejectedValue(noAnswer());
    await renderGate({ state: lockedState() });
    await user.click(within(pad()).getByRole('button', { name: 'Hana' }));
    await user.type(within(pad()).getByLabelText('PIN for Hana'), '2580{Enter}');
    expect(await within(pad()).findByRole('alert')).toHaveTextContent(
      'No connection. Check the network and try again.',
    );
    await user.click(within(pad()).getByRole('button', { name: 'Switch language to 한국어' }));
    const korean = await screen.findByRole('dialog', { name: 'Till 1 잠금 해제' });
    expect(within(korean).getByRole('alert')).toHaveTextContent(
      '연결되어 있지 않습니다. 네트워크를 확인하고 다시 시도하세요.',
    );
  });

  it('keeps the PIN field disabled while a pause counts down', async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(unlock).mockRejectedValue(signInRefusal('paused', 429, 'Wait.', 65));
      await renderGate({ state: lockedState() });
      fireEvent.click(within(pad()).getByRole('button', { name: 'Jiwoo' }));
      for (const digit of '1234')
        fireEvent.click(within(pad()).getByRole('button', { name: digit }));
      fireEvent.click(within(pad()).getByRole('button', { name: 'OK' }));
      await act(() => vi.advanceTimersByTimeAsync(0));

      const field = within(pad()).getByLabelText('PIN for Jiwoo');
      expect(field).toBeDisabled();
      expect(within(pad()).getByRole('timer')).toHaveTextContent('Try again in 1:05.');
      expect(within(pad()).getByRole('button', { name: '5' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(within(pad()).getByRole('timer')).toHaveTextContent('Try again in 0:05.');
      expect(field).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(field).toBeEnabled();
      expect(field).toHaveFocus();
      expect(within(pad()).getByRole('status')).toHaveTextContent('You can try again now.');
      expect(unlock).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("warns of a person's last tries as soon as they are chosen, and only for them", async () => {
    const user = person();
    // A reload or a lock after Hana's ninth wrong PIN: the state read says what is left.
    const staff = STAFF.map(({ id, name }) =>
      id === 'st-marketing' ? { id, name, triesLeft: 1 } : { id, name },
    );
    await renderGate({ state: lockedState({ staff }) });
    const lastTry = 'One more wrong PIN unpairs this till: an owner then has to pair it again.';
    await user.click(within(pad()).getByRole('button', { name: 'Hana' }));
    expect(within(pad()).getByText(lastTry)).toBeInTheDocument();
    // Another person's tally is their own: no warning for Jiwoo.
    await user.click(within(pad()).getByRole('button', { name: 'Not Hana' }));
    await user.click(within(pad()).getByRole('button', { name: 'Jiwoo' }));
    expect(within(pad()).queryByText(/unpair/)).not.toBeInTheDocument();
  });

  it('asks our server again after a PIN whose answer was lost: it may have counted it', async () => {
    const user = person();
    vi.mocked(unlock).mockRejectedValueOnce(
      new ApiError({ kind: 'network', operation: 'auth.unlock', status: 0, code: 0 }),
    );
    const staff = STAFF.map(({ id, name }) =>
      id === 'st-marketing' ? { id, name, triesLeft: 1 } : { id, name },
    );
    vi.mocked(getAuthState).mockResolvedValue(lockedState({ staff }));
    await renderGate({ state: lockedState() });
    await user.click(within(pad()).getByRole('button', { name: 'Hana' }));
    await user.type(within(pad()).getByLabelText('PIN for Hana'), '9999{Enter}');
    expect(
      await within(pad()).findByText(
        'One more wrong PIN unpairs this till: an owner then has to pair it again.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps each person's count apart after a wrong PIN", async () => {
    const user = person();
    vi.mocked(unlock).mockRejectedValueOnce(wrongPin(2));
    await renderGate({ state: lockedState() });
    await user.click(within(pad()).getByRole('button', { name: 'Hana' }));
    await user.type(within(pad()).getByLabelText('PIN for Hana'), '9999{Enter}');
    expect(await within(pad()).findByText(/^2 more wrong PINs/)).toBeInTheDocument();
    await user.click(within(pad()).getByRole('button', { name: 'Not Hana' }));
    await user.click(within(pad()).getByRole('button', { name: 'Minji' }));
    expect(within(pad()).queryByText(/unpair/)).not.toBeInTheDocument();
    await user.click(within(pad()).getByRole('button', { name: 'Not Minji' }));
    await user.click(within(pad()).getByRole('button', { name: 'Hana' }));
    expect(within(pad()).getByText(/^2 more wrong PINs/)).toBeInTheDocument();
  });

  it('starts counting down when the device is already paused as the pad opens', async () => {
    const pausedUntil = new Date(Date.now() + 30_000).toISOString();
    await renderGate({ state: lockedState({ pausedUntil }) });
    await userEvent.setup().click(within(pad()).getByRole('button', { name: 'Minji' }));
    expect(within(pad()).getByLabelText('PIN for Minji')).toBeDisabled();
    expect(within(pad()).getByRole('timer')).toHaveTextContent(/Try again in 0:(30|29)\./);
  });

  it('takes digits only: a scanner burst with letters, or a scan of digits, sends nothing', async () => {
    const user = userEvent.setup({ delay: 0 });
    await renderGate({ state: lockedState() });
    await user.click(within(pad()).getByRole('button', { name: 'Jiwoo' }));
    const field = within(pad()).getByLabelText('PIN for Jiwoo');

    await user.type(field, 'CPN-1234{Enter}');
    expect(unlock).not.toHaveBeenCalled();
    expect(field).toHaveValue('');
    expect(within(pad()).getByRole('status')).toHaveTextContent(
      'That looked like a scan, not a PIN: it was not used.',
    );

    // Digits at a scanner's speed, ended by its Enter: a scan of a number, not a PIN.
    await user.type(field, '123456{Enter}');
    expect(unlock).not.toHaveBeenCalled();
    expect(field).toHaveValue('');

    // A letter typed by hand is dropped with a note, and what was typed goes with it.
    await person().type(field, '12a');
    expect(field).toHaveValue('');
    expect(within(pad()).getByRole('status')).toHaveTextContent(
      'Only digits are taken here: the other keys were ignored and the PIN cleared.',
    );
    // A paste of anything but digits, too.
    fireEvent.change(field, { target: { value: '12 34' } });
    expect(field).toHaveValue('');
    expect(unlock).not.toHaveBeenCalled();
  });

  it('is not closed by Esc, and Back goes to the names again', async () => {
    const user = person();
    await renderGate({ state: lockedState() });
    await user.keyboard('{Escape}');
    expect(pad()).toBeInTheDocument();
    await user.click(within(pad()).getByRole('button', { name: 'Jiwoo' }));
    await user.click(within(pad()).getByRole('button', { name: 'Not Jiwoo' }));
    expect(within(pad()).getByRole('button', { name: 'Jiwoo' })).toHaveFocus();
  });

  it('goes to pairing when too many wrong PINs unpaired the device', async () => {
    const user = person();
    vi.mocked(unlock).mockRejectedValue(signInRefusal('device-revoked', 401, 'Unpaired.'));
    await renderGate({ state: lockedState() });
    await user.click(within(pad()).getByRole('button', { name: 'Jiwoo' }));
    await tapPin(user, '0000');
    await user.click(within(pad()).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Pair this device' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many wrong PINs were tried: this device was unpaired. An owner must pair it again.',
    );
    expect(screen.queryByLabelText('Draft note')).not.toBeInTheDocument();
  });

  it('reads in Korean, with the reason it locked', async () => {
    await renderGate({ state: signedIn() }, { language: 'ko' });
    act(() => getApiClientConfig().onAuthRefused?.('signed-out'));
    const dialog = screen.getByRole('dialog', { name: 'Till 1 잠금 해제' });
    expect(dialog).toHaveAccessibleDescription('로그아웃되었습니다.');
  });

  it('stays down for a refusal that is not about the session (a role that may not)', async () => {
    await renderGate({ state: signedIn() });
    act(() => getApiClientConfig().onAuthRefused?.('forbidden'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations, with the names and with the PIN field', async () => {
    const user = person();
    await renderGate({ state: lockedState() }, { children: <DraftScreen /> });
    await expectNoAxeViolations();
    await user.click(within(pad()).getByRole('button', { name: 'Jiwoo' }));
    vi.mocked(unlock).mockRejectedValue(signInRefusal('wrong-pin', 401, 'Wrong PIN.'));
    await tapPin(user, '1234');
    await user.click(within(pad()).getByRole('button', { name: 'OK' }));
    await within(pad()).findByRole('alert');
    await expectNoAxeViolations();
  });
});
