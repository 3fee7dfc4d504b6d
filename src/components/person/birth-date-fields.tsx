import { Col, Row } from 'react-bootstrap';
import { type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form';
import { BIRTH_DAYS, FRENCH_MONTHS, birthYears, isRealDate } from '@/lib/birth-date';
import { SelectField } from '@/components/form/fields';
import { BIRTH_DATE_INVALID } from './person-messages';

const MONTH_OPTIONS = FRENCH_MONTHS.map((month, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label: month,
}));

// `autoComplete`: the token of each part when the date is the person's own (RGAA 11.13).
const parts = [
  { part: 'day', label: 'Jour', options: BIRTH_DAYS, width: 3, autoComplete: 'bday-day' },
  { part: 'month', label: 'Mois', options: MONTH_OPTIONS, width: 5, autoComplete: 'bday-month' },
  {
    part: 'year',
    label: 'Année',
    options: birthYears().map(String),
    width: 4,
    autoComplete: 'bday-year',
  },
] as const;

/**
 * Birth date as three labelled selects: Jour (01–31), Mois (French names), Année (1900 to this
 * year). A day that does not exist (31 February) is told under them. The person's own birth date
 * (`ownBirthDate`, not a child's) lets the browser fill it in (`bday-day`, `bday-month`,
 * `bday-year`).
 */
export function BirthDateFields<T extends FieldValues>({
  idPrefix,
  names,
  legend = 'Date de naissance',
  ownBirthDate = false,
}: {
  idPrefix: string;
  names: { day: Path<T>; month: Path<T>; year: Path<T> };
  legend?: string;
  ownBirthDate?: boolean;
}) {
  const { control, getValues } = useFormContext<T>();
  const values = useWatch({ control, name: [names.day, names.month, names.year] });
  const isReal = ([day, month, year]: readonly unknown[]) =>
    isRealDate({ day: String(day), month: String(month), year: String(year) });
  const invalid = !isReal(values);
  // Blocks the submit; the message itself stands under the three selects.
  const rules = { validate: () => isReal(getValues([names.day, names.month, names.year])) };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <Row className="g-2">
        {parts.map(({ part, label, options, width, autoComplete }) => (
          <Col xs={width} key={part}>
            <SelectField<T>
              id={`${idPrefix}-${part}`}
              name={names[part]}
              rules={part === 'day' ? rules : undefined}
              label={label}
              options={options}
              placeholder={null}
              autoComplete={ownBirthDate ? autoComplete : undefined}
              // The three say they are in error, each described by the message under them.
              sharedError={invalid ? `${idPrefix}-invalid` : undefined}
              className="mb-0"
            />
          </Col>
        ))}
      </Row>
      {invalid && (
        <div className="invalid-feedback d-block" id={`${idPrefix}-invalid`}>
          {BIRTH_DATE_INVALID}
        </div>
      )}
    </fieldset>
  );
}
