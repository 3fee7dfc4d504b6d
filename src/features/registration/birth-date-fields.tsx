import { Col, Form, Row } from 'react-bootstrap';
import type { UseFormRegister, FieldValues, Path } from 'react-hook-form';
import { BIRTH_DAYS, FRENCH_MONTHS, birthYears } from '../../lib/birth-date';

/** Birth date as three labelled selects: Jour, Mois (French names), Année (1900..this year). */
export function BirthDateFields<T extends FieldValues>({
  idPrefix,
  register,
  names,
  legend = 'Date de naissance',
  disabled = false,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  names: { day: Path<T>; month: Path<T>; year: Path<T> };
  legend?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <Row className="g-2">
        <Col xs={3}>
          <Form.Group controlId={`${idPrefix}-day`}>
            <Form.Label className="small mb-0">Jour</Form.Label>
            <Form.Select {...register(names.day)} disabled={disabled}>
              {BIRTH_DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={5}>
          <Form.Group controlId={`${idPrefix}-month`}>
            <Form.Label className="small mb-0">Mois</Form.Label>
            <Form.Select {...register(names.month)} disabled={disabled}>
              {FRENCH_MONTHS.map((month, index) => (
                <option key={month} value={String(index + 1).padStart(2, '0')}>
                  {month}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={4}>
          <Form.Group controlId={`${idPrefix}-year`}>
            <Form.Label className="small mb-0">Année</Form.Label>
            <Form.Select {...register(names.year)} disabled={disabled}>
              {birthYears().map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
    </fieldset>
  );
}
