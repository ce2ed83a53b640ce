// A rich text field: its label, help and messages around the editor, which loads (with TipTap) only
// once a screen shows a rich text field.
import { lazy, Suspense } from 'react';
import type { RichTextField } from '../../../api/model/kinds';
import { FieldNotes } from '../../../ui/FormField';
import type { FieldProps } from './fieldProps';
import { useFieldState } from './formContext';
import './RichText.css';

const RichTextEditor = lazy(() =>
  import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

export function RichTextInput({ field, path, value, onChange }: FieldProps<RichTextField>) {
  const { id, errors, invalid, describedBy } = useFieldState(path, field.help);
  return (
    <div className={['form-field', 'rich-text', invalid ? 'form-field--invalid' : ''].filter(Boolean).join(' ')}>
      {/* Not a <label>: the editor is no form control a label could point at; it is named by this id. */}
      <span id={`${id}-label`} className="form-field__label">
        {field.label}
      </span>
      <Suspense fallback={<p className="rich-text__loading">Loading the text editor…</p>}>
        <RichTextEditor
          id={id}
          label={field.label}
          describedBy={describedBy}
          invalid={invalid}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      </Suspense>
      <FieldNotes id={id} hint={field.help} errors={errors} />
    </div>
  );
}
