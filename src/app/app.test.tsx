import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from 'react-error-boundary';
import { Router } from 'wouter';
import { ErrorFallback } from '../components/error-fallback';
import { initI18n } from '../lib/i18n';
import { allowConsoleErrors, expectConsoleErrors } from '../test/console-guard';
import { renderApp } from '../test/render-app';

describe('app shell', () => {
  it('opens the counter at / with the demo banner and the navigation', async () => {
    const { unmount } = await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check a coupon' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Demo mode/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Coupons' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    unmount();
  });

  it('switches the demo plan and the simulated failure from settings', async () => {
    const user = userEvent.setup();
    const { service, unmount } = await renderApp('/settings');
    await user.click(await screen.findByRole('radio', { name: /Personal/ }));
    expect(service.controls.getSettings().plan).toBe('personal');
    expect(screen.getByRole('complementary', { name: 'Demo settings' })).toHaveTextContent(
      'Plan: Personal',
    );
    await user.selectOptions(screen.getByLabelText('Simulated failure'), 'Rate limited (HTTP 429)');
    expect(service.controls.getSettings().fault).toBe('rate-limit');
    expect(screen.getByText(/Simulated failure on/)).toBeInTheDocument();
    unmount();
  });

  it('pins the service date, and follows the real date again', async () => {
    const user = userEvent.setup();
    const { service, unmount } = await renderApp('/settings');
    expect(service.controls.getSettings().fixedNow).not.toBeNull();
    const dateInput = await screen.findByLabelText('Pin the service date');
    // jsdom cannot type into a date input key by key; a picker sets the whole value at once too.
    fireEvent.change(dateInput, { target: { value: '2027-01-15' } });
    expect(service.controls.getSettings().today).toBe('2027-01-15');
    await user.click(screen.getByRole('checkbox', { name: 'Follow the real date' }));
    expect(service.controls.getSettings().fixedNow).toBeNull();
    unmount();
  });

  it('switches to Korean from the header', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/stamps');
    await screen.findByRole('heading', { level: 1, name: 'Stamp cards' });
    await user.click(screen.getByRole('button', { name: 'Switch language to 한국어' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '스탬프 카드' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
    unmount();
  });
});

describe('error boundary', () => {
  function Broken(): never {
    throw new Error('screen failed to render');
  }

  it('contains a failing screen and offers a way out', async () => {
    await initI18n('en');
    const user = userEvent.setup();
    // React logs the error the boundary catches: expected here, and checked below.
    allowConsoleErrors(/screen failed to render/);
    let broken = true;
    function FlakyScreen() {
      return broken ? <Broken /> : <p>Recovered</p>;
    }
    render(
      <Router>
        <ErrorBoundary FallbackComponent={ErrorFallback}>
          <FlakyScreen />
        </ErrorBoundary>
      </Router>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this screen');
    expect(screen.getByRole('link', { name: 'Coupon counter' })).toHaveAttribute('href', '/');
    expectConsoleErrors(/screen failed to render/);
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
