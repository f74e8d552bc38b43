import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint, lazyPart, resetFirstPaint, RETRY_MS } from './lazy-part';

function Shown({ word }: { word: string }) {
  return <p>{word}</p>;
}

describe('lazyPart', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again for code that could not be fetched, and shows the part once it comes', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof Shown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Shown);
    const { Part } = lazyPart(load);
    render(
      <main>
        <Suspense fallback={null}>
          <Part word="Recent" />
        </Suspense>
      </main>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Recent')).toBeNull();
    // Nothing broke meanwhile: the screen around it is still there.
    expect(screen.getByRole('main')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Recent')).toBeInTheDocument();
  });

  it('fetches once for a preload and a render, and renders at once once loaded', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const { Part, preload } = lazyPart(load);
    await preload();
    await preload();
    // Loaded: the first commit has it, with no Suspense boundary needed.
    render(<Part word="At once" />);
    expect(screen.getByText('At once')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('AfterFirstPaint', () => {
  beforeEach(() => resetFirstPaint());

  it('renders nothing in the first commit, its children once a frame has been painted, and at once on later mounts', async () => {
    const { unmount } = render(
      <AfterFirstPaint>
        <Shown word="Later" />
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('Later')).toBeNull();
    expect(await screen.findByText('Later')).toBeInTheDocument();
    unmount();
    // Another screen after the app's first paint: no wait for a frame.
    render(
      <AfterFirstPaint>
        <Shown word="Again" />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Again')).toBeInTheDocument();
  });

  it('shows nothing while its part loads, and the part once it has', async () => {
    let arrive: (component: typeof Shown) => void = () => {};
    const { Part } = lazyPart(() => new Promise<typeof Shown>((resolve) => (arrive = resolve)));
    render(
      <AfterFirstPaint>
        <Part word="Loaded" />
      </AfterFirstPaint>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.queryByText('Loaded')).toBeNull();
    act(() => arrive(Shown));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });
});
