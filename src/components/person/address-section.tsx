import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { FormProvider, useForm } from 'react-hook-form';
import type { Address } from '@/api/types';
import { isPostalCodeValid, postalCodeText } from '@/lib/postal-address';
import { type AddressValues, toValues } from './address-values';
import { TextField } from '@/components/form/fields';
import { PendingButton } from '@/components/pending-button';
import { POSTAL_CODE_INVALID, REQUIRED } from './person-messages';

const required = { validate: (value: string) => value.trim() !== '' || REQUIRED };

/**
 * Numéro, Rue, Code postal, Ville, two to a line on a phone. Their autocomplete tokens are the
 * calendar purchase's (RGAA 11.13, the same fields filled the same way): no token names a house
 * number alone (`off`, so that a browser does not put the whole street line there), the street
 * line is `address-line1` (`street-address` would be the whole address, several lines).
 */
const ADDRESS_FIELDS = [
  { name: 'streetNumber', label: 'Numéro', autoComplete: 'off', width: { xs: 4, sm: 3 } },
  {
    name: 'streetName',
    label: 'Rue',
    required: true,
    rules: required,
    autoComplete: 'address-line1',
    width: { xs: 8, sm: 9 },
  },
  {
    name: 'postalCode',
    label: 'Code postal',
    required: true,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    rules: { validate: (value: string) => isPostalCodeValid(value) || POSTAL_CODE_INVALID },
    width: { xs: 5, sm: 4 },
  },
  {
    name: 'city',
    label: 'Ville',
    required: true,
    rules: required,
    autoComplete: 'address-level2',
    width: { xs: 7, sm: 8 },
  },
] as const;

function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  address: Address | null;
  onSave: (values: AddressValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const form = useForm<AddressValues>({ defaultValues: toValues(address), mode: 'onTouched' });
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <Form
        onSubmit={(event) => void form.handleSubmit(onSave)(event)}
        noValidate
        aria-label="Adresse"
      >
        <Row className="g-2">
          {ADDRESS_FIELDS.map(({ name, width, ...field }) => (
            <Col key={name} {...width}>
              <TextField<AddressValues> name={name} {...field} />
            </Col>
          ))}
        </Row>
        <div className="d-flex gap-2 mt-1 flex-wrap">
          <PendingButton pending={isSubmitting}>Enregistrer l'adresse</PendingButton>
          {onCancel && (
            <Button variant="outline-secondary" onClick={onCancel}>
              Annuler
            </Button>
          )}
        </div>
      </Form>
    </FormProvider>
  );
}

/**
 * The section `Adresse`: the address as text with `Modifier l'adresse`, or its
 * form (`Numéro`, `Rue`, `Code postal`, `Ville`, `Enregistrer l'adresse`) when there is none
 * yet or it is being edited. `onSave` answers whether it was saved; a failed save keeps what
 * was typed. `onEditingChange` tells the parent (the renewal's 'Valider' waits for it).
 */
export function AddressSection({
  address,
  onSave,
  onEditingChange,
  headingLevel = 2,
}: {
  address: Address | null;
  onSave: (values: AddressValues) => Promise<boolean>;
  onEditingChange?: (editing: boolean) => void;
  headingLevel?: 2 | 3;
}) {
  const [editing, setEditingState] = useState(!address);
  const setEditing = (next: boolean) => {
    setEditingState(next);
    onEditingChange?.(next);
  };
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="mt-4" aria-labelledby="address-title">
      <Heading id="address-title" className="h5">
        Adresse
      </Heading>
      {editing || !address ? (
        <AddressForm
          address={address}
          onSave={async (values) => {
            const saved = await onSave(values);
            if (saved) setEditing(false);
            return saved;
          }}
          onCancel={address ? () => setEditing(false) : undefined}
        />
      ) : (
        <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
          <address className="mb-0">
            {address.streetNumber} {address.streetName}
            <br />
            {postalCodeText(address.postalCode)} {address.city}
          </address>
          <Button variant="outline-primary" size="sm" onClick={() => setEditing(true)}>
            Modifier l'adresse
          </Button>
        </div>
      )}
    </section>
  );
}
