import { TriangleAlert } from '../../../components/icons/TriangleAlert';
import { useId, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { formatDateInput, weekdayOf } from '../../../lib/date-input';
import { isCalendarDate } from '../../../lib/dates';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { serviceZoneAbbreviation, serviceZoneName } from '../../../lib/service-zone';
import { latestEndYmd } from '../coupon-form-rules';
import { FormField } from './coupon-fields';
import type { SectionProps } from './section-props';

/**
 * The first and last day. Each is typed as the page's language writes a date in figures, and the
 * hint under it says the same date the same way, with its weekday and the hour it starts or ends
 * (decision 0020: the browser's own date field wrote 11/25/2026 while the hints said "November
 * 25, 2026"). Until a field holds a day, its hint says how to write one.
 */
export function ValiditySection({ form: { control }, values, context, errorOf }: SectionProps) {
  const { t } = useTranslation('create');
  const language = currentLanguage();
  const zone = serviceZoneAbbreviation();
  const latest = latestEndYmd(context.today);
  const zoneHintId = useId();
  const start = values.startDate.trim();
  const end = values.endDate.trim();
  const example = formatDateInput(context.today, language);
  const day = (ymd: string) => ({
    date: formatDateInput(ymd, language),
    weekday: weekdayOf(ymd, language),
    zone,
  });
  return (
    <fieldset className="card create-form__section" aria-describedby={zoneHintId}>
      <legend>{t('sections.validity')}</legend>
      <p id={zoneHintId} className="hint">
        {t('fields.zoneHint', { zone, zoneName: serviceZoneName(language) })}
      </p>
      <div className="field-row field-row--aligned">
        <DayField
          name="startDate"
          control={control}
          label={t('fields.startDate', { zone })}
          hint={
            isCalendarDate(start)
              ? t('fields.startHint', day(start))
              : t('fields.dateFormat', { example })
          }
          error={errorOf('startDate')}
          pickLabel={t('fields.pickStart')}
        />
        <DayField
          name="endDate"
          control={control}
          label={t('fields.endDate', { zone })}
          hint={
            isCalendarDate(end)
              ? endHint(
                  t('fields.endHint', day(end)),
                  end < context.today && t('warnings.endPassed'),
                )
              : t('fields.endHintEmpty', {
                  zone,
                  example,
                  latest: formatDateInput(latest, language),
                })
          }
          error={errorOf('endDate')}
          pickLabel={t('fields.pickEnd')}
          min={isCalendarDate(start) ? start : undefined}
          max={latest}
        />
      </div>
    </fieldset>
  );
}

/**
 * The end date's hint, and when that day has already passed in the service's zone, a warning: the
 * service takes such a coupon (its rules set only a latest end), but no customer could ever use
 * it; a walk created one without a word and the counter refused it at once as expired.
 */
function endHint(hint: string, passed: string | false) {
  if (!passed) return hint;
  return (
    <>
      {hint}{' '}
      <span className="create-form__warning">
        <TriangleAlert aria-hidden="true" className="inline-icon" /> {passed}
      </span>
    </>
  );
}

/** A required date of the form, tied to its label, hint and message. */
function DayField({
  name,
  control,
  label,
  hint,
  error,
  pickLabel,
  min,
  max,
}: {
  name: 'startDate' | 'endDate';
  control: SectionProps['form']['control'];
  label: string;
  hint: ReactNode;
  error: string | null;
  pickLabel: string;
  min?: string;
  max?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormField label={label} hint={hint} error={error} required>
      {(aria) => (
        <DateField
          {...aria}
          value={field.value}
          onValue={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          language={currentLanguage()}
          pickLabel={pickLabel}
          min={min}
          max={max}
        />
      )}
    </FormField>
  );
}
