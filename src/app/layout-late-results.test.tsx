import { act, render, screen, waitFor } from '@testing-library/react';
import { use, type ReactNode } from 'react';
import { Router } from 'wouter';
import { CounterBelow, preloadLaterParts } from '../counter/later-parts';
import { addLateResult } from '../counter/write-lock';
import { initI18n } from '../lib/i18n';
import { allowConsoleErrors, expectConsoleErrors } from '../test/console-guard';
import { Layout } from './layout';
import { Providers } from './providers';

/**
 * A late result (a write that ended after staff moved on) is shown once, wherever staff are: below
 * the verdict on a counter screen, above any other screen, and above a counter screen that is
 * still loading or shows its error page (where, before, it was shown nowhere).
 */
const LATE = 'Earlier redeem of KRW5000OFF: it went through.';

function inLayout(screenPart: ReactNode, path = '/') {
  return render(
    <Providers demoControls={null}>
      <Router ssrPath={path}>
        <Layout>{screenPart}</Layout>
      </Router>
    </Providers>,
  );
}

/** A counter screen: its own part (here a stand-in for its scan field and verdict), then below. */
function CounterScreen() {
  return (
    <>
      <p>The scan field and the verdict</p>
      <CounterBelow />
    </>
  );
}

function expectBelowScreenPart() {
  expect(
    screen
      .getByText('The scan field and the verdict')
      .compareDocumentPosition(screen.getByText(LATE)) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
}

function Broken(): never {
  throw new Error('the counter screen failed to render');
}

const never = new Promise<never>(() => undefined);
function StillLoading(): never {
  return use(never);
}

// The setup unmounts every render and then empties the write lock's store.
beforeEach(async () => {
  await Promise.all([initI18n('en', '/'), preloadLaterParts()]);
  addLateResult({
    subject: 'coupon',
    code: 'KRW5000OFF',
    action: 'redeem',
    result: 'went-through',
    before: 0,
    now: 1,
  });
});

describe('where a late result shows', () => {
  it('below the verdict on a counter screen, and only there', async () => {
    inLayout(<CounterScreen />);
    // Settled on one copy. (With the signed-in layout, this screen that is not lazy, unlike the
    // app's, briefly shows the copy above too before the one below takes over.)
    await waitFor(() => expect(screen.getAllByText(LATE)).toHaveLength(1));
    // Below the screen's own part (its scan field and verdict), above its recent list.
    expectBelowScreenPart();
    const recentHeading = await screen.findByRole('heading', { name: 'Recent at this counter' });
    expect(
      screen.getByText(LATE).compareDocumentPosition(recentHeading) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('above a counter screen that is still loading', async () => {
    // Awaited: React asks that a render which suspends be.
    await act(async () => {
      inLayout(<StillLoading />);
      await Promise.resolve();
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findAllByText(LATE)).toHaveLength(1);
  });

  it('above a counter screen that shows its error page', async () => {
    allowConsoleErrors(/the counter screen failed to render/);
    inLayout(<Broken />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this screen');
    expectConsoleErrors(/the counter screen failed to render/);
    expect(await screen.findAllByText(LATE)).toHaveLength(1);
  });

  it('moves above the screen when the counter screen goes, and below it when it comes back', async () => {
    const view = inLayout(<CounterScreen />);
    expect(await screen.findAllByText(LATE)).toHaveLength(1);
    view.rerender(
      <Providers demoControls={null}>
        <Router ssrPath="/">
          <Layout>
            <p>Another screen</p>
          </Layout>
        </Router>
      </Providers>,
    );
    expect(await screen.findAllByText(LATE)).toHaveLength(1);
    expect(
      screen.getByText(LATE).compareDocumentPosition(screen.getByText('Another screen')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await act(async () => {
      view.rerender(
        <Providers demoControls={null}>
          <Router ssrPath="/">
            <Layout>
              <CounterScreen />
            </Layout>
          </Router>
        </Providers>,
      );
      await Promise.resolve();
    });
    expect(screen.getAllByText(LATE)).toHaveLength(1);
    expectBelowScreenPart();
  });
});
