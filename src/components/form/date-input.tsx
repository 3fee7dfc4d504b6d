import { fr } from 'date-fns/locale/fr';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { DATE_PICKER_RANGE, FRENCH_DATE_FORMAT, fromIsoDate, toIsoDate } from '../../lib/dates';
import { RequiredMark } from './inputs';

registerLocale('fr', fr);

/**
 * A date typed as `jj/mm/aaaa` or picked (SPEC §9: French locale, weeks from Monday, years
 * 1900–2100). The value is `YYYY-MM-DD` or ''. Imported only by the screens that use it, so
 * the date picker lands in their chunks; `date-field.tsx` binds it to react-hook-form.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  minDate,
  maxDate,
  id,
  className = 'mb-3',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  minDate?: string;
  maxDate?: string;
  id?: string;
  className?: string;
}) {
  const generated = useId();
  const controlId = id ?? `date${generated.replace(/:/g, '')}`;
  const described = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <RequiredMark required={required} />
      <DatePicker
        id={controlId}
        selected={fromIsoDate(value)}
        onChange={(date: Date | null) => onChange(date ? toIsoDate(date) : '')}
        onBlur={onBlur}
        locale="fr"
        dateFormat={FRENCH_DATE_FORMAT}
        placeholderText="jj/mm/aaaa"
        calendarStartDay={DATE_PICKER_RANGE.calendarStartDay}
        minDate={fromIsoDate(minDate) ?? DATE_PICKER_RANGE.minDate}
        maxDate={fromIsoDate(maxDate) ?? DATE_PICKER_RANGE.maxDate}
        showMonthDropdown
        showYearDropdown
        dropdownMode="select"
        className={`form-control${error ? ' is-invalid' : ''}`}
        wrapperClassName="d-block"
        autoComplete="off"
        ariaInvalid={error ? 'true' : undefined}
        ariaRequired={required ? 'true' : undefined}
        ariaDescribedBy={described || undefined}
      />
      {error && (
        <div className="invalid-feedback d-block" id={`${controlId}-error`}>
          {error}
        </div>
      )}
      {hint && (
        <Form.Text id={`${controlId}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
