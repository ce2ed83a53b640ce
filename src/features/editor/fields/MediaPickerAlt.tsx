// A picture just uploaded from a field's picker has no alt text yet, and publishing is refused while
// a used picture lacks it: the owner is told so right away and can write it here, into the library.
import { useId, useState, type SubmitEvent } from 'react';
import type { MediaItem } from '../../../api/adminContract';
import type { ApiError } from '../../../api/baseQuery';
import { paths } from '../../../paths';
import { controlProps, FormField } from '../../../ui/FormField';
import { useDescribeMediaMutation } from '../../../api/mediaApi';
import { MediaPreview } from './MediaPreview';

export interface MediaPickerAltProps {
  item: MediaItem;
  /** The field's label. */
  label: string;
}

const HINT = 'What the picture shows, for people who cannot see it, in a sentence.';

export function MediaPickerAlt({ item, label }: MediaPickerAltProps) {
  const altId = useId();
  const [alt, setAlt] = useState('');
  const [describe, { isLoading: saving, error, reset, data: saved }] = useDescribeMediaMutation();
  const problems = (error as ApiError | undefined)?.data as { errors?: Record<string, string[]> } | undefined;
  const savedAlt = saved?.data.alt ?? null;

  const onSave = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || alt.trim() === '') return;
    await describe({ id: item.id, change: { alt: alt.trim() || null } });
  };

  return (
    <section className="media-picker__new" aria-labelledby={`${altId}-title`}>
      <MediaPreview kind="image" path={item.path} />
      <div className="media-picker__new-text">
        <h3 id={`${altId}-title`} className="media-picker__new-title">
          Uploaded and chosen for {label}
        </h3>
        {savedAlt ? (
          <p role="status">Alt text saved: “{savedAlt}”.</p>
        ) : (
          <form className="media-picker__alt" onSubmit={(event) => void onSave(event)}>
            <p className="media-picker__needs">
              It needs alt text before the site can be published with it. Write it here, or later in the{' '}
              <a href={paths.adminMedia}>media library</a>.
            </p>
            <FormField id={altId} label="Alt text" hint={HINT} errors={problems?.errors?.alt}>
              <input
                {...controlProps(altId, { hint: HINT, errors: problems?.errors?.alt })}
                value={alt}
                // Right after the upload, the owner is asked for it.
                autoFocus
                maxLength={500}
                onChange={(event) => {
                  setAlt(event.target.value);
                  reset();
                }}
              />
            </FormField>
            <button type="submit" className="button" aria-disabled={saving || alt.trim() === '' || undefined}>
              {saving ? 'Saving…' : 'Save alt text'}
            </button>
            <p role="status" className="media-picker__refusal">
              {error && !problems?.errors ? `Not saved: ${(error as ApiError).message}` : ''}
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
