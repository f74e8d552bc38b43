import { useEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  drawCouponCode,
  GENERATED_CODE_LENGTHS,
  generatedCodeLengthOf,
  upperCaseAscii,
} from '../coupon-code';
import { CODE_MODES } from '../coupon-form-values';
import { ChoiceField, FormField } from './coupon-fields';
import type { SectionProps } from './section-props';

/**
 * The coupon's code: drawn by the app at a chosen length, or typed. A code the service says is
 * taken is told here, on the field, with the focus.
 */
export function CodeSection(section: SectionProps) {
  const { form, values, errorOf, taken, drawNewCode } = section;
  const { register, setValue } = form;
  const { t } = useTranslation('create');
  const takenMessage = taken
    ? `${t('lost.taken', { code: taken.cpnNo, name: taken.coupon.nm })} ${
        values.codeMode === 'generate' ? t('lost.takenGenerated') : t('lost.takenCustom')
      }`
    : null;
  const generatedError = errorOf('generatedCode') ?? takenMessage;
  const customError = errorOf('customCode') ?? takenMessage;
  const customCode = register('customCode');
  const drawNewRef = useRef<HTMLButtonElement>(null);
  // The refusal is told on this field, so the focus comes here: to the code to retype, or to
  // the button that draws a new one.
  // Once per refusal: typing a new code or switching the mode clears `taken`, so this does not
  // run again on the keystrokes after it.
  const { setFocus } = form;
  const codeMode = values.codeMode;
  useEffect(() => {
    if (!taken) return;
    if (codeMode === 'custom') setFocus('customCode', { shouldSelect: true });
    else drawNewRef.current?.focus();
  }, [taken, codeMode, setFocus]);
  // Upper-cased as typed, the ASCII way (decision 0005); the caret stays where it was.
  const upperCase = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const upper = upperCaseAscii(input.value);
    if (upper !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    void customCode.onChange(event);
  };
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.code')}</legend>
      <ChoiceField
        section={section}
        name="codeMode"
        legend={t('fields.codeMode')}
        choices={CODE_MODES.map((mode) => ({ value: mode, label: t(`fields.${mode}`) }))}
      />
      {values.codeMode === 'generate' ? (
        <div className="field-row">
          <FormField label={t('fields.codeLength')}>
            {(control) => (
              <select
                {...control}
                className="input"
                {...register('codeLength', {
                  // A new length is a new code, drawn here, so the draft holds the one to send.
                  onChange: (event: ChangeEvent<HTMLSelectElement>) =>
                    setValue(
                      'generatedCode',
                      drawCouponCode(generatedCodeLengthOf(event.target.value)),
                    ),
                })}
              >
                {GENERATED_CODE_LENGTHS.map((length) => (
                  <option key={length} value={String(length)}>
                    {t('fields.codeLengthOption', { length })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t('fields.generatedCode')}
            hint={t('fields.generatedHint')}
            error={generatedError}
          >
            {(control) => (
              <input {...control} className="input code" readOnly value={values.generatedCode} />
            )}
          </FormField>
          {taken && (
            <button
              ref={drawNewRef}
              type="button"
              className="button button--secondary"
              onClick={drawNewCode}
            >
              {t('lost.drawNew')}
            </button>
          )}
        </div>
      ) : (
        <FormField
          label={t('fields.customCode')}
          hint={t('fields.customHint')}
          error={customError}
          required
        >
          {(control) => (
            <input
              {...control}
              className="input code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              {...customCode}
              onChange={upperCase}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
