// @vitest-environment node
import type { ClickScope } from '../../api/statistics';
import {
  cleanScopeName,
  forgetScope,
  nameOfScope,
  REMEMBERED_LIMIT,
  rememberScope,
  type RememberedScope,
} from './remembered-scopes';

type Chosen = Exclude<ClickScope, { kind: 'account' }>;

const winter = { kind: 'link', linkId: 'winter', domain: 'https://vvd.im' } as const;
const group1 = { kind: 'group', grpIdx: 1 } as const;

describe('rememberScope', () => {
  it.each<[string, RememberedScope[], Chosen, string, RememberedScope[]]>([
    ['a new link, named', [], winter, 'Winter flyer', [{ ...winter, name: 'Winter flyer' }]],
    ['a new group, no name given', [], group1, '  ', [{ ...group1, name: '' }]],
    [
      'shown again with no name typed: keeps its name, comes first',
      [
        { ...group1, name: 'Spring' },
        { ...winter, name: 'Winter flyer' },
      ],
      winter,
      '',
      [
        { ...winter, name: 'Winter flyer' },
        { ...group1, name: 'Spring' },
      ],
    ],
    [
      'renamed',
      [{ ...winter, name: 'Winter flyer' }],
      winter,
      'Winter poster',
      [{ ...winter, name: 'Winter poster' }],
    ],
    [
      'the same ID on another domain is another link',
      [{ ...winter, name: 'Winter flyer' }],
      { ...winter, domain: 'https://vvd.bz' },
      '',
      [
        { ...winter, domain: 'https://vvd.bz', name: '' },
        { ...winter, name: 'Winter flyer' },
      ],
    ],
  ])('%s', (_, list, scope, typed, expected) => {
    expect(rememberScope(list, scope, typed)).toEqual(expected);
  });

  it('keeps the newest few, dropping the oldest', () => {
    let list: RememberedScope[] = [];
    for (let grpIdx = 1; grpIdx <= REMEMBERED_LIMIT + 3; grpIdx += 1)
      list = rememberScope(list, { kind: 'group', grpIdx }, '');
    expect(list).toHaveLength(REMEMBERED_LIMIT);
    expect(list[0]).toMatchObject({ grpIdx: REMEMBERED_LIMIT + 3 });
    expect(list.at(-1)).toMatchObject({ grpIdx: 4 });
  });

  it('keeps a name to one line of at most 60 characters', () => {
    expect(cleanScopeName('  Winter\n flyer\t QR ')).toBe('Winter flyer QR');
    expect(cleanScopeName('x'.repeat(80))).toHaveLength(60);
  });

  it('names a scope by what was kept, forgets one, and has no name for the account', () => {
    const list = rememberScope([], winter, 'Winter flyer');
    expect(nameOfScope(list, winter)).toBe('Winter flyer');
    expect(nameOfScope(list, group1)).toBe('');
    expect(nameOfScope(list, { kind: 'account' })).toBe('');
    expect(forgetScope(list, { ...winter, name: 'Winter flyer' })).toEqual([]);
  });
});
