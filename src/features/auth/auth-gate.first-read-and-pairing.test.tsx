import type * as Auth from '../../api/auth';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuthState, pairDevice } from '../../api/auth';
import {
  lockedState,
  noAnswer,
  NOT_PAIRED,
  renderGate,
  signedIn,
  signInRefusal,
  STAFF,
} from '../../test/auth';
import { pad, resetSignInMocks } from './auth-gate.test-support';

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

describe('pairing', () => {
  it('pairs with the owner’s name and PIN; the owner is signed in and the app appears', async () => {
    const user = userEvent.setup();
    vi.mocked(pairDevice).mockResolvedValue(signedIn(STAFF[0]));
    await renderGate({ state: NOT_PAIRED });
    expect(screen.getByRole('heading', { name: 'Pair this device', level: 1 })).toHaveFocus();
    // No app behind the pairing screen.
    expect(screen.queryByLabelText('Draft note')).not.toBeInTheDocument();

    const pin = screen.getByLabelText('Owner’s PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'off');

    await user.type(screen.getByLabelText('Device name'), ' Till 1 ');
    await user.type(screen.getByLabelText('Owner’s name'), 'Minji');
    await user.type(pin, '2468');
    await user.click(screen.getByRole('button', { name: 'Pair' }));

    expect(await screen.findByLabelText('Draft note')).toBeInTheDocument();
    expect(pairDevice).toHaveBeenCalledWith({
      deviceName: 'Till 1',
      ownerName: 'Minji',
      pin: '2468',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after a reload of an unpaired till: says it was unpaired, with its name ready to pair again', async () => {
    const user = userEvent.setup();
    vi.mocked(pairDevice).mockResolvedValue(signedIn(STAFF[0]));
    await renderGate({ state: { ...NOT_PAIRED, unpairedDevice: { name: 'Till 1' } } });
    expect(
      screen.getByText('This device was unpaired. An owner must pair it again.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Device name')).toHaveValue('Till 1');
    await user.type(screen.getByLabelText('Owner’s name'), 'Minji');
    await user.type(screen.getByLabelText('Owner’s PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(pairDevice).toHaveBeenCalledWith({
      deviceName: 'Till 1',
      ownerName: 'Minji',
      pin: '2468',
    });
  });

  it('says a wrong name or PIN in words, clears the PIN and sends nothing while a field is missing', async () => {
    const user = userEvent.setup();
    vi.mocked(pairDevice).mockRejectedValue(
      signInRefusal('wrong-pin', 401, 'Owner name or PIN is wrong.'),
    );
    await renderGate({ state: NOT_PAIRED });

    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(pairDevice).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Device name')).toHaveFocus();
    expect(screen.getByLabelText('Device name')).toHaveAccessibleDescription(
      /Enter a name for this device\./,
    );

    await user.type(screen.getByLabelText('Device name'), 'Till 1');
    await user.type(screen.getByLabelText('Owner’s name'), 'Minji');
    await user.type(screen.getByLabelText('Owner’s PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Pair' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That owner name and PIN do not match. Check both and try again.',
    );
    expect(screen.getByLabelText('Owner’s PIN')).toHaveValue('');
    expect(screen.getByLabelText('Owner’s name')).toHaveFocus();
    expect(screen.queryByLabelText('Draft note')).not.toBeInTheDocument();
  });

  it('counts down a pause after too many wrong PINs, with Pair disabled until it ends', async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(pairDevice).mockRejectedValue(signInRefusal('paused', 429, 'Wait.', 3));
      await renderGate({ state: NOT_PAIRED });
      fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Till 1' } });
      fireEvent.change(screen.getByLabelText('Owner’s name'), { target: { value: 'Minji' } });
      fireEvent.change(screen.getByLabelText('Owner’s PIN'), { target: { value: '1111' } });
      fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
      await act(() => vi.advanceTimersByTimeAsync(0));

      expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong PINs.');
      expect(screen.getByRole('timer')).toHaveTextContent('Try again in 0:03.');
      expect(screen.getByRole('button', { name: 'Pair' })).toBeDisabled();
      expect(screen.getByLabelText('Owner’s PIN')).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('timer')).toHaveTextContent('Try again in 0:02.');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('status')).toHaveTextContent('You can try again now.');
      expect(screen.getByRole('button', { name: 'Pair' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a refusal in the language switched to after it', async () => {
    const user = userEvent.setup();
    vi.mocked(pairDevice).mockRejectedValue(
      signInRefusal('wrong-pin', 401, 'Owner name or PIN is wrong.'),
    );
    await renderGate({ state: NOT_PAIRED });
    await user.type(screen.getByLabelText('Device name'), 'Till 1');
    await user.type(screen.getByLabelText('Owner’s name'), 'Minji');
    await user.type(screen.getByLabelText('Owner’s PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That owner name and PIN do not match. Check both and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Switch language to 한국어' }));
    expect(await screen.findByRole('heading', { name: '이 기기 등록' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '점주 이름과 PIN이 맞지 않습니다. 둘 다 확인하고 다시 시도하세요.',
    );
  });

  it('reads in Korean', async () => {
    await renderGate({ state: NOT_PAIRED }, { language: 'ko' });
    expect(screen.getByRole('heading', { name: '이 기기 등록' })).toBeInTheDocument();
    expect(screen.getByLabelText('점주 PIN')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: '등록' })).toBeInTheDocument();
  });
});

describe('the first read', () => {
  it('says so when the server cannot be reached, and tries again', async () => {
    const user = userEvent.setup();
    vi.mocked(getAuthState).mockResolvedValue(signedIn());
    await renderGate({ error: noAnswer() });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not ask the server who is signed in on this device.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Draft note')).toBeInTheDocument();
  });

  it('opens on the pad when the device is paired and nobody is signed in', async () => {
    await renderGate({ state: lockedState() });
    expect(pad()).toHaveAccessibleDescription('Nobody is signed in on this device.');
    expect(within(pad()).getByRole('button', { name: 'Minji' })).toHaveFocus();
  });
});
