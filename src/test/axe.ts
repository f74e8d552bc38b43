// axe-core is the engine @axe-core/playwright drives in the end-to-end tests; here it runs on
// jsdom. jsdom lays nothing out, so colour contrast (a question of rendering) is left to the
// end-to-end tests, and so is anything else axe cannot decide without a layout ("incomplete").
import axe from 'axe-core';

/** No axe violations in `context` (the whole document by default), as it is now. Real timers only. */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
