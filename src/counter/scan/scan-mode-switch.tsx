import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ScanMode } from './parse-scan';

/** The Coupon / Stamp switch under the scan field: how digits alone are read. */
export function ScanModeSwitch({
  mode,
  onChange,
}: {
  mode: ScanMode;
  onChange: (mode: ScanMode) => void;
}) {
  const { t } = useTranslation('scan');
  const id = useId();
  return (
    <fieldset className="segmented">
      <legend className="segmented__legend">{t('modeLabel')}</legend>
      {(['coupon', 'stamp'] as const).map((option) => (
        <label key={option} className="segmented__option">
          <input
            type="radio"
            name={`${id}-mode`}
            value={option}
            checked={mode === option}
            onChange={() => onChange(option)}
          />
          <span>{t(`modes.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
