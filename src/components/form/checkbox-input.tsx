import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FormCheck } from 'react-bootstrap';

export type CheckboxInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A checkbox with its label, as the kit's other inputs (`inputs.tsx`), in a file of its own: no
 * screen of the first script has one, and react-bootstrap's check stays out of it.
 */
export function CheckboxInput({ id, label, className, ...control }: CheckboxInputProps) {
  const generated = useId();
  return (
    <FormCheck
      {...control}
      id={id ?? `check${generated.replace(/:/g, '')}`}
      type="checkbox"
      label={label}
      className={className}
    />
  );
}
