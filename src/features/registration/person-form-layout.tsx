import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/form/fields';
import { IdentityFields } from '@/components/person/identity-fields';
import { PendingButton } from '@/components/pending-button';
import { ChildrenFields } from './children-fields';
import type { PersonFormValues } from './person-values';
import { REQUIRED_FIELDS } from './registration-messages';

/**
 * The person's form as sign-up, creation and edit show it: the identity, then (`showMembership`)
 * the double status and the newsletter, then `access` (the password fields or a reset link), the
 * children, and the submit once `ready` (after `beforeSubmit`, the captcha), `notReady` until then.
 */
export function PersonFormLayout({
  form,
  onSubmit,
  showMembership,
  emailReadOnly = false,
  access,
  ready,
  notReady,
  submitLabel,
  beforeSubmit,
  submitDisabled = false,
}: {
  form: UseFormReturn<PersonFormValues>;
  onSubmit: (event: FormEvent) => Promise<void>;
  showMembership: boolean;
  emailReadOnly?: boolean;
  access?: ReactNode;
  ready: boolean;
  notReady: string;
  submitLabel: string;
  beforeSubmit?: ReactNode;
  submitDisabled?: boolean;
}) {
  return (
    <FormProvider {...form}>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="small text-body-secondary">{REQUIRED_FIELDS}</p>
        <IdentityFields
          idPrefix="person"
          showMembership={showMembership}
          emailReadOnly={emailReadOnly}
        />
        {showMembership && (
          <div className="mt-2">
            <CheckboxField<PersonFormValues>
              id="person-double-status"
              name="udFnspfDoubleStatusSubscription"
              label="Double statut UDSP/FNSPF"
              className="mt-2"
            />
            <CheckboxField<PersonFormValues>
              id="person-newsletter"
              name="newsletterOptIn"
              label="Recevoir la newsletter"
              className="mt-2"
            />
          </div>
        )}
        {access}

        <ChildrenFields />

        {ready ? (
          <div className="mt-4 d-flex flex-column gap-3 align-items-start">
            {beforeSubmit}
            <PendingButton
              size="lg"
              pending={form.formState.isSubmitting}
              disabled={submitDisabled}
            >
              {submitLabel}
            </PendingButton>
          </div>
        ) : (
          <p className="mt-4 small text-body-secondary" role="status">
            {notReady}
          </p>
        )}
      </Form>
    </FormProvider>
  );
}
