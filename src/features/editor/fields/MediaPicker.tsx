// Choosing a stored file for a media field: the files of its kind in the media library, found by
// name, each shown as it will look with its alt text, or a new one uploaded in place.
import { ShowMore } from '../../../ui/ShowMore';
import { useId, useState } from 'react';
import type { MediaItem, MediaKind, StoredMediaFile } from '../../../api/adminContract';
import { Dialog } from '../../../ui/Dialog';
import { controlProps, FormField } from '../../../ui/FormField';
import { MediaPickerAlt } from './MediaPickerAlt';
import { MediaPickerUpload } from './MediaPickerUpload';
import { MediaPreview } from './MediaPreview';
import { useGetStoredMediaInfiniteQuery } from './storedMediaApi';
import './MediaPicker.css';

export interface MediaPickerProps {
  kind: MediaKind;
  /** The field's label, in the dialog's title. */
  label: string;
  current: string | null;
  /** Sets the field's value; the picker closes itself when the owner is done. */
  onChoose: (path: string) => void;
  onClose: () => void;
}

const KIND_WORDS: Record<MediaKind, string> = { image: 'picture', video: 'video', pdf: 'PDF' };

/** What the library says of a picture, so the owner picks knowingly. */
function described(file: StoredMediaFile): string {
  if (file.decorative) return 'Decorative';
  return file.alt ? `Alt text: ${file.alt}` : 'Needs alt text';
}

export function MediaPicker({ kind, label, current, onChoose, onClose }: MediaPickerProps) {
  const titleId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  // The server finds the words among all the files; what it last gave stays shown meanwhile,
  // narrowed here as the owner types (another backend may not search).
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetStoredMediaInfiniteQuery({ kind, search: filter });
  const files = [...new Map(data?.pages.flatMap((page) => page.files).map((file) => [file.path, file])).values()];
  const shown = files.filter((file) => file.path.toLowerCase().includes(filter.trim().toLowerCase()));
  const word = KIND_WORDS[kind];
  // A picture uploaded here without alt text: chosen already, the dialog stays to ask for it.
  const [uploaded, setUploaded] = useState<MediaItem | null>(null);

  const choose = (path: string) => {
    onChoose(path);
    onClose();
  };
  const onUploaded = (item: MediaItem) => {
    if (item.kind === 'image' && !item.alt && !item.decorative) {
      onChoose(item.path);
      setUploaded(item);
    } else choose(item.path);
  };

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="media-picker">
      <div className="media-picker__box area-dialog">
        <h2 id={titleId} className="media-picker__title">
          Choose a {word}: {label}
        </h2>
        <MediaPickerUpload kind={kind} word={word} onUploaded={onUploaded} />
        {uploaded && <MediaPickerAlt key={uploaded.id} item={uploaded} label={label} />}
        <FormField id={filterId} label="Find by name">
          <input
            {...controlProps(filterId, {})}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </FormField>
        <div className="media-picker__files" aria-live="polite" aria-busy={isLoading || undefined}>
          {isLoading && <p className="media-picker__state">Loading the stored files…</p>}
          {isError && (
            <p className="media-picker__state">
              The stored files could not be loaded.{' '}
              <button type="button" className="button button--ghost" onClick={() => void refetch()}>
                Try again
              </button>
            </p>
          )}
          {!isLoading && !isError && shown.length === 0 && (
            <p className="media-picker__state">
              {!filter.trim()
                ? `There is no ${word} in the media storage yet.`
                : `No ${word} has “${filter}” in its name.`}
            </p>
          )}
          {shown.length > 0 && (
            <ul className="media-picker__grid area-tiles">
              {shown.map((file, index) => (
                <li key={file.path}>
                  <button
                    type="button"
                    className="media-picker__file"
                    aria-label={file.path}
                    aria-describedby={kind === 'image' ? `${filterId}-${index}` : undefined}
                    aria-current={file.path === current || undefined}
                    onClick={() => choose(file.path)}
                  >
                    <MediaPreview kind={kind} path={file.path} />
                    {kind === 'image' && (
                      <span
                        id={`${filterId}-${index}`}
                        className={
                          file.alt || file.decorative
                            ? 'media-picker__alt-text'
                            : 'media-picker__alt-text media-picker__needs'
                        }
                      >
                        {described(file)}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {hasNextPage && (
            <ShowMore
              className="media-picker__more"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            />
          )}
        </div>
        <div className="media-picker__actions">
          <button type="button" className={uploaded ? 'button' : 'button button--ghost'} onClick={onClose}>
            {uploaded ? 'Done' : 'Cancel'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
