import { useLocationProperty } from 'wouter/use-browser-location';

/**
 * What a component needs of the address, and nothing more: it re-renders when `select`'s answer
 * changes, not with every address (wouter's useLocation does, and a stamp scan moves /stamps/274
 * to /stamps/275 without changing which screen or tab is current). `select` answers a primitive.
 */
export function usePathnameSelect<T extends string | number | boolean | null>(
  select: (pathname: string) => T,
): T {
  return useLocationProperty(() => select(window.location.pathname));
}
