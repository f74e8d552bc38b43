import { ChevronLeft } from './icons/ChevronLeft';
import { ChevronRight } from './icons/ChevronRight';
import { addDays } from '../lib/service-day';
import { useId } from 'react';

// The day pickers of the back office (clicks per hour, the audit log): a day up to the service's
// today, a step back and forth, and today. Each screen lays the pieces out its own way.

interface DayProps {
  /** The day shown, YYYY-MM-DD. */
  value: string;
  /** The service's today: no later day can be chosen. */
  today: string;
  onChange: (ymd: string) => void;
}

/**
 * The day itself, typed or picked. A half-typed or future date is not passed on: the field keeps
 * it until it is a day.
 */
export function DayInput({ id, value, today, onChange }: DayProps & { id: string }) {
  return (
    <input
      id={id}
      className="input"
      type="date"
      max={today}
      value={value}
      required
      onChange={(event) => {
        const ymd = event.target.value;
        if (/^\d{4}-\d{2}-\d{2}$/.test(ymd) && ymd <= today) onChange(ymd);
      }}
    />
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
          <DayInput id={dayId} {...day} />
        </div>
        <DayStepButton step={-1} {...day} label={words.previousDay} />
        <DayStepButton step={1} {...day} label={words.nextDay} />
        <TodayButton {...day} label={words.today} />
      </div>
    </div>
  );
}
