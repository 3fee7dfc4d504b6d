import { type ReactNode, useId } from 'react';
import { Card } from 'react-bootstrap';
import type { FieldValues } from 'react-hook-form';
import { EditorForm, type EditorFormProps } from './editor-form';

/**
 * An item's editor: a card titled with what is edited (the form is named by that heading), the
 * form's fields, its submit button and `Annuler` (see EditorForm).
 */
export function EditorCard<T extends FieldValues>({
  title,
  level = 2,
  className = 'mb-3 border-primary',
  ...form
}: EditorFormProps<T> & {
  title: ReactNode;
  /** The heading's level: 2 for a screen's editor, 3 inside a section. */
  level?: 2 | 3;
  className?: string;
}) {
  const titleId = `${useId().replace(/:/g, '')}-title`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card className={className}>
      <Card.Body>
        <EditorForm {...form} aria-labelledby={titleId}>
          <Heading id={titleId} className={level === 2 ? 'h5' : 'h6'}>
            {title}
          </Heading>
          {form.children}
        </EditorForm>
      </Card.Body>
    </Card>
  );
}
