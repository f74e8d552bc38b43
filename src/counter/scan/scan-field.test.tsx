import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect } from 'react';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { typeInKorean } from './hangul-ime.test-support';
import { ScanField, type ValidScan } from './scan-field';

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

/** The field alone, recording what it tells the screen: each scan's code, each refusal. */
function renderRecording(): string[] {
  const events: string[] = [];
  render(
    <ScanField
      mode="coupon"
      onModeChange={() => undefined}
      onScan={(scan) => events.push(`scan ${scan.kind === 'coupon' ? scan.cpnNo : scan.stampIdx}`)}
      onRejected={() => events.push('rejected')}
      focusKey={0}
      onClear={() => undefined}
    />,
  );
  return events;
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

  it('reads a scan typed in Korean mode as its code, and says the keyboard is in Korean mode', async () => {
    const user = userEvent.setup();
    const scans: ValidScan[] = [];
    render(
      <ScanField
        mode="coupon"
        onModeChange={() => undefined}
        onScan={(scan) => scans.push(scan)}
        focusKey={0}
        onClear={() => undefined}
      />,
    );
    const field = screen.getByLabelText(FIELD);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    // What the input method commits for the scanner's keys (PERCENT15), then Enter.
    await user.type(field, `${typeInKorean('PERCENT15')}{Enter}`);
    expect(scans).toMatchObject([{ kind: 'coupon', cpnNo: 'PERCENT15' }]);
    expect(field).toHaveValue('');
    expect(status).toHaveTextContent(
      'Read as PERCENT15: the keyboard is in Korean (한글) mode. Press 한/영 to switch it to English.',
    );
    // The next entry starts afresh; one in English says nothing about the keyboard.
    await user.type(field, 'K');
    expect(status).toBeEmptyDOMElement();
    await user.type(field, 'RW5000OFF{Enter}');
    expect(scans.at(-1)).toMatchObject({ kind: 'coupon', cpnNo: 'KRW5000OFF' });
    expect(status).toBeEmptyDOMElement();
  });

  it('keeps Hangul that is no code in English either, and says to switch the keyboard', async () => {
    const user = userEvent.setup();
    const onScan = vi.fn();
    render(
      <ScanField
        mode="coupon"
        onModeChange={() => undefined}
        onScan={onScan}
        focusKey={0}
        onClear={() => undefined}
      />,
    );
    const field = screen.getByLabelText(FIELD);
    await user.type(field, '쿠폰{Enter}');
    expect(onScan).not.toHaveBeenCalled();
    expect(field).toHaveValue('쿠폰');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This was typed with the keyboard in Korean (한글) mode, and it is not a code in English either.',
    );
    expect(field).toHaveAccessibleDescription(/Korean \(한글\) mode/);
  });

  it('a bare Enter is no entry: the hint on a fresh field, silence after a scan, the screen never told to clear', async () => {
    const user = userEvent.setup();
    const events = renderRecording();
    const field = screen.getByLabelText(FIELD);
    await user.type(field, '{Enter}  {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scan or type a coupon number or a stamp ID first.',
    );
    expect(events).toEqual([]);
    // A scan, then a second Enter (a double press, a scanner's CR+LF): nothing said or done.
    await user.type(field, 'PERCENT15{Enter}{Enter}');
    expect(events).toEqual(['scan PERCENT15']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toBeValid();
    // Anything else that is no code is a new entry.
    await user.type(field, 'NOPE{Enter}');
    expect(events).toEqual(['scan PERCENT15', 'rejected']);
  });

  it('a paste that cleans down to nothing is an entry, refused: the last verdict must not stay up', async () => {
    const user = userEvent.setup();
    const events = renderRecording();
    const field = screen.getByLabelText(FIELD);
    await user.type(field, 'PERCENT15{Enter}');
    await user.click(field);
    await user.paste('\u200b\u2060 ');
    await user.keyboard('{Enter}');
    expect(events).toEqual(['scan PERCENT15', 'rejected']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scan or type a coupon number or a stamp ID first.',
    );
  });
});
