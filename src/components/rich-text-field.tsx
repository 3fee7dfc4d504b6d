import { type ComponentProps, Suspense, lazy } from 'react';
import { RequiredMark } from '@/components/form/inputs';
import type { RichTextEditor } from './rich-text-editor';
import '@/styles/admin.scss';

// Tiptap and ProseMirror weigh more than the rest of an administration screen (about 125 kB
// gzip): the screen is drawn at once, the editor arrives in its place.
const Editor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** A rich-text field (see RichTextEditor), its editor loaded on demand. */
export function RichTextField(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense
      fallback={
        <div className="mb-3">
          <div className="form-label">
            {props.label}
            <RequiredMark required={props.required} />
          </div>
          <div className="form-control rich-text-area text-body-secondary" aria-busy="true">
            Chargement de l’éditeur…
          </div>
          {/* Said as the field's message once the editor is there to be described by it. */}
          {props.invalid && props.feedback && (
            <div className="small text-danger mt-1">{props.feedback}</div>
          )}
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
