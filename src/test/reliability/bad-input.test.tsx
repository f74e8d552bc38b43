import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationName } from '../../api/errors';
import { renderApp } from '../render-app';
import { logRequests } from '../request-log';
import { runOnShopClock } from '../shop-clock';
import { BAD_INPUTS, type BadInputId } from './bad-input-corpus';

/**
 * The reliability suite, bad input: every entry of the corpus through the scan field of both
 * counter screens, the create form, the device settings and the clicks screen's link ID. No crash
 * (no error boundary; the setup fails a test on any console.error), a clear message where the
 * value is refused, and nothing sent to the service that should not be: requests are counted, and
 * where the rule cleans a value (decision 0005: invisible and control characters dropped, spaces
 * trimmed), the request carries the clean value.
 */
runOnShopClock();

const FIELD = 'Coupon number or stamp ID';
const BOUNDARY = 'Something went wrong on this screen';
const typist = () => userEvent.setup({ delay: 0 });

const COUPON_FORMAT = 'A coupon number is 8 to 16 letters and digits. Check what was typed.';
const STAMP_FORMAT = 'A stamp ID is a whole number, like 274. Check what was typed.';
const STAMP_RANGE = 'A stamp ID goes from 1 to 2,147,483,647.';
const FOREIGN = 'This is a stamp page or coupon link on another website: not one of ours.';

type ScanExpectation =
  | { problem: string }
  | { sends: Extract<OperationName, 'coupon.validate' | 'stamp.validate'>; value: string };
const coupon = (value: string): ScanExpectation => ({ sends: 'coupon.validate', value });
const stamp = (value: string): ScanExpectation => ({ sends: 'stamp.validate', value });
const refused = (problem: string): ScanExpectation => ({ problem });

/**
 * What a scan of each entry does on the coupon counter (digits read as coupons) and on the stamp
 * screen (digits read as stamps). Full-width digits are refused, not converted: coupon numbers
 * and stamp IDs are ASCII (decision 0005).
 */
