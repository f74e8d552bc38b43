import { lazy, Suspense, useEffect } from 'react';
import { answerNamesAsk, takeAskedFrom, useNamesAsk } from '../counter/names-ask';

const StaffSwitch = lazy(() => import('./staff-switch').then((m) => ({ default: m.StaffSwitch })));

/**
 * Shows the counter's question before a write with no till or staff name (counter/names-ask.ts)
 * as the quick switch with a way on without names. When it closes, the focus goes back to the
 * button that was tapped, as the chip's own switch gives it back to the chip.
 */
export function NamesAskHost() {
  const asking = useNamesAsk();
  useEffect(() => {
    if (!asking) takeAskedFrom()?.focus();
  }, [asking]);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <StaffSwitch
        onClose={() => answerNamesAsk(false)}
        beforeWrite={{ onContinue: () => answerNamesAsk(true) }}
      />
    </Suspense>
  );
}
