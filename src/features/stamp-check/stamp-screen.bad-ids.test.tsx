import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { region } from './stamp-screen.test-support';

runOnShopClock();

describe('bad stamp IDs', () => {
  it.each(['12abc', '1.5', '1e3', '99999999999'])(
    '%s is caught in the field; nothing is sent',
    async (value) => {
      const { service, unmount } = await renderApp('/stamps');
      const before = structuredClone(service.state);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Coupon number or stamp ID'), `${value}{Enter}`);
      expect(screen.getByRole('alert')).toHaveTextContent(
        /A stamp ID (is a whole number|goes from 1 to 2,147,483,647)/,
      );
      expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveValue(value);
      expect(service.state).toEqual(before);
      unmount();
    },
  );

  it('a bad ID in the address is explained, not sent', async () => {
    const { unmount } = await renderApp('/stamps/12abc');
    expect(within(await region('Not a valid stamp ID')).getByText('12abc')).toBeInTheDocument();
    unmount();
  });

  it.each([
    ['/stamps/%25E0', 'This address is damaged (a broken %-code) and cannot be read.'],
    ['/stamps/%25ZZ', 'This address is damaged (a broken %-code) and cannot be read.'],
    ['/stamps/-274', 'A stamp ID is a whole number, like 274.'],
  ])('a broken deep link %s says so instead of throwing', async (path, message) => {
    const { unmount } = await renderApp(path);
    const panel = await region('Not a valid stamp ID');
    expect(within(panel).getByText(message, { exact: false })).toBeInTheDocument();
    unmount();
  });

  it('a refused entry is selected, so the next scan replaces it; the earlier card is cleared', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Coupon number or stamp ID');
    await user.type(field, '12abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A stamp ID is a whole number');
    expect(field).toHaveValue('12abc');
    expect([
      (field as HTMLInputElement).selectionStart,
      (field as HTMLInputElement).selectionEnd,
    ]).toEqual([0, 5]);
    expect(screen.queryByRole('region', { name: 'Card OK' })).not.toBeInTheDocument();
    // The scanner's next burst lands in the field as it is (no click first).
    await user.type(field, '99999999999{Enter}', { skipClick: true });
    expect(field).toHaveValue('99999999999');
    expect(screen.getByRole('alert')).toHaveTextContent('A stamp ID goes from 1 to 2,147,483,647');
    unmount();
  });

  it('a stamp page on another website is not one of ours, and nothing is sent', async () => {
    const { service, unmount } = await renderApp('/stamps');
    const before = structuredClone(service.state);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Coupon number or stamp ID');
    await user.type(field, 'https://evil.example/stamp/274{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('not one of ours');
    await user.clear(field);
    // The account's registered custom domain is one of ours.
    await user.type(field, 'https://go.example-bakery.kr/stamp/275{Enter}');
    expect(within(await region('Card OK')).getByText('9 of 10 stamps')).toBeInTheDocument();
    expect(service.state).toEqual(before);
    unmount();
  });

  it('when the service answers 400 / 653 anyway: "not a valid stamp ID", nothing counted as done', async () => {
    const { server, service, unmount } = await renderApp('/stamps');
    // As if a value the app accepted were refused by the service's own parsing.
    server.use(
      http.get('*/api/stamp/v1/validate', () =>
        HttpResponse.json(
          { code: 653, message: 'Invalid parameter: stampIdx', result: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Coupon number or stamp ID'),
      `${S.inProgress}{Enter}`,
    );
    const invalid = await region('Not a valid stamp ID');
    expect(
      within(invalid).getByText(
        'The service refused this stamp ID as not valid. Nothing was recorded.',
      ),
    ).toBeInTheDocument();
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(3);
    expect(
      within(await screen.findByRole('region', { name: 'Recent at this counter' })).getByText(
        'Refused',
      ),
    ).toBeInTheDocument();
    unmount();
  });

  it('a 653 on add counts nothing as done', async () => {
    const { server, service, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const card = await region('Card OK');
    server.use(
      http.put('*/api/stamp/v1/add', () =>
        HttpResponse.json(
          { code: 653, message: 'Invalid parameter: stampIdx', result: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Add a stamp' }));
    await region('Not a valid stamp ID');
    expect(screen.queryByText(/added/)).toBeNull();
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(3);
    unmount();
  });
});
