import type { FormHTMLAttributes, ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { PendingButton } from '@/components/pending-button';
import { usePending } from '@/components/use-pending';
import { toastFailure } from '@/components/toast-failure';

export interface EditorFormProps<T extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: UseFormReturn<T>;
  /** The save, once every rule holds; what it throws is told with `failed`. */
  onSave: (values: T) => Promise<unknown>;
  /** The toast of a failed save (the form keeps what was typed). */
  failed: string | ((error: unknown) => string);
  submitLabel: ReactNode;
  /** `Annuler` beside the submit button, when given. */
  onCancel?: () => void;
  /** The submit button held back (a rule the whole form breaks, told above it). */
  submitDisabled?: boolean;
  /** No buttons: the viewer may read the form, not save it. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A react-hook-form form (`noValidate`: the rules speak under their fields once a submit was
 * tried), its submit button and `Annuler`. The save runs once however often the button is
 * clicked, the button waits for it, and a failed save keeps the values and gives the button back.
 */
export function EditorForm<T extends FieldValues>({
  form,
  onSave,
  failed,
  submitLabel,
  onCancel,
  submitDisabled,
  readOnly,
  children,
  ...props
}: EditorFormProps<T>) {
  const [pending, run] = usePending();
  const submit = form.handleSubmit((values) =>
    run(async () => {
      try {
        await onSave(values);
      } catch (error) {
        toastFailure(typeof failed === 'function' ? failed(error) : failed);
      }
    }),
  );
  return (
    <FormProvider {...form}>
      <form {...props} noValidate onSubmit={(event) => void submit(event)}>
        {children}
        {!readOnly && (
          <div className="d-flex gap-2 mt-3">
            <PendingButton pending={pending} disabled={submitDisabled}>
              {submitLabel}
            </PendingButton>
            {onCancel && (
              <Button variant="outline-secondary" onClick={onCancel}>
                Annuler
              </Button>
            )}
          </div>
        )}
      </form>
    </FormProvider>
  );
}
