// Uploading a new file from a media field's picker, into the media library: only files of the
// field's kind are offered, the progress shows as it goes and a refusal says why in place. The
// library's own sending and size check are used, so a file is taken here exactly as it is there.
import { useId, useState } from 'react';
import type { MediaItem, MediaKind } from '../../../api/adminContract';
import { contentApi } from '../../../api/contentApi';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCsrfToken } from '../../../api/authApi';
import { useGetMediaLimitsQuery } from '../../../api/mediaApi';
import { ACCEPTED_TYPES, formatBytes } from '../../../ui/mediaFormat';
import { UploadBar } from '../../../ui/UploadBar';
import { sendMediaFile, sizeProblem } from '../../../api/sendMediaFile';

export interface MediaPickerUploadProps {
  kind: MediaKind;
  /** "picture", "video", "PDF". */
  word: string;
  /** The library's new item, of the field's kind. */
  onUploaded: (item: MediaItem) => void;
}

type Progress =
  { state: 'idle' } | { state: 'sending'; name: string; fraction: number } | { state: 'refused'; reason: string };

const TYPE_NAMES: Record<MediaKind, string> = {
  image: 'JPEG, PNG, WebP or AVIF',
  video: 'MP4 or WebM',
  pdf: 'PDF',
};

export function MediaPickerUpload({ kind, word, onUploaded }: MediaPickerUploadProps) {
  const inputId = useId();
  const dispatch = useAppDispatch();
  const csrfToken = useAppSelector(selectCsrfToken) ?? '';
  const { data: limits } = useGetMediaLimitsQuery();
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const largest = limits && (kind === 'video' ? limits.maxVideoBytes : limits.maxBytes);

  const upload = async (file: File) => {
    const tooLarge = sizeProblem(file, limits);
    if (tooLarge) {
      setProgress({ state: 'refused', reason: `${file.name} was not uploaded: ${tooLarge}` });
      return;
    }
    setProgress({ state: 'sending', name: file.name, fraction: 0 });
    const result = await sendMediaFile({
      file,
      csrfToken,
      onProgress: (fraction) => setProgress({ state: 'sending', name: file.name, fraction }),
    });
    if (!result.ok) {
      setProgress({ state: 'refused', reason: `${file.name} was not uploaded: ${result.reason}` });
      // Signed out meanwhile: the session's check takes the owner to sign in.
      if (result.status === 401) dispatch(contentApi.util.invalidateTags(['Session']));
      return;
    }
    dispatch(contentApi.util.invalidateTags(['Media', 'Activity']));
    if (result.item.kind !== kind) {
      // The server decides the kind from the bytes: the file is in the library, but not for this field.
      setProgress({
        state: 'refused',
        reason: `${file.name} was added to the media library, but it is not a ${word}, so it cannot go here.`,
      });
      return;
    }
    setProgress({ state: 'idle' });
    onUploaded(result.item);
  };

  return (
    <div className="media-picker__upload">
      <label htmlFor={inputId} className="button button--ghost">
        Upload a {word}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES[kind]}
        className="visually-hidden"
        aria-describedby={`${inputId}-hint`}
        disabled={progress.state === 'sending'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file can be chosen again after a refusal.
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      <span id={`${inputId}-hint`} className="media-picker__hint">
        {TYPE_NAMES[kind]}
        {largest ? `, up to ${formatBytes(largest)}` : ''}. It goes into the media library too.
      </span>
      <div className="media-picker__upload-status" aria-live="polite">
        {progress.state === 'sending' && (
          <>
            <UploadBar className="media-picker__bar" name={progress.name} fraction={progress.fraction} />
            <span>
              {progress.fraction < 1
                ? `Sending ${progress.name}… ${Math.round(progress.fraction * 100)}%`
                : 'Checking and cleaning…'}
            </span>
          </>
        )}
        {progress.state === 'refused' && <p className="media-picker__refusal">{progress.reason}</p>}
      </div>
    </div>
  );
}
