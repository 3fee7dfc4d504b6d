import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { type HTMLAttributes, useState } from 'react';
import DatePicker, {
  type ReactDatePickerCustomHeaderProps,
  registerLocale,
} from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { FRENCH_MONTHS } from '@/lib/birth-date';
import {
  DATE_PICKER_RANGE,
  FRENCH_DATE_FORMAT,
  fromFrenchDate,
  fromIsoDate,
  toIsoDate,
} from '@/lib/dates';
import { FieldFrame, type FrameProps } from './inputs';

registerLocale('fr', fr);

/**
 * The calendar's frame, named in French ('Choose Date' otherwise). Not modal: the focus stays in
 * the field while it is open, and the arrows move it into the days.
 */
function CalendarFrame({ className, children }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={className} role="dialog" aria-label="Choisir une date" translate="no">
      {children}
    </div>
  );
}

/** `Mois précédent` or `Mois suivant`: an arrow named in French. */
function MonthStep({
  label,
  arrow,
  onClick,
  disabled,
}: {
  label: string;
  arrow: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/** A select of the head, labelled (its label, not drawn, shown on hover by its title). */
function HeadSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number;
  /** Each choice's value and what it shows. */
  choices: readonly (readonly [number, string | number])[];
  onChange: (value: number) => void;
}) {
  return (
    <select
      className="form-select form-select-sm"
      aria-label={label}
      title={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {choices.map(([choice, shown]) => (
        <option key={choice} value={choice}>
          {shown}
        </option>
      ))}
    </select>
  );
}

/**
 * The calendar's head: the month and the year as labelled selects, between `Mois précédent` and
 * `Mois suivant` (the picker's own selects have no label, and its buttons speak English).
 */
function CalendarHead({
  date,
  changeMonth,
  changeYear,
  decreaseMonth,
  increaseMonth,
  prevMonthButtonDisabled,
  nextMonthButtonDisabled,
  years,
}: ReactDatePickerCustomHeaderProps & { years: readonly number[] }) {
  const shown = date.getFullYear();
  const choices = years.includes(shown) ? years : [...years, shown].sort((a, b) => a - b);
  return (
    <div className="d-flex align-items-center justify-content-between gap-1 px-2 pb-2">
      <MonthStep
        label="Mois précédent"
        arrow="‹"
        onClick={decreaseMonth}
        disabled={prevMonthButtonDisabled}
      />
      <HeadSelect
        label="Mois"
        value={date.getMonth()}
        choices={FRENCH_MONTHS.map((month, index) => [index, month] as const)}
        onChange={changeMonth}
      />
      <HeadSelect
        label="Année"
        value={shown}
        choices={choices.map((year) => [year, year] as const)}
        onChange={changeYear}
      />
      <MonthStep
        label="Mois suivant"
        arrow="›"
        onClick={increaseMonth}
        disabled={nextMonthButtonDisabled}
      />
    </div>
  );
}

/** The years between two dates, both included. */
function yearsBetween(from: Date, to: Date): number[] {
  const first = from.getFullYear();
  return Array.from({ length: to.getFullYear() - first + 1 }, (_, index) => first + index);
}

/**
 * A date typed as `jj/mm/aaaa` or picked (French locale, weeks from Monday, years
 * 1900–2100). The value is `YYYY-MM-DD` or ''. Imported only by the screens that use it, so
 * the date picker lands in their chunks.
 *
 * Everything the calendar says is French and every control of it is labelled (RGAA 8.7, 11.1,
 * docs/accessibility.md#audit-rgaa-412). The picker announces a chosen day (`Selected date`, in
 * English) only with a time to pick, which this field never has: the field says `Date choisie :
 * mardi 10 mars 2026` itself, politely, once a date is picked or typed whole.
 *
 * `excludeDates` are days the calendar does not let anyone click. A whole date typed on one of
 * them is still the field's value: react-datepicker would drop it (it refuses a disabled day,
 * typed or clicked) and leave the field empty without a word, where the form's own rule says why
 * that day cannot be had (docs/rules.md#prices-and-bookings).
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  excludeDates,
  ...frame
}: FrameProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  minDate?: string;
  maxDate?: string;
  /** Days that cannot be picked (`YYYY-MM-DD`): a resource's full days. */
  excludeDates?: readonly string[];
}) {
  const excluded = new Set(excludeDates);
  const first = fromIsoDate(minDate) ?? DATE_PICKER_RANGE.minDate;
  const last = fromIsoDate(maxDate) ?? DATE_PICKER_RANGE.maxDate;
  const years = yearsBetween(first, last);
  const [chosen, setChosen] = useState('');
  return (
    <FieldFrame {...frame}>
      {(bound, controlId) => (
        <>
          <DatePicker
            id={controlId}
            selected={fromIsoDate(value)}
            onChange={(date: Date | null) => {
              setChosen(
                date ? `Date choisie : ${format(date, 'EEEE d MMMM yyyy', { locale: fr })}` : '',
              );
              onChange(date ? toIsoDate(date) : '');
            }}
            onChangeRaw={(event) => {
              // Called before the picker reads what was typed, and for clicks (not an input).
              const target = event?.target;
              if (!(target instanceof HTMLInputElement)) return;
              const typed = fromFrenchDate(target.value);
              if (typed && excluded.has(typed)) onChange(typed);
            }}
            onBlur={onBlur}
            locale="fr"
            dateFormat={FRENCH_DATE_FORMAT}
            placeholderText="jj/mm/aaaa"
            calendarStartDay={DATE_PICKER_RANGE.calendarStartDay}
            minDate={first}
            maxDate={last}
            excludeDates={excludeDates?.map(fromIsoDate).filter((day): day is Date => day !== null)}
            calendarContainer={CalendarFrame}
            renderCustomHeader={(head) => <CalendarHead {...head} years={years} />}
            chooseDayAriaLabelPrefix="Choisir le"
            disabledDayAriaLabelPrefix="Indisponible :"
            monthAriaLabelPrefix="Mois de"
            weekAriaLabelPrefix="Semaine"
            className={`form-control${bound.isInvalid ? ' is-invalid' : ''}`}
            wrapperClassName="d-block"
            autoComplete="off"
            required={bound.required}
            ariaInvalid={bound.isInvalid ? 'true' : undefined}
            ariaDescribedBy={bound['aria-describedby']}
          />
          <span className="visually-hidden" role="status">
            {chosen}
          </span>
        </>
      )}
    </FieldFrame>
  );
}
