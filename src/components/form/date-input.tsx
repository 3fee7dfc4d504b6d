import { fr } from 'date-fns/locale/fr';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
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
 * A date typed as `jj/mm/aaaa` or picked (French locale, weeks from Monday, years
 * 1900–2100). The value is `YYYY-MM-DD` or ''. Imported only by the screens that use it, so
 * the date picker lands in their chunks.
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
  return (
    <FieldFrame {...frame}>
      {(bound, controlId) => (
        <DatePicker
          id={controlId}
          selected={fromIsoDate(value)}
          onChange={(date: Date | null) => onChange(date ? toIsoDate(date) : '')}
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
          minDate={fromIsoDate(minDate) ?? DATE_PICKER_RANGE.minDate}
          maxDate={fromIsoDate(maxDate) ?? DATE_PICKER_RANGE.maxDate}
          excludeDates={excludeDates?.map(fromIsoDate).filter((day): day is Date => day !== null)}
          showMonthDropdown
          showYearDropdown
          dropdownMode="select"
          className={`form-control${bound.isInvalid ? ' is-invalid' : ''}`}
          wrapperClassName="d-block"
          autoComplete="off"
          required={bound.required}
          ariaInvalid={bound.isInvalid ? 'true' : undefined}
          ariaDescribedBy={bound['aria-describedby']}
        />
      )}
    </FieldFrame>
  );
}
