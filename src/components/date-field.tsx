import { CalendarDays } from './icons/CalendarDays';
import { useRef, useState, type Ref } from 'react';
import { isCalendarDate } from '../lib/dates';
import { formatDateInput, parseDateInput } from '../lib/date-input';
import type { FieldControlProps } from './field';
import './date-field.css';

/** Tied to its label, hint and message by a Field (field.tsx). */
interface DateFieldProps extends FieldControlProps {
  /** YYYY-MM-DD when what was typed is a day; otherwise exactly what was typed. */
  value: string;
  onValue: (value: string) => void;
  onBlur: () => void;
  /** The page's language: the date is shown and read as it writes dates in figures. */
  language: string;
  /** The calendar button's name ("Pick the end date on a calendar"). */
  pickLabel: string;
  min?: string;
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A date typed as the page's language writes it ("11/25/2026", "2026. 11. 25."), with a button
 * that opens the browser's calendar. What is typed stays as typed while the field has focus; a day
 * is handed on as YYYY-MM-DD at once, anything else as typed, so the form's rules say what is
 * wrong and the draft keeps it. On leaving, a day is written in the language's own way.
 * Why not `<input type="date">`: it shows the browser's format, not the page's (decision 0020).
 */
export function DateField({
  value,
  onValue,
  onBlur,
  language,
  pickLabel,
  min,
  max,
  inputRef,
  ...control
}: DateFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const openCalendar = () => {
    const calendar = picker.current;
    if (!calendar) return;
    calendar.value = isCalendarDate(value) ? value : '';
    // Not in every browser (nor in jsdom): the field still takes a typed date.
    if (typeof calendar.showPicker === 'function') calendar.showPicker();
  };
  return (
    <div className="date-field">
      <input
        {...control}
        ref={inputRef}
        className="input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={typed ?? formatDateInput(value, language)}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          onValue(parseDateInput(text, language) ?? text);
        }}
        onBlur={() => {
          setTyped(null);
          onBlur();
        }}
      />
      <button
        type="button"
        className="button button--secondary date-field__pick"
        aria-label={pickLabel}
        title={pickLabel}
        onClick={openCalendar}
      >
        <CalendarDays aria-hidden="true" />
      </button>
      {/* The browser's calendar, opened by the button; never shown or reached by itself. */}
      <input
        ref={picker}
        type="date"
        className="date-field__calendar"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        onChange={(event) => {
          if (!isCalendarDate(event.target.value)) return;
          setTyped(null);
          onValue(event.target.value);
          onBlur();
        }}
      />
    </div>
  );
}
