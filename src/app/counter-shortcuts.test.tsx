import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveDeviceSettings } from '../counter/device-settings';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';

runOnShopClock();

const FIELD = 'Coupon number or stamp ID';
const field = () => screen.getByLabelText<HTMLInputElement>(FIELD);
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });
/** The list loads on demand: on a loaded machine that can take a moment. */
const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 3000 });
const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
const focus = (element: HTMLElement) => {
  act(() => element.focus());
};

async function scan(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(FIELD), `${code}{Enter}`);
  return user;
}

describe('/ goes to the scan field', () => {
  it('from a button, without typing the slash', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.percent);
    const redeem = within(await region('Valid')).getByRole('button', { name: 'Redeem' });
    focus(redeem);
    await user.keyboard('/');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('aria-keyshortcuts', '/');
    unmount();
  });

  it('selects what was left in the field, so the next scan replaces it', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan('ABC-12');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    focus(screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('/');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('ABC-12');
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, 6]);
    unmount();
  });

  it('does nothing with Ctrl held', async () => {
    const { unmount } = await renderApp('/');
    const user = userEvent.setup();
    const check = await screen.findByRole('button', { name: 'Check' });
    focus(check);
    await user.keyboard('{Control>}/{/Control}');
    expect(check).toHaveFocus();
    unmount();
  });
});

describe('? lists the shortcuts', () => {
  it('opens from the empty scan field, closes with Esc, and hands focus back', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.percent);
    await region('Valid');
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('?');
    const list = await dialog('Keyboard shortcuts');
    expect(within(list).getByText('Show this list.')).toBeInTheDocument();
    expect(within(list).getByText('/')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(field()).toHaveFocus());
    // The dialog's Esc is the dialog's: the verdict behind it stays.
    expect(screen.getByRole('region', { name: 'Valid' })).toBeInTheDocument();
    unmount();
  });

  it('opens from its button beside the hint on the stamp screen; Close hands focus back to it', async () => {
    const { unmount } = await renderApp('/stamps');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Shortcuts (?)' });
    expect(button).toHaveAttribute('aria-keyshortcuts', '?');
    await user.click(button);
    const list = await dialog('Keyboard shortcuts');
    await user.click(within(list).getByRole('button', { name: 'Close' }));
    await dialogGone();
    await waitFor(() => expect(button).toHaveFocus());
    unmount();
  });

  it('speaks Korean', async () => {
    const { unmount } = await renderApp('/', { language: 'ko' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '단축키 (?)' }));
    expect(await dialog('키보드 단축키')).toBeInTheDocument();
    unmount();
  });
});

describe('Esc clears the verdict', () => {
  it('back to the idle coupon counter', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.expired);
    await region('Cannot be used');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Ready for the next coupon.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cannot be used' })).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    unmount();
  });

  it('in a scan field with text, clears only the text; the next Esc the verdict', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.percent);
    await region('Valid');
    await user.type(field(), 'AB');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Valid' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Ready for the next coupon.')).toBeInTheDocument();
    unmount();
  });

  it('a stamp card, and the address that named it', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    await userEvent.setup().keyboard('{Escape}');
    expect(await screen.findByText('Scan a stamp card, or type its ID.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/stamps');
    unmount();
  });

  it('a broken stamp address, said to be one', async () => {
    const { unmount } = await renderApp('/stamps/12ab');
    await region('Not a valid stamp ID');
    await userEvent.setup().keyboard('{Escape}');
    expect(await screen.findByText('Scan a stamp card, or type its ID.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not a valid stamp ID' })).not.toBeInTheDocument();
    unmount();
  });

  it('never while a redeem is in flight: its result lands on its own verdict', async () => {
    const { demo, service, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({ latencyMs: 300 });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('button', { name: 'Redeeming…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Valid' })).toBeInTheDocument();
    expect(await region('Redeemed')).toBeInTheDocument();
    expect(screen.queryByText(/Earlier redeem/)).not.toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(43);
    unmount();
  });

  it('not while the redeem dialog is open: Esc closes the dialog and the verdict stays', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.onsite);
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await dialog(`Redeem ${C.onsite}`);
    await user.keyboard('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(screen.getByRole('region', { name: 'Valid' })).toBeInTheDocument();
    unmount();
  });
});

describe('Esc with a pop-up open: the pop-up closes, not the verdict', () => {
  it('closes the More list, with focus back on its button; the verdict stays until the next Esc', async () => {
    saveDeviceSettings({ role: 'counter' });
    const { unmount } = await renderApp('/');
    const user = await scan(C.percent);
    await region('Valid');
    const more = screen.getByRole('button', { name: 'More screens' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Valid' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Ready for the next coupon.')).toBeInTheDocument();
    unmount();
  });
});

describe('no shortcut while staff type', () => {
  it('in a scan field with text: / and ? are part of the code (a scanned stamp page URL)', async () => {
    const { unmount } = await renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(FIELD), 'AB/?');
    expect(field()).toHaveValue('AB/?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), `https://vvd.bz/stamp/${S.inProgress}?src=qr{Enter}`);
    await waitFor(() => expect(window.location.pathname).toBe(`/stamps/${S.inProgress}`));
    expect(await region('Card OK')).toBeInTheDocument();
    unmount();
  });

  it('in any other field on a counter screen: keys are typed, the verdict stays', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.percent);
    await region('Valid');
    // Any field of the page but the scan field (a note, a search…).
    const other = document.createElement('input');
    other.setAttribute('aria-label', 'Note');
    document.body.append(other);
    await user.click(other);
    await user.keyboard('/?{Escape}');
    expect(other).toHaveValue('/?');
    expect(other).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Valid' })).toBeInTheDocument();
    other.remove();
    unmount();
  });

  it('in a back-office form field', async () => {
    const { unmount } = await renderApp('/coupons/new');
    const user = userEvent.setup();
    await screen.findByRole('form', undefined, { timeout: 3000 });
    const name = screen.getByLabelText(/^Coupon name/);
    await user.type(name, 'Lunch /2?');
    await user.keyboard('{Escape}');
    expect(name).toHaveValue('Lunch /2?');
    expect(name).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
  });
});
