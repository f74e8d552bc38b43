// @vitest-environment node
import { tillNamer } from './till-names';

describe('tillNamer', () => {
  it.each([
    ['a paired till: its name', ['Till 1 (hZBRYDkV5VkN)'], 'Till 1 (hZBRYDkV5VkN)', 'Till 1'],
    [
      'two tablets called Till 1: each with its id',
      ['Till 1 (hZBRYDkV5VkN)', 'Till 1 (Q2w9xYz8AbCd)'],
      'Till 1 (Q2w9xYz8AbCd)',
      'Till 1 (Q2w9xYz8AbCd)',
    ],
    [
      'another till of a shared name stays plain',
      ['Till 1 (hZBRYDkV5VkN)', 'Till 1 (Q2w9xYz8AbCd)', 'Back bar (Zz9Yy8Xx7Ww6)'],
      'Back bar (Zz9Yy8Xx7Ww6)',
      'Back bar',
    ],
    ['a demo till has no id', ['Till 2'], 'Till 2', 'Till 2'],
    ['a name that has brackets of its own', ['Bar (upstairs)'], 'Bar (upstairs)', 'Bar (upstairs)'],
    [
      'a name with brackets, paired',
      ['Bar (upstairs) (hZBRYDkV5VkN)'],
      'Bar (upstairs) (hZBRYDkV5VkN)',
      'Bar (upstairs)',
    ],
    [
      'no till at all among them',
      [null, 'Till 3 (hZBRYDkV5VkN)'],
      'Till 3 (hZBRYDkV5VkN)',
      'Till 3',
    ],
    ['a till not in the list: its name', [], 'Till 4 (hZBRYDkV5VkN)', 'Till 4'],
  ] as const)('%s', (_, tills, till, shown) => {
    expect(tillNamer(tills)(till)).toBe(shown);
  });
});
