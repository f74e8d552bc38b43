import { render, screen } from '@testing-library/react';
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
