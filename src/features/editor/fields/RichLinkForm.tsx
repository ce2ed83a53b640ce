// Making the selected text a link, changing its address or removing it. The address is checked as
// the server's sanitiser will treat it, so a link never silently disappears when it is saved.
import type { Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { controlProps, FormField } from '../../../ui/FormField';
import { richLinkHref, richLinkProblem } from './richLinkProblem';

export interface RichLinkFormProps {
  editor: Editor;
  /** The address input's id. */
  id: string;
  onClose: () => void;
}

const HINT = 'A web address (https://…), a page of this site (/about), or an email address.';

export function RichLinkForm({ editor, id, onClose }: RichLinkFormProps) {
  const existing = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';
  const [typed, setTyped] = useState(existing);
  const [errors, setErrors] = useState<string[]>([]);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = richLinkHref(typed);
    const problem = richLinkProblem(href);
    if (problem) {
      setErrors([problem]);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  // Not a <form>: the editor's page may be one already, and forms do not nest.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div role="group" aria-label="Link" className="rich-text__link" onKeyDown={onKeyDown}>
      <FormField id={id} label="Link address" hint={HINT} errors={errors}>
        <input
          {...controlProps(id, { hint: HINT, errors })}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          // The form opens for this: the keyboard starts in it.
          autoFocus
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setErrors([]);
          }}
        />
      </FormField>
      <div className="rich-text__link-actions">
        <button type="button" className="button" onClick={apply}>
          Apply link
        </button>
        {existing && (
          <button type="button" className="button button--ghost" onClick={remove}>
            Remove link
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
