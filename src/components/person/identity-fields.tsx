import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CIS_LIST, MEMBER_TYPES, type MemberType } from '@/api/types';
import { type DateParts, composeDate } from '@/lib/birth-date';
import { EMAIL_INVALID, isEmailValid } from '@/lib/email';
import { formatDate } from '@/lib/format';
import { membershipsForStatus } from '@/lib/memberships';
import { type FieldRules, SelectField, TextField } from '@/components/form/fields';
import { TextInput, type TextInputProps } from '@/components/form/inputs';
import { BirthDateFields } from './birth-date-fields';
import { MembershipCheckboxes } from './membership-checkboxes';
import { REQUIRED } from './person-messages';

/** The fields of a person that sign-up, profile, renewal and the persons administration share. */
export interface IdentityValues extends DateParts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  cis: string;
  membertype: MemberType | '';
  membertypePrecision: string;
  subscriptions: string[];
}

const required = { validate: (value: string) => value.trim() !== '' || REQUIRED };
const emailRule = { validate: (value: string) => isEmailValid(value) || EMAIL_INVALID };

/** Fields two a row from a small screen up, each with the id `{idPrefix}-{name}`, then `children`. */
function HalfRow<F extends { name: string }>({
  idPrefix,
  fields,
  render,
  children,
}: {
  idPrefix: string;
  fields: readonly F[];
  render: (field: F & { id: string }) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Row className="g-3">
      {fields.map((field) => (
        <Col sm={6} key={field.name}>
          {render({ ...field, id: `${idPrefix}-${field.name}` })}
        </Col>
      ))}
      {children}
    </Row>
  );
}

/**
 * Prénom, Nom, E-mail, Téléphone, birth date, CIS, and (when `showMembership`) Statut with
 * 'Précisez (externe)' and the memberships, which follow the status. The fields the rules require
 * are marked so (`*` and `required`) before any submit, and each field about the person carries
 * its autocomplete token (RGAA 11.10 and 11.13, docs/accessibility.md#forms). The renewal
 * shows name and birth date read-only (`lockIdentity`); an existing person's e-mail is
 * read-only unless a general administrator edits it (`emailReadOnly`).
 */
export function IdentityFields({
  idPrefix,
  showMembership,
  lockIdentity = false,
  emailReadOnly = false,
}: {
  idPrefix: string;
  showMembership: boolean;
  lockIdentity?: boolean;
  emailReadOnly?: boolean;
}) {
  const { control, getValues, setValue } = useFormContext<IdentityValues>();
  const membertype = useWatch({ control, name: 'membertype' });

  const textFields: (Omit<TextInputProps, 'label' | 'value' | 'name'> & {
    name: 'firstName' | 'lastName' | 'email' | 'phone';
    label: string;
    rules: FieldRules;
  })[] = [
    {
      name: 'firstName',
      label: 'Prénom',
      autoComplete: 'given-name',
      readOnly: lockIdentity,
      required: true,
      rules: required,
    },
    {
      name: 'lastName',
      label: 'Nom',
      autoComplete: 'family-name',
      readOnly: lockIdentity,
      required: true,
      rules: required,
    },
    {
      name: 'email',
      label: 'E-mail',
      type: 'email',
      autoComplete: 'email',
      readOnly: emailReadOnly,
      required: true,
      rules: emailRule,
    },
    {
      name: 'phone',
      label: 'Téléphone',
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      required: true,
      rules: required,
    },
  ];

  const onStatusChange = (status: string) =>
    setValue(
      'subscriptions',
      membershipsForStatus(status as MemberType | '', getValues('subscriptions')),
    );
  const selects = [
    { name: 'cis', label: 'Centre de secours (CIS)', options: CIS_LIST },
    ...(showMembership
      ? [
          {
            name: 'membertype',
            label: 'Statut',
            options: MEMBER_TYPES,
            onValueChange: onStatusChange,
          } as const,
        ]
      : []),
  ] as const;

  return (
    <>
      <HalfRow
        idPrefix={idPrefix}
        fields={textFields}
        render={(field) => <TextField<IdentityValues> {...field} className="mb-0" />}
      />
      <div className="mt-3">
        {lockIdentity ? (
          <TextInput
            id={`${idPrefix}-birthDate`}
            label="Date de naissance"
            value={formatDate(composeDate(getValues()))}
            readOnly
          />
        ) : (
          <BirthDateFields<IdentityValues>
            idPrefix={`${idPrefix}-birth`}
            names={{ day: 'day', month: 'month', year: 'year' }}
            ownBirthDate
          />
        )}
      </div>
      <HalfRow
        idPrefix={idPrefix}
        fields={selects}
        render={(field) => (
          <SelectField<IdentityValues> {...field} rules={required} required className="mb-0" />
        )}
      >
        {showMembership && membertype === 'EXTERNE' && (
          <Col sm={12}>
            <TextField<IdentityValues>
              id={`${idPrefix}-membertypePrecision`}
              name="membertypePrecision"
              label="Précisez (externe)"
              className="mb-0"
            />
          </Col>
        )}
      </HalfRow>
      {showMembership && (
        <fieldset className="mt-3">
          <legend className="form-label fs-6 mb-1">Adhésions</legend>
          <Controller
            control={control}
            name="subscriptions"
            render={({ field }) => (
              <MembershipCheckboxes
                idPrefix={`${idPrefix}-subscription`}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </fieldset>
      )}
    </>
  );
}
