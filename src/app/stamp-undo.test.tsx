import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { saveCounterSettings } from '../counter/counter-settings';
import { CONFIRM_SETTLE_MS } from '../counter/use-double-check';
import { removeStamp as removeRule } from '../mocks/rules/stamps';
import { STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { logRequests } from '../test/request-log';
import { elapse, runOnShopClock } from '../test/shop-clock';

/**
 * Undo (decision 0016): a stamp added by mistake is taken back by `PUT /api/stamp/v1/remove`, by
 * the same write protocol as every other write, and only right after it was added here. The
 * orderings are those of the other writes (decision 0004): answered, lost after it landed, landed
 * after the timeout, another till in between.
 */
runOnShopClock({ timers: true });

const region = (name: string | RegExp) => screen.findByRole('region', { name }, { timeout: 3000 });
const UNDO = 'Undo last stamp';

/** Card 274 (3 of 10) on screen with one stamp added here: 4 of 10, Undo offered. */
async function cardWithOneAdded() {
  const app = await renderApp(`/stamps/${S.inProgress}`);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
  await screen.findByText('Stamp 4 added. Confirmed by the service: 4 of 10.');
  const undo = await screen.findByRole('button', { name: UNDO });
  // It takes no tap for a moment after it appears: the second tap of a double tap is not it.
  expect(undo).toBeDisabled();
  await elapse(CONFIRM_SETTLE_MS);
  await waitFor(() => expect(undo).toBeEnabled());
  return { ...app, user, undo, card: app.service.state.stamps[String(S.inProgress)] };
}

const stampsShown = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

describe('Undo: the write orderings', () => {
  it('answered: the stamp is taken back, exactly { stampIdx } is sent, once', async () => {
    const { user, undo, card, server, unmount } = await cardWithOneAdded();
    const log = logRequests(server);
    await user.click(undo);
    expect(
      await screen.findByText('Stamp taken back. Confirmed by the service: 3 of 10.'),
    ).toBeInTheDocument();
    expect(stampsShown()).toBe('3');
    expect(card?.stamps).toBe(3);
    // A fresh read before it (the counter's, then our server's own before it writes), the write
    // once, a read after it.
    expect(log.all.map((entry) => entry.operation)).toEqual([
      'stamp.validate',
      'stamp.validate',
      'stamp.remove',
      'stamp.validate',
    ]);
    expect(await log.of('stamp.remove')[0]?.body).toEqual({ stampIdx: S.inProgress });
    // Nothing more to take back: the stamp the customer had before is theirs.
    expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    unmount();
  });

  it('after a stamp taken back, the next add asks nothing: the card has no stamp from moments ago', async () => {
    const { user, undo, card, unmount } = await cardWithOneAdded();
    await user.click(undo);
    await screen.findByText('Stamp taken back. Confirmed by the service: 3 of 10.');
    await user.click(screen.getByRole('button', { name: 'Add a stamp' }));
    expect(
      await screen.findByText('Stamp 4 added. Confirmed by the service: 4 of 10.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/got a stamp .* ago/)).not.toBeInTheDocument();
    expect(card?.stamps).toBe(4);
    unmount();
  });

  it('lost after it landed: read back, "taken back"', async () => {
    const { user, undo, card, demo, server, unmount } = await cardWithOneAdded();
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['stamp.remove'] });
    const log = logRequests(server);
    await user.click(undo);
    expect(await screen.findByText(/^Stamp taken back\./)).toBeInTheDocument();
    expect(stampsShown()).toBe('3');
    expect(card?.stamps).toBe(3);
    expect(log.count('stamp.remove')).toBe(1);
    unmount();
  });

  it('landed after the timeout: a later read-back sees it, "taken back"', async () => {
    const { user, undo, card, demo, unmount } = await cardWithOneAdded();
    await demo({
      fault: 'late-write',
      lateWriteMs: 20,
      faultOnce: true,
      faultOperations: ['stamp.remove'],
    });
    await user.click(undo);
    expect(await screen.findByText(/^Stamp taken back\./)).toBeInTheDocument();
    expect(card?.stamps).toBe(3);
    unmount();
  });

  it('never landed: every read-back unchanged, "not taken back", and Undo stays', async () => {
    const { user, undo, card, demo, unmount } = await cardWithOneAdded();
    await demo({ fault: 'network-error', faultOnce: true, faultOperations: ['stamp.remove'] });
    await user.click(undo);
    expect(
      await screen.findByText(
        'It did not go through: the stamp was not taken back. It is still on the card.',
      ),
    ).toBeInTheDocument();
    expect(stampsShown()).toBe('4');
    expect(card?.stamps).toBe(4);
    expect(await screen.findByRole('button', { name: UNDO })).toBeInTheDocument();
    unmount();
  });

  it('another till took one back too, answer lost: "not sure", with the counts', async () => {
    const { user, undo, card, demo, unmount } = await cardWithOneAdded();
    await demo({
      fault: 'lost-response',
      faultOnce: true,
      faultOperations: ['stamp.remove'],
      otherTill: 'once',
    });
    await user.click(undo);
    const panel = await region('Not sure it went through');
    expect(within(panel).getByText(/cannot tell whether the stamp was taken back/)).toBeVisible();
    expect(within(panel).getByText('Stamps before: 4. Now: 2.')).toBeVisible();
    expect(within(panel).getByText(/another till took one back too/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    expect(card?.stamps).toBe(2);
    // Read again: still no Undo (it may have gone; a second one would take a customer's stamp).
    await user.click(within(panel).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(stampsShown()).toBe('2'));
    expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    unmount();
  });

  it('another till stamped in between, answer lost: up by one is never "taken back"', async () => {
    const { user, undo, card, service, server, unmount } = await cardWithOneAdded();
    server.use(
      http.put(
        '*/api/stamp/v1/remove',
        async ({ request }) => {
          removeRule(service.context(), (await request.json()) as Record<string, unknown>);
          if (card) card.stamps += 2; // two stamps from another till, meanwhile
          service.commit();
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.click(undo);
    const panel = await region('Not sure it went through');
    expect(within(panel).getByText('Stamps before: 4. Now: 5.')).toBeVisible();
    expect(within(panel).getByText(/another till stamped this card meanwhile/)).toBeVisible();
    unmount();
  });

  it('refused (the live server says it is not this till’s to take back): said, and Undo goes', async () => {
    const { user, undo, card, server, unmount } = await cardWithOneAdded();
    server.use(
      http.put(
        '*/api/stamp/v1/remove',
        () =>
          HttpResponse.json(
            {
              code: 403,
              message:
                'Only a stamp you added yourself on this device, minutes ago, can be taken back: this one was added by someone else, or too long ago. Ask an owner.',
              result: null,
            },
            // Our server's refusal reads as the service's own: HTTP 200, a non-zero code.
            { status: 200 },
          ),
        { once: true },
      ),
    );
    await user.click(undo);
    expect(
      await screen.findByText(/No stamp taken back\. The answer was: “Only a stamp you added/),
    ).toBeInTheDocument();
    expect(card?.stamps).toBe(4);
    expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    unmount();
  });
});

describe('Undo: when it is offered', () => {
  it('+3 is undone one stamp at a time, with the count shown', async () => {
    const { service, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(
      within(await region('Card OK')).getByRole('button', {
        name: 'Add 3 stamps (one per item bought)',
      }),
    );
    await screen.findByText('3 stamps added.');
    for (const [left, after] of [
      [3, 5],
      [2, 4],
      [1, 3],
    ] as const) {
      const undo = await screen.findByRole('button', { name: UNDO });
      expect(undo).toHaveAccessibleDescription(
        left === 1
          ? '1 stamp added here can be taken back, for up to 2 minutes after it was added.'
          : `${left} stamps added here can be taken back, one at a time, for up to 2 minutes after each was added.`,
      );
      await elapse(CONFIRM_SETTLE_MS);
      await waitFor(() => expect(undo).toBeEnabled());
      await user.click(undo);
      expect(
        await screen.findByText(`Stamp taken back. Confirmed by the service: ${after} of 10.`),
      ).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(3);
    unmount();
  });

  it('for the window set in Settings (2 minutes by default), then no more', async () => {
    const { unmount } = await cardWithOneAdded();
    await elapse(2 * 60_000 - CONFIRM_SETTLE_MS - 1_000);
    expect(screen.getByRole('button', { name: UNDO })).toBeEnabled();
    await elapse(1_000);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument(),
    );
    unmount();
  });

  it('a longer window from Settings', async () => {
    saveCounterSettings({ stampUndoMinutes: 5 });
    const { unmount } = await cardWithOneAdded();
    await elapse(4 * 60_000);
    expect(screen.getByRole('button', { name: UNDO })).toBeEnabled();
    await elapse(60_000);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument(),
    );
    unmount();
  });

  it('not after the card moved on: the next card, and this one scanned again', async () => {
    const { user, unmount } = await cardWithOneAdded();
    const field = screen.getByLabelText('Coupon number or stamp ID');
    await user.type(field, `${S.oneShort}{Enter}`);
    await region('Card OK');
    expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, `${S.inProgress}{Enter}`);
    await screen.findByText('4 of 10 stamps');
    expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    unmount();
  });

  it('a stamp that filled the card can be taken back; never after the reward', async () => {
    const { service, unmount } = await renderApp(`/stamps/${S.oneShort}`);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    const full = await region('Reward ready');
    expect(within(full).getByRole('button', { name: 'Give reward' })).toBeInTheDocument();
    expect(await within(full).findByRole('button', { name: UNDO })).toBeInTheDocument();
    await user.click(within(full).getByRole('button', { name: 'Give reward' }));
    await region('Reward given');
    expect(screen.queryByRole('button', { name: UNDO })).not.toBeInTheDocument();
    expect(service.state.stamps[String(S.oneShort)]?.rewardGiven).toBe(true);
    unmount();
  });
});
