import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useId, useLayoutEffect, useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { RequiredMark } from '@/components/form/inputs';
import '@/styles/admin.scss';

/**
 * A rich-text field (Tiptap): bold, italic, headings, lists, links. Only the administration's
 * screens use it, so it stays in their chunks. The editable area is a labelled text box
 * (`role="textbox"`, named by the visible label), reachable by keyboard. Its HTML
 * is shown to members through the same sanitizer as everything else (`ServerHtml`).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  invalid,
  feedback,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  feedback?: string;
  /** A `*` beside the label and `aria-required` on the text box, before any submit. */
  required?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  const labelId = `${id}-label`;
  const feedbackId = `${id}-feedback`;
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(required ? { 'aria-required': 'true' } : {}),
      ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': feedbackId } : {}),
      class: `form-control rich-text-area${invalid ? ' is-invalid' : ''}`,
    }),
    [labelId, feedbackId, required, invalid],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // The text box says it is in error in the same commit as its message appears or goes (Tiptap
  // passes new options in an effect, after the page showed the one without the other).
  useLayoutEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  return (
    <div className="mb-3">
      <div className="form-label">
        <span id={labelId}>{label}</span>
        <RequiredMark required={required} />
      </div>
      {editor && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
      {invalid && feedback && (
        <div id={feedbackId} className="invalid-feedback d-block">
          {feedback}
        </div>
      )}
    </div>
  );
}

type Editor = NonNullable<ReturnType<typeof useEditor>>;

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
    }),
  });
  const [linking, setLinking] = useState(false);
  const buttons = [
    { name: 'Gras', active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    {
      name: 'Italique',
      active: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      name: 'Titre',
      active: state.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      name: 'Sous-titre',
      active: state.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      name: 'Liste à puces',
      active: state.bullets,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      name: 'Liste numérotée',
      active: state.numbers,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ];
  return (
    <div className="mb-1">
      <div
        role="toolbar"
        aria-label={`Mise en forme : ${label}`}
        className="d-flex flex-wrap gap-1"
      >
        {/* Separate buttons that wrap on a phone (the theme has no button groups). */}
        {buttons.map((button) => (
          <Button
            key={button.name}
            size="sm"
            variant={button.active ? 'secondary' : 'outline-secondary'}
            aria-pressed={button.active}
            // A click leaves the focus in the text, as in any editor: what is typed next goes
            // there at once, in the new format (the focus given back a frame later lost a key).
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            {button.name}
          </Button>
        ))}
        <Button
          size="sm"
          variant={state.link ? 'secondary' : 'outline-secondary'}
          aria-pressed={state.link}
          aria-expanded={linking}
          onClick={() => setLinking((open) => !open)}
        >
          Lien
        </Button>
      </div>
      {linking && (
        <LinkForm
          initial={state.href}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => setLinking(false)}
        />
      )}
    </div>
  );
}

/** Web, e-mail and phone links only: a `javascript:` address is refused before the editor. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initial || 'https://');
  const id = useId();
  const trimmed = href.trim();
  const invalid = trimmed !== '' && trimmed !== 'https://' && !SAFE_LINK.test(trimmed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (invalid) return;
    onApply(trimmed === 'https://' ? '' : trimmed);
  };
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mt-2">
      <div className="flex-grow-1">
        <Form.Label htmlFor={id} className="visually-hidden">
          Adresse du lien
        </Form.Label>
        <Form.Control
          id={id}
          size="sm"
          type="url"
          value={href}
          isInvalid={invalid}
          aria-invalid={invalid || undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
            if (event.key === 'Escape') onCancel();
          }}
          placeholder="https://…"
          // Its label is not drawn: the title shows it on hover (RGAA 11.1).
          title="Adresse du lien"
          aria-describedby={`${id}-hint`}
        />
        <Form.Text id={`${id}-hint`}>
          {invalid
            ? 'Une adresse web (https://…), e-mail (mailto:…) ou téléphone (tel:…).'
            : 'Laissez vide pour retirer le lien.'}
        </Form.Text>
      </div>
      <Button size="sm" onClick={submit} disabled={invalid}>
        Appliquer le lien
      </Button>
      <Button size="sm" variant="link" onClick={onCancel}>
        Annuler
      </Button>
    </div>
  );
}
