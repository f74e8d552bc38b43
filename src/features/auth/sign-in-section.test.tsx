import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Auth from '../../api/auth';
import {
  listDevices,
  revokeDevice,
  setIdleLockMinutes,
  signOutEveryone,
  type PairedDevice,
} from '../../api/auth';
import { configureApiClient } from '../../api/client';
import { createQueryClient } from '../../api/query-client';
import { changeLanguage, loadNamespaces } from '../../lib/i18n';
import { DEVICE, loadAuthStrings, signedIn, signInRefusal, STAFF } from '../../test/auth';
import { expectNoAxeViolations } from '../../test/axe';
import { SessionContext, type SessionValue } from '../../lib/session';
import { SignInSection } from './sign-in-section';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return {
    ...actual,
    listDevices: vi.fn(),
    revokeDevice: vi.fn(),
    setIdleLockMinutes: vi.fn(),
    signOutEveryone: vi.fn(),
  };
});

const DEVICES: PairedDevice[] = [
  {
    id: 'dev-1',
    name: 'Till 1',
    pairedAt: '2026-11-20T00:15:00Z',
    pairedBy: 'Minji',
    idleLockMinutes: 5,
    revokedAt: null,
    current: true,
  },
  {
    id: 'dev-2',
    name: 'Terrace tablet',
    pairedAt: '2026-11-20T01:00:00Z',
    pairedBy: 'Minji',
    idleLockMinutes: 10,
    revokedAt: null,
    current: false,
  },
  {
    id: 'dev-3',
    name: 'Old phone',
    pairedAt: '2026-10-01T01:00:00Z',
    pairedBy: 'Minji',
    idleLockMinutes: 5,
    revokedAt: '2026-11-01T02:00:00Z',
    current: false,
  },
];

const onAuthRefused = vi.fn();

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(listDevices).mockResolvedValue(DEVICES);
  configureApiClient({ onAuthRefused });
});
afterEach(() => {
  configureApiClient({ onAuthRefused: undefined });
});

async function renderSection(who: (typeof STAFF)[number]) {
  await loadAuthStrings();
  // As the settings route loads them in a live build (lib/i18n.ts namespacesFor).
  await loadNamespaces(['settings', 'sign-in']);
  const state = signedIn(who);
  const value: SessionValue = {
    session: state.session,
    locked: false,
    device: DEVICE,
    lockNow: vi.fn(),
    applyState: vi.fn(),
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext value={value}>
        <SignInSection />
      </SessionContext>
    </QueryClientProvider>,
  );
  return value;
}

describe('the sign-in section of settings', () => {
  it('for counter staff: the idle lock read-only, Lock now, and none of the owner’s controls', async () => {
    const user = userEvent.setup();
    const value = await renderSection(STAFF[1]);
    expect(screen.getByRole('heading', { name: 'Sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Signed in: Jiwoo, Counter staff')).toBeInTheDocument();
    const idle = screen.getByRole('combobox', { name: 'Lock this device after no use for' });
    expect(idle).toBeDisabled();
    expect(idle).toHaveDisplayValue('5 minutes');
    expect(idle).toHaveAccessibleDescription('Only an owner can change this.');

    expect(screen.queryByRole('heading', { name: 'Paired devices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign everyone out' })).not.toBeInTheDocument();
    expect(listDevices).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Lock now' }));
    expect(value.lockNow).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });

  it('for an owner: sets the idle lock, 2 to 15 minutes', async () => {
    const user = userEvent.setup();
    const answer = signedIn(STAFF[0], { device: { ...DEVICE, idleLockMinutes: 10 } });
    vi.mocked(setIdleLockMinutes).mockResolvedValue(answer);
    const value = await renderSection(STAFF[0]);
    const idle = screen.getByRole('combobox', { name: 'Lock this device after no use for' });
    expect(idle).toBeEnabled();
    expect(
      within(idle)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 14 }, (_, i) => `${i + 2} minutes`));
    await user.selectOptions(idle, '10 minutes');
    expect(setIdleLockMinutes).toHaveBeenCalledWith(10);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(value.applyState).toHaveBeenCalledWith(answer);
  });

  it('for an owner: lists the paired devices and revokes one after a confirmation', async () => {
    const user = userEvent.setup();
    vi.mocked(revokeDevice).mockResolvedValue(
      DEVICES.map((d) => (d.id === 'dev-2' ? { ...d, revokedAt: '2026-11-21T01:30:00Z' } : d)),
    );
    await renderSection(STAFF[0]);
    const list = await screen.findByRole('list');
    const [current, terrace, old] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(terrace).getByText('Paired Nov 20, 2026, 10:00 AM by Minji')).toBeVisible();
    expect(within(terrace).getByText('In use')).toBeVisible();
    expect(within(old).getByText('Revoked Nov 1, 2026, 11:00 AM')).toBeVisible();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Terrace tablet' }));
    expect(revokeDevice).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: 'Revoke Terrace tablet' });
    expect(confirm).toHaveTextContent(/It can no longer be used until an owner pairs it again/);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, revoke' }));
    expect(revokeDevice).toHaveBeenCalledWith('dev-2');
    expect(await screen.findByText('Terrace tablet was revoked.')).toBeInTheDocument();
    expect(within(list).getAllByText(/^Revoked /)).toHaveLength(2);
    expect(onAuthRefused).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('for an owner: signs everyone out after a confirmation, this device too', async () => {
    const user = userEvent.setup();
    vi.mocked(signOutEveryone).mockResolvedValue(signedIn(STAFF[0], { session: null }));
    await renderSection(STAFF[0]);
    await user.click(screen.getByRole('button', { name: 'Sign everyone out' }));
    const confirm = screen.getByRole('group', { name: 'Sign everyone out' });
    // The question took the place of the button: the focus is on its safe answer.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(signOutEveryone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign everyone out' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign everyone out' }));
    expect(signOutEveryone).toHaveBeenCalledOnce();
    expect(onAuthRefused).toHaveBeenCalledWith('signed-out');
  });

  it('says a refusal in words', async () => {
    const user = userEvent.setup();
    vi.mocked(setIdleLockMinutes).mockRejectedValue(
      signInRefusal('forbidden', 403, 'Only an owner may.'),
    );
    await renderSection(STAFF[0]);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Lock this device after no use for' }),
      '3 minutes',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an owner can do this.');
  });

  it('says a refusal and a revocation in the language switched to after them', async () => {
    const user = userEvent.setup();
    vi.mocked(setIdleLockMinutes).mockRejectedValue(
      signInRefusal('forbidden', 403, 'Only an owner may.'),
    );
    vi.mocked(revokeDevice).mockResolvedValue(
      DEVICES.map((d) => (d.id === 'dev-2' ? { ...d, revokedAt: '2026-11-21T01:30:00Z' } : d)),
    );
    await renderSection(STAFF[0]);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Lock this device after no use for' }),
      '3 minutes',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an owner can do this.');
    await user.click(await screen.findByRole('button', { name: 'Revoke Terrace tablet' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('Terrace tablet was revoked.')).toBeInTheDocument();

    await act(() => changeLanguage('ko'));
    expect(screen.getByRole('alert')).toHaveTextContent('점주만 할 수 있습니다.');
    expect(screen.getByText('Terrace tablet의 등록을 해제했습니다.')).toBeInTheDocument();
  });
});
