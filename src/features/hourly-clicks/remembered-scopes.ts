import * as z from 'zod/mini';
import type { ClickScope } from '../../api/statistics';
import { lazySchema } from '../../api/lazy-schema';
import { createStoredValue, useStoredValue } from '../../lib/stored-value';

/**
 * The links and link groups looked at on this device, with the names staff gave them: the service
 * has no operation that lists links or groups, and marketing staff work from names, not IDs. Kept
 * in this browser only (like the recent list at the counter); newest first.
 */
export type RememberedScope = (
  { kind: 'link'; linkId: string; domain: string } | { kind: 'group'; grpIdx: number }
) & { name: string };

export const REMEMBERED_LIMIT = 12;
export const SCOPE_NAME_MAX = 60;

const rememberedSchema = lazySchema(() =>
  z.array(
    z.union([
      z.object({
        kind: z.literal('link'),
        linkId: z.string(),
        domain: z.string(),
        name: z.string(),
      }),
      z.object({ kind: z.literal('group'), grpIdx: z.number(), name: z.string() }),
    ]),
  ),
);

const store = createStoredValue<RememberedScope[]>(
  'counter-pos.clicks-scopes',
  rememberedSchema,
  [],
);

type Chosen = Exclude<ClickScope, { kind: 'account' }>;

const sameScope = (a: Chosen | RememberedScope, b: Chosen | RememberedScope) =>
  a.kind === 'link' && b.kind === 'link'
    ? a.linkId === b.linkId && a.domain === b.domain
    : a.kind === 'group' && b.kind === 'group' && a.grpIdx === b.grpIdx;

/** A name as kept: one line, trimmed, at most SCOPE_NAME_MAX characters. */
export function cleanScopeName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, SCOPE_NAME_MAX);
}

/**
 * The list after `scope` was shown: first now, with the name typed, or, when none was typed, the
 * name it had; the oldest beyond the limit dropped.
 */
export function rememberScope(
  list: readonly RememberedScope[],
  scope: Chosen,
  typedName: string,
): RememberedScope[] {
  const before = list.find((entry) => sameScope(entry, scope));
  const name = cleanScopeName(typedName) || before?.name || '';
  const rest = list.filter((entry) => !sameScope(entry, scope));
  return [{ ...scope, name }, ...rest].slice(0, REMEMBERED_LIMIT);
}

export function forgetScope(
  list: readonly RememberedScope[],
  scope: RememberedScope,
): RememberedScope[] {
  return list.filter((entry) => !sameScope(entry, scope));
}

/** The name staff gave a link or group on this device, or '' if none. */
export function nameOfScope(list: readonly RememberedScope[], scope: ClickScope): string {
  if (scope.kind === 'account') return '';
  return list.find((entry) => sameScope(entry, scope))?.name ?? '';
}

export const getRememberedScopes = store.get;

export function saveRememberedScopes(list: RememberedScope[]): void {
  store.set(list);
}

export function useRememberedScopes(): RememberedScope[] {
  return useStoredValue(store);
}

/** Tests start from nothing. */
export const forgetRememberedScopes = store.reset;
