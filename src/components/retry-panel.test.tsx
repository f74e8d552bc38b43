import { act, render, screen } from '@testing-library/react';
import { checkConnection } from '../api/connection';
import { ApiError } from '../api/errors';
import { initI18n } from '../lib/i18n';
import { RetryPanel } from './retry-panel';

describe('RetryPanel under a rate limit', () => {
  it('counts down, then enables the action and says so, never "Wait 0 seconds"', async () => {
    await initI18n('en');
    const error = new ApiError({
      kind: 'rate-limited',
      operation: 'coupon.redeem',
      status: 429,
      retryAfterSeconds: 1,
    });
    render(
      <RetryPanel
        error={error}
        offlineMessage="offline"
        rateLimitedMessage={(seconds) => `Wait ${seconds} seconds.`}
        retryLabel="Check again"
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('Wait 1 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeDisabled();
    expect(
      await screen.findByText('You can try again now.', undefined, { timeout: 2500 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(screen.queryByText(/Wait 0/)).not.toBeInTheDocument();
  });
});

describe('RetryPanel after a lost connection', () => {
  it('says "offline" while the server cannot be reached, and that it is back once it is', async () => {
    await initI18n('en');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const error = new ApiError({ kind: 'network', operation: 'coupon.validate' });
    render(
      <RetryPanel
        error={error}
        offlineMessage="Coupons cannot be checked offline."
        rateLimitedMessage={() => ''}
        retryLabel="Check again"
        onRetry={() => undefined}
      />,
    );
    // No answer, the connection not yet known to be gone: the error's own words.
    expect(screen.getByText('No connection. Check the network and try again.')).toBeVisible();
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => checkConnection());
    expect(screen.getByText('Coupons cannot be checked offline.')).toBeVisible();
    fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ status: 'ok' })));
    await act(() => checkConnection());
    // Back: "No connection" would no longer be true.
    expect(screen.getByText('The connection is back: try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });
});
