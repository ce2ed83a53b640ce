// The rich text editor (TipTap): a toolbar of the formats the site renders, the text, and the link
// form. It sends HTML on every change, or null once the text is emptied.
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RichLinkForm } from './RichLinkForm';
import { richTextExtensions } from './richTextExtensions';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  /** The editable area's id; its label is `${id}-label`. */
  id: string;
  label: string;
  describedBy: string;
  invalid: boolean;
  value: string;
  onChange: (html: string | null) => void;
}

export function RichTextEditor({ id, label, describedBy, invalid, value, onChange }: RichTextEditorProps) {
  // What this editor last sent: a value that differs came from elsewhere (a reload, a restored version).
  const sent = useRef(value);
  const [editingLink, setEditingLink] = useState(false);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text__area form-field__control',
      },
    }),
    [id, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = changed.isEmpty ? '' : changed.getHTML();
      sent.current = html;
      onChange(html === '' ? null : html);
    },
  });

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text__editor">
      <RichTextToolbar
        editor={editor}
        label={label}
        controls={id}
        onLink={() => setEditingLink(true)}
        linkOpen={editingLink}
      />
      {editingLink && <RichLinkForm editor={editor} id={`${id}-link`} onClose={() => setEditingLink(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
