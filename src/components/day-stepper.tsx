import { ChevronLeft } from './icons/ChevronLeft';
import { ChevronRight } from './icons/ChevronRight';
import { DateField } from './date-field';
import { isCalendarDate } from '../lib/dates';
import { formatDateInput } from '../lib/date-input';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { addDays } from '../lib/service-day';
import { useId, useState } from 'react';

// The day pickers of the back office (clicks per hour, the audit log): a day up to the service's
// today, a step back and forth, and today. Each screen lays the pieces out its own way.

interface DayProps {
  /** The day shown, YYYY-MM-DD. */
  value: string;
  /** The service's today: no later day can be chosen. */
  today: string;
  onChange: (ymd: string) => void;
}

/** The words of the day field: its calendar button, and what it says of a text that is no day. */
export interface DayInputWords {
  /** The calendar button's name ("Pick a day on a calendar"). */
  pick: string;
  /** Said once the field is left holding no day up to today, with an example of one. */
  notADay: (example: string) => string;
}

/**
 * The day itself, typed as the page's language writes a date in figures ("11/21/2026",
 * "2026. 11. 21.") or picked on the browser's calendar: the create form's field (decision 0020),
 * so a Korean page shows no American date. A day up to the service's today is passed on at once;
 * anything else (half typed, a day to come, no day at all) stays in the field as typed, and once
 * the field is left it says so, while the screen goes on showing the day before. A step or
 * "Today" replaces it.
 */
export function DayInput({
  id,
  value,
  today,
  onChange,
  words,
}: DayProps & { id: string; words: DayInputWords }) {
  // Read again when the page's language changes: useTranslation re-renders on it.
  useTranslation();
  const language = currentLanguage();
  const messageId = useId();
  const [draft, setDraft] = useState<{ text: string; left: boolean } | null>(null);
  // A day chosen elsewhere (a step, Today, the address) replaces what was typed, for good: a
  // step back to the day it was typed over must not bring it back.
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setDraft(null);
  }
  const wrong = draft?.left === true;
  return (
    <div className="day-input">
      <DateField
        id={id}
        value={draft?.text ?? value}
        language={language}
        pickLabel={words.pick}
        max={today}
        aria-invalid={wrong ? true : undefined}
        aria-describedby={wrong ? messageId : undefined}
        onValue={(text) => {
          if (isCalendarDate(text) && text <= today) {
            setDraft(null);
            onChange(text);
          } else setDraft({ text, left: false });
        }}
        onBlur={() => setDraft((held) => (held ? { ...held, left: true } : held))}
      />
      {wrong && (
        <p id={messageId} className="field__error" role="alert">
          {words.notADay(formatDateInput(today, language))}
        </p>
      )}
    </div>
  );
}

interface DayStepProps extends DayProps {
  /** -1: the day before; 1: the day after (never past today). */
  step: -1 | 1;
  label: string;
  /** An arrow with the label as its name, instead of the label in words. */
  icon?: boolean;
}

/** A day back or forth. */
export function DayStepButton({ step, value, today, onChange, label, icon = false }: DayStepProps) {
  const Arrow = step < 0 ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      className={icon ? 'button button--secondary button--icon' : 'button button--secondary'}
      aria-label={icon ? label : undefined}
      title={icon ? label : undefined}
      disabled={step > 0 && value >= today}
      onClick={() => onChange(addDays(value, step))}
    >
      {icon ? <Arrow aria-hidden="true" /> : label}
    </button>
  );
}

/** Back to the service's today. */
export function TodayButton({ value, today, onChange, label }: DayProps & { label: string }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={value === today}
      onClick={() => onChange(today)}
    >
      {label}
    </button>
  );
}

/** The words of a day card, in the screen's own namespace. */
export interface DayCardWords {
  /** The group's name ("Which day"). */
  label: string;
  /** The field's label, with the service's zone ("Day (KST)"). */
  day: string;
  field: DayInputWords;
  previousDay: string;
  nextDay: string;
  today: string;
}

/**
 * A back-office screen's day, in a card of its own: the field, a day back and forth, today (the
 * audit log and the day report lay them out alike). `className` names the card's own classes.
 */
export function DayCard({
  value,
  today,
  onChange,
  words,
  className,
}: DayProps & { words: DayCardWords; className: { card: string; row: string } }) {
  const dayId = useId();
  const day = { value, today, onChange };
  return (
    <div className={`card ${className.card}`} role="group" aria-label={words.label}>
      <div className={className.row}>
        <div className="field">
          <label htmlFor={dayId}>{words.day}</label>
          <DayInput id={dayId} {...day} words={words.field} />
        </div>
        <DayStepButton step={-1} {...day} label={words.previousDay} />
        <DayStepButton step={1} {...day} label={words.nextDay} />
        <TodayButton {...day} label={words.today} />
      </div>
    </div>
  );
}