const SCAN: Record<BadInputId, { counter: ScanExpectation; stamps: ScanExpectation }> = {
  'long-letters': { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  'long-digits': { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_RANGE) },
  emoji: { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  'emoji-zwj': { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  arabic: { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  hebrew: { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  // The override goes; what is left is the characters as scanned, not as they looked.
  rlo: { counter: coupon('51TNECREP'), stamps: coupon('51TNECREP') },
  'zero-width-space': { counter: coupon('PERCENT15'), stamps: coupon('PERCENT15') },
  bom: { counter: coupon('PERCENT15'), stamps: coupon('PERCENT15') },
  nul: { counter: coupon('PERCENT15'), stamps: coupon('PERCENT15') },
  bell: { counter: coupon('PERCENT15'), stamps: coupon('PERCENT15') },
  'carriage-return': { counter: coupon('PERCENT15'), stamps: coupon('PERCENT15') },
  'full-width-coupon': { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  'full-width-stamp': { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  script: { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  'img-onerror': { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  sql: { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  'foreign-coupon-url': { counter: refused(FOREIGN), stamps: refused(FOREIGN) },
  'foreign-stamp-url': { counter: refused(FOREIGN), stamps: refused(FOREIGN) },
  'look-alike-host': { counter: refused(FOREIGN), stamps: refused(FOREIGN) },
  'userinfo-host': { counter: refused(FOREIGN), stamps: refused(FOREIGN) },
  'javascript-url': { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  'query-injection': { counter: refused(COUPON_FORMAT), stamps: refused(STAMP_FORMAT) },
  'spaces-coupon': { counter: coupon('PERCENT15'), stamps: coupon('PERCENT15') },
  'spaces-stamp': { counter: stamp('274'), stamps: stamp('274') },
};

/** Nothing crashed: no error boundary on screen (console errors fail the test by themselves). */
function expectNoCrash(id: string) {
  expect(screen.queryByText(BOUNDARY), id).not.toBeInTheDocument();
  expect(
    screen.queryAllByRole('img').filter((img) => img.getAttribute('src') === 'x'),
    id,
  ).toEqual([]);
}

describe('the scan field', () => {
  it.each([
    ['coupon counter', '/', 'counter', 'Coupons'],
    ['stamp screen', '/stamps', 'stamps', 'Stamps'],
  ] as const)(
    'on the %s takes the whole corpus',
    { timeout: 30_000 },
    async (_, path, screenName, tab) => {
      const app = await renderApp(path);
      const sent = logRequests(app.server);
      const user = typist();
      for (const input of BAD_INPUTS) {
        const expected = SCAN[input.id][screenName];
        // A value handed to the other screen moved there: back to the screen under test.
        if (
          !window.location.pathname.startsWith(path === '/' ? '/' : '/stamps') ||
          (path === '/' && window.location.pathname.startsWith('/stamps'))
        )
          await user.click(screen.getByRole('link', { name: tab }));
        const field = await screen.findByLabelText(FIELD);
        await user.clear(field);
        await user.paste(input.value);
        await user.keyboard('{Enter}');
        if ('problem' in expected) {
          expect(screen.getByRole('alert'), input.id).toHaveTextContent(expected.problem);
          expect(field, input.id).toHaveAttribute('aria-invalid', 'true');
          expect(
            sent.all.map((request) => request.operation),
            input.id,
          ).toEqual([]);
        } else {
          await waitFor(() => expect(sent.all.length, input.id).toBeGreaterThan(0));
          const [request, ...others] = sent.all;
          expect([request?.operation, others], input.id).toEqual([expected.sends, []]);
          const param = expected.sends === 'coupon.validate' ? 'cpnNo' : 'stampIdx';
          expect(request?.query.get(param), input.id).toBe(expected.value);
          await screen.findByRole(
            'region',
            { name: /^(Valid|Cannot be used|Card OK)$/ },
            { timeout: 3000 },
          );
          sent.all.length = 0;
        }
        expectNoCrash(input.id);
      }
      app.unmount();
    },
  );
});

describe('the clicks screen', () => {
  it(
    'asks for exactly the link ID typed, trimmed, and refuses one over 100 characters',
    { timeout: 30_000 },
    async () => {
      const app = await renderApp(
        '/clicks?date=2026-11-20&scope=link&link=spring-sale&domain=https%3A%2F%2Fvvd.bz',
      );
      await screen.findByText(/on November 20, 2026/, undefined, { timeout: 3000 });
      const sent = logRequests(app.server);
      const user = typist();
      // The link's fields are behind the line that says what is shown, and the panel closes once
      // a link is shown: it is opened again for each input.
      for (const input of BAD_INPUTS) {
        const change = screen.getByRole('button', { name: 'Change' });
        if (change.getAttribute('aria-expanded') === 'false') await user.click(change);
        const field = screen.getByRole('textbox', { name: 'Link ID' });
        await user.clear(field);
        await user.paste(input.value);
        const kept = (field as HTMLInputElement).value.trim();
        await user.click(screen.getByRole('button', { name: 'Show' }));
        if (kept.length > 100) {
          expect(screen.getByText('A link ID has at most 100 characters.'), input.id).toBeVisible();
          expect(sent.count('statistics.clicksByHour'), input.id).toBe(0);
        } else {
          expect(new URLSearchParams(window.location.search).get('link'), input.id).toBe(kept);
          await waitFor(
            () =>
              expect(screen.queryByText('Loading the clicks…'), input.id).not.toBeInTheDocument(),
            { timeout: 3000 },
          );
          for (const { query } of sent.of('statistics.clicksByHour')) {
            expect(query.get('linkId'), input.id).toBe(kept);
            expect(query.get('grpIdx'), input.id).toBeNull();
          }
        }
        // A link the service does not know is its to refuse, in its words; never a failure here.
        expect(screen.queryByText('The clicks could not be loaded.'), input.id).toBeNull();
        expectNoCrash(input.id);
        sent.all.length = 0;
      }
      app.unmount();
    },
  );
});
