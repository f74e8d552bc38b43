import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../render-app';
import { logRequests } from '../request-log';
import { runOnShopClock } from '../shop-clock';
import { BAD_INPUTS, type BadInputId } from './bad-input-corpus';

/**
 * The reliability suite, bad input in the create form (bad-input.test.tsx has the other fields):
 * every corpus entry in every field with a rule (refused on the field, nothing sent) and in every
 * free-text field (sent exactly as typed, trimmed, and shown as text, never as markup).
 */
runOnShopClock();

const typist = () => userEvent.setup({ delay: 0 });

/** Nothing crashed, and no markup from the corpus became an element. */
function expectNoCrash(id: string) {
  expect(screen.queryByText('Something went wrong on this screen'), id).not.toBeInTheDocument();
  expect(
    screen.queryAllByRole('img').filter((img) => img.getAttribute('src') === 'x'),
    id,
  ).toEqual([]);
}

describe('the create form', () => {
  async function openForm() {
    const app = await renderApp('/coupons/new');
    await screen.findByRole('form', undefined, { timeout: 3000 });
    return app;
  }

  /** The fields with a rule of their own, and which corpus values each may take. */
  const CHECKED: [label: RegExp | string, accepts: BadInputId[]][] = [
    [/Percentage off/, []],
    // Trimmed, what is left is a code of the right shape (taken, the service will say).
    [/Coupon code/, ['bom', 'carriage-return', 'spaces-coupon']],
    ['Coupon group IDX', []],
    ['Coupon template IDX', []],
    // "274" is a colour: #274.
    ['Text colour (HEX)', ['spaces-stamp']],
    ['Background colour (HEX)', ['spaces-stamp']],
    // Any http(s) address is a go-to-use link, the shop's own site or another; one with a user
    // name before its host ("https://vvd.bz@evil.example") only hides where it leads.
    ['Go-to-use URL', ['foreign-coupon-url', 'foreign-stamp-url', 'look-alike-host']],
  ];

  /**
   * One entry of each kind (length, emoji, invisible, control, full-width, markup, URL, spaces):
   * this form re-renders its preview and saves its draft on every change, and the whole corpus in
   * seven fields took 25 s. The free-text test below takes every entry.
   */
  const REPRESENTATIVE: BadInputId[] = [
    'emoji-zwj',
    'bom',
    'nul',
    'full-width-coupon',
    'img-onerror',
    'userinfo-host',
    'spaces-stamp',
  ];

  it(
    'refuses each value a checked field cannot take, on the field, and sends nothing',
    { timeout: 30_000 },
    async () => {
      const app = await openForm();
      const sent = logRequests(app.server);
      const user = typist();
      await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
      await user.type(screen.getByLabelText(/End date/), '2026-12-31');
      await user.click(screen.getByRole('radio', { name: 'Type my own code' }));
      for (const input of BAD_INPUTS.filter(({ id }) => REPRESENTATIVE.includes(id))) {
        for (const [label] of CHECKED) {
          await user.clear(screen.getByLabelText(label));
          await user.paste(input.value);
        }
        await user.click(screen.getByRole('button', { name: 'Create coupon' }));
        for (const [label, accepts] of CHECKED) {
          const field = screen.getByLabelText(label);
          if (accepts.includes(input.id))
            expect(field, `${input.id} in ${label}`).not.toBeInvalid();
          else expect(field, `${input.id} in ${label}`).toBeInvalid();
        }
        expect(sent.count('coupon.create'), input.id).toBe(0);
        expectNoCrash(input.id);
      }
      app.unmount();
    },
  );

  const FREE_TEXT = [
    [/Coupon name/, 'nm'],
    [/User ID/, 'userId'],
    [/^Name/, 'userNm'],
    [/^Phone/, 'userPhnno'],
    [/^E-mail/, 'userEml'],
    [/Extra field 1/, 'userEtc1'],
    [/Extra field 2/, 'userEtc2'],
    ['Internal memo', 'memo'],
  ] as const;

  /** Control characters and direction overrides: refused in free text, since no one means them. */
  const HIDDEN: BadInputId[] = ['rlo', 'nul', 'bell'];
  const LONG: BadInputId[] = ['long-letters', 'long-digits'];
  const HIDDEN_MESSAGE =
    'This has a hidden control or direction character, often from a copy and paste. Type it again without it.';

  it(
    'refuses hidden control and direction characters in every free-text field, and sends nothing',
    { timeout: 30_000 },
    async () => {
      const app = await openForm();
      const sent = logRequests(app.server);
      const user = typist();
      await user.type(screen.getByLabelText(/Percentage off/), '15');
      await user.type(screen.getByLabelText(/End date/), '2026-12-31');
      for (const input of BAD_INPUTS.filter(({ id }) => HIDDEN.includes(id))) {
        for (const [label] of FREE_TEXT) {
          await user.clear(screen.getByLabelText(label));
          await user.paste(`Autumn ${input.value}`);
        }
        await user.click(screen.getByRole('button', { name: 'Create coupon' }));
        for (const [label] of FREE_TEXT) {
          const field = screen.getByLabelText(label);
          expect(field, `${input.id} in ${String(label)}`).toBeInvalid();
          expect(field, `${input.id} in ${String(label)}`).toHaveAccessibleDescription(
            expect.stringContaining(HIDDEN_MESSAGE),
          );
          // Kept as typed, to be corrected: nothing is lost.
          expect((field as HTMLInputElement).value).toContain(input.value.replace(/\r/g, ''));
        }
        expect(sent.count('coupon.create'), input.id).toBe(0);
        expectNoCrash(input.id);
      }
      // The memo is the one field of several lines: a line break or a tab there is text.
      for (const [label] of FREE_TEXT) await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
      await user.click(screen.getByLabelText('Internal memo'));
      await user.paste('first line\n\tsecond line');
      await user.click(screen.getByRole('button', { name: 'Create coupon' }));
      await screen.findByRole('region', { name: 'Coupon created' }, { timeout: 3000 });
      const body = (await sent.of('coupon.create').at(-1)?.body) as Record<string, unknown>;
      expect(body.memo).toBe('first line\n\tsecond line');
      app.unmount();
    },
  );

  it(
    'sends free text exactly as typed, trimmed, and shows it as text',
    { timeout: 30_000 },
    async () => {
      const app = await openForm();
      const sent = logRequests(app.server);
      const user = typist();
      // Every other entry in every free-text field once, eight at a time, one coupon each. The
      // 10,000-character ones make a body past our server's limit: the next test's.
      const corpus = BAD_INPUTS.filter(({ id }) => !HIDDEN.includes(id) && !LONG.includes(id));
      const rounds = Math.ceil(corpus.length / FREE_TEXT.length);
      for (let round = 0; round < rounds; round += 1) {
        const typed: Record<string, string> = {};
        for (const [index, [label, key]] of FREE_TEXT.entries()) {
          const input = corpus[(round * FREE_TEXT.length + index) % corpus.length];
          if (!input) throw new Error('the corpus is empty');
          const field = screen.getByLabelText<HTMLInputElement>(label);
          await user.click(field);
          await user.paste(input.value);
          // What the field holds (the browser drops line breaks from a one-line field).
          typed[key] = field.value.trim();
        }
        // A name that trims to nothing is refused: give it something to keep the round going.
        if (typed.nm === '') {
          await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'x');
          typed.nm = 'x';
        }
        await user.type(screen.getByLabelText(/Percentage off/), '15');
        await user.type(screen.getByLabelText(/End date/), '2026-12-31');
        await user.click(screen.getByRole('button', { name: 'Create coupon' }));
        await screen.findByRole('region', { name: 'Coupon created' }, { timeout: 3000 });
        const body = (await sent.of('coupon.create').at(-1)?.body) as Record<string, unknown>;
        for (const [, key] of FREE_TEXT)
          expect(body[key], `round ${round}: ${key}`).toBe(
            typed[key] === '' ? undefined : typed[key],
          );
        expectNoCrash(`round ${round}`);
        await user.click(screen.getByRole('button', { name: 'Create another' }));
        await screen.findByRole('textbox', { name: /Coupon name/ });
      }
      expect(sent.count('coupon.create')).toBe(rounds);
      app.unmount();
    },
  );

  it('a name of 10,000 letters is refused by our server in its words, and nothing is made or lost', async () => {
    const app = await openForm();
    const sent = logRequests(app.server);
    const user = typist();
    const long = BAD_INPUTS.find(({ id }) => id === 'long-letters')?.value ?? '';
    const name = screen.getByRole('textbox', { name: /Coupon name/ });
    await user.click(name);
    await user.paste(long);
    await user.type(screen.getByLabelText(/Percentage off/), '15');
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request body is too large (at most 8192 bytes).',
    );
    expect(sent.count('coupon.create')).toBe(0);
    expect(name).toHaveValue(long);
    expectNoCrash('a 10,000-letter name');
    app.unmount();
  });
});
