// @vitest-environment node
import demo from '../../../docs/demo.md?raw';
import { messages as scan } from '../../locales/en/scan';
import { parseScan } from './parse-scan';

/**
 * The demo page's fixture table (docs/demo.md) tells a person what they will see when they try
 * each entry. The bad stamp IDs never reach the service: the field refuses them first, so the page
 * must give the field's words, not the service's refusal.
 */
describe('the demo page’s bad stamp IDs', () => {
  const text = demo.replace(/\s+/g, ' ');
  const row = demo.split('\n').find((line) => line.startsWith('| `12abc`')) ?? '';

  it('are refused in the field before anything is sent, and the page gives its words', () => {
    for (const [typed, problem] of [
      ['12abc', 'stamp-format'],
      ['99999999999', 'stamp-range'],
    ] as const) {
      expect(parseScan(typed, 'stamp')).toEqual({ kind: 'invalid', problem, value: typed });
      expect(text.includes(`"${scan.problems[problem]}"`), `${typed}: the field's words`).toBe(
        true,
      );
    }
    expect(row).toMatch(/refused in the field, nothing sent/);
  });
});
