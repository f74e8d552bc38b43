import { act, fireEvent, render, screen } from '@testing-library/react';
import { GuardedWriteButton } from './guarded-write-button';
import { CONFIRM_SETTLE_MS, useDoubleCheck } from './use-double-check';

function Harness({
  asks,
  busy = false,
  onWrite,
}: {
  asks: boolean;
  busy?: boolean;
  onWrite: () => void;
}) {
  const guard = useDoubleCheck();
  return (
    <GuardedWriteButton guard={guard} asks={asks} busy={busy} className="button" onWrite={onWrite}>
      {guard.asking ? 'Redeem again' : 'Redeem'}
    </GuardedWriteButton>
  );
}

describe('the guarded write button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes at the first tap when nothing asks for a second', () => {
    const onWrite = vi.fn();
    render(<Harness asks={false} onWrite={onWrite} />);
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(onWrite).toHaveBeenCalledTimes(1);
  });

  it('asks first, takes no confirmation before the question has settled, then writes once', () => {
    const onWrite = vi.fn();
    render(<Harness asks onWrite={onWrite} />);
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const again = screen.getByRole('button', { name: 'Redeem again' });
    // A double tap's second tap lands while the question settles: it is not the confirmation.
    expect(again).toBeDisabled();
    fireEvent.click(again);
    expect(onWrite).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(CONFIRM_SETTLE_MS);
    });
    expect(again).toBeEnabled();
    fireEvent.click(again);
    expect(onWrite).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while a write is running, and says whose it is', () => {
    const onWrite = vi.fn();
    render(<Harness asks={false} busy onWrite={onWrite} />);
    const button = screen.getByRole('button', { name: 'Redeem' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onWrite).not.toHaveBeenCalled();
  });
});
