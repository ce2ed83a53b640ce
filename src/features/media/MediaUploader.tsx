// Where files come in: picked or dropped, several at once, each listed with its progress and, when
// the library refuses it, which file and why. The list is a live region, so progress is heard too.
import { useId, useRef, useState, type DragEvent } from 'react';
import type { MediaLimits } from '../../api/adminContract';
import { ACCEPTED_TYPES, formatBytes } from '../../ui/mediaFormat';
import { UploadBar } from '../../ui/UploadBar';
import type { UploadEntry } from './useMediaUploads';

export interface MediaUploaderProps {
  limits: MediaLimits | undefined;
  entries: readonly UploadEntry[];
  onFiles: (files: File[]) => void;
  onClearFinished: () => void;
}

const ACCEPT = Object.values(ACCEPTED_TYPES).join(',');

function Status({ entry }: { entry: UploadEntry }) {
  if (entry.state === 'refused') return <span className="media-upload__reason">Not uploaded: {entry.reason}</span>;
  if (entry.state === 'done') return <span className="media-upload__done">Uploaded</span>;
  if (entry.state === 'waiting') return <span>Waiting…</span>;
  return <span>{entry.progress < 1 ? `Sending… ${Math.round(entry.progress * 100)}%` : 'Checking and cleaning…'}</span>;
}

export function MediaUploader({ limits, entries, onFiles, onClearFinished }: MediaUploaderProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const finished = entries.some((entry) => entry.state === 'done' || entry.state === 'refused');

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <section className="media-upload" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="visually-hidden">
        Upload
      </h2>
      <div
        className={dragging ? 'media-upload__zone media-upload__zone--over' : 'media-upload__zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="media-upload__lead">Drop photos, videos or PDFs here, or</p>
        <label htmlFor={inputId} className="button media-upload__pick">
          Choose files
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          aria-describedby={hintId}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            if (files.length > 0) onFiles(files);
            // The same file can be chosen again after a refusal.
            if (input.current) input.current.value = '';
          }}
        />
        <p id={hintId} className="media-upload__hint">
          JPEG, PNG, WebP or AVIF photos and PDFs
          {limits ? ` up to ${formatBytes(limits.maxBytes)}` : ''}; MP4 or WebM videos
          {limits ? ` up to ${formatBytes(limits.maxVideoBytes)}` : ''}. Photos are turned upright and lose their camera
          data (place, phone) on the way in.
        </p>
      </div>
      <div className="media-upload__status" aria-live="polite">
        {entries.length > 0 && (
          <ul className="media-upload__list" aria-label="Uploads">
            {entries.map((entry) => (
              <li key={entry.key} className={`media-upload__item media-upload__item--${entry.state}`}>
                <span className="media-upload__name">
                  {entry.name} <span className="media-upload__size">({formatBytes(entry.size)})</span>
                </span>
                {entry.state === 'sending' && (
                  <UploadBar className="media-upload__bar" name={entry.name} fraction={entry.progress} />
                )}
                <Status entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {finished && (
        <button type="button" className="button button--ghost media-upload__clear" onClick={onClearFinished}>
          Clear finished uploads
        </button>
      )}
    </section>
  );
}
