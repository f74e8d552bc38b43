/* The React side of the message table: a screen's strings, suspending while they load. */
import { useSyncExternalStore } from 'react';
import {
  COMMON_NAMESPACE,
  currentLanguage,
  getTranslator,
  load,
  subscribe,
  type Namespace,
  type TFunction,
} from './message-table';

/**
 * The strings of a namespace (the first of a list; the rest load alongside) in the current
 * language; suspends while they load, re-renders when the language changes. `t` is stable for a
 * language and namespace.
 */
export function useTranslation<N extends Namespace = 'common', X extends Namespace = never>(
  namespaces?: N | readonly [N, ...X[]],
): { t: TFunction<N, X> } {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const list: readonly Namespace[] =
    namespaces === undefined
      ? [COMMON_NAMESPACE]
      : typeof namespaces === 'string'
        ? [namespaces]
        : namespaces;
  // Start every load before waiting on one: they arrive in parallel. While any is missing, the
  // render suspends the way React.lazy does (a thrown promise), not with `use`: `use` marks even a
  // settled promise as async work, which would make every render using strings async in tests.
  const missing = list
    .map((namespace) => load(lng, namespace))
    .find((promise) => promise.status !== 'fulfilled');
  // A failed load goes to the error boundary (its retry renders again, which loads again).
  if (missing?.status === 'rejected') throw missing.reason;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's contract
  if (missing) throw missing;
  return getTranslator(list[0] as N, lng) as { t: TFunction<N, X> };
}
