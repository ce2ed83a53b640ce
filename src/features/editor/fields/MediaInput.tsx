// A media field: the chosen stored file shown as it looks, a button to choose another from the media
// library (or to upload one there in place) and one to clear it. The value is the file's stored
// path, never a web address.
import { useState } from 'react';
import type { MediaField } from '../../../api/model/kinds';
import { FormField } from '../../../ui/FormField';
import type { FieldProps } from './fieldProps';
import { useFieldId, useFieldState } from './formContext';
import { MediaPicker } from './MediaPicker';
import { MediaPreview } from './MediaPreview';
import './MediaInput.css';

export function MediaInput({ field, path, value, onChange }: FieldProps<MediaField>) {
  const id = useFieldId(path);
  const { errors, invalid, describedBy } = useFieldState(path, field.help, `${id}-current`);
  const [choosing, setChoosing] = useState(false);
  const chosen = typeof value === 'string' && value !== '' ? value : null;
  return (
    <FormField id={id} label={field.label} hint={field.help} errors={errors} className="media-input">
      <div className="media-input__row">
        <span id={`${id}-current`} className="media-input__current">
          {chosen ? (
            <MediaPreview kind={field.kind} path={chosen} />
          ) : (
            <span className="media-input__none">None chosen</span>
          )}
        </span>
        <span className="media-input__actions area-actions">
          {/* The label names this button: "Choose" read with the field's label and what it holds now. */}
          <button
            id={id}
            type="button"
            className="button button--ghost media-input__choose"
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onClick={() => setChoosing(true)}
          >
            <span id={`${id}-action`}>{chosen ? 'Change' : 'Choose'}</span>
          </button>
          {chosen && (
            <button
              type="button"
              className="button button--ghost media-input__clear"
              aria-label={`Clear ${field.label}`}
              onClick={() => onChange(null)}
            >
              Clear
            </button>
          )}
        </span>
      </div>
      {choosing && (
        <MediaPicker
          kind={field.kind}
          label={field.label}
          current={chosen}
          onClose={() => setChoosing(false)}
          onChoose={onChange}
        />
      )}
    </FormField>
  );
}
