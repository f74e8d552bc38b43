import { render, screen } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { ScanField } from './scan-field';

const FIELD = 'Coupon number or stamp ID';

/** The label of the focused field, if a field is focused. */
function focusedField(): string {
  const active = document.activeElement;
  return active instanceof HTMLInputElement
    ? [...(active.labels ?? [])].map((label) => label.textContent).join(' ')
    : '';
}

/** Rendered after the field: says where focus is when the commit's layout effects run, and when the passive ones do. */
function FocusProbe({ onSeen }: { onSeen: (phase: string, field: string) => void }) {
  useLayoutEffect(() => {
    onSeen('layout', focusedField());
  }, [onSeen]);
  useEffect(() => {
    onSeen('passive', focusedField());
  }, [onSeen]);
  return null;
}

describe('the scan field', () => {
  beforeAll(async () => {
    await initI18n('en', '/');
    await loadNamespaces(['scan'], 'en');
  });

  it('is focused in the commit that first shows it, before any effect of the screen runs', () => {
    const seen: string[] = [];
    render(
      <>
        <ScanField
          mode="coupon"
          onModeChange={() => undefined}
          onScan={() => undefined}
          focusKey={0}
          onClear={() => undefined}
        />
        <FocusProbe onSeen={(phase, field) => seen.push(`${phase}: ${field}`)} />
      </>,
    );
    expect(screen.getByLabelText(FIELD)).toHaveFocus();
    expect(seen).toEqual([`layout: ${FIELD}`, `passive: ${FIELD}`]);
  });
});
