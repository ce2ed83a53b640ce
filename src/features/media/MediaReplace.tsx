// A new file for a library item: it keeps the item's stored path, description and uses, so every
// place that shows it shows the new file.
import { useId, useState } from 'react';
import type { MediaItem } from '../../api/adminContract';
import { contentApi } from '../../api/contentApi';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectCsrfToken } from '../../api/authApi';
import { sendMediaFile } from '../../api/sendMediaFile';

type Progress =
  { state: 'idle' } | { state: 'sending'; fraction: number } | { state: 'done' } | { state: 'refused'; reason: string };

export function MediaReplace({ item }: { item: MediaItem }) {
  const inputId = useId();
  const dispatch = useAppDispatch();
  const csrfToken = useAppSelector(selectCsrfToken) ?? '';
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });

  const replace = async (file: File) => {
    setProgress({ state: 'sending', fraction: 0 });
    const result = await sendMediaFile({
      file,
      replaces: item.id,
      csrfToken,
      onProgress: (fraction) => setProgress({ state: 'sending', fraction }),
    });
    if (result.ok) {
      setProgress({ state: 'done' });
      dispatch(contentApi.util.invalidateTags(['Media', 'Activity', 'Draft']));
    } else {
      setProgress({ state: 'refused', reason: `${file.name} was not taken: ${result.reason}` });
    }
  };

  return (
    <div className="media-replace">
      <label htmlFor={inputId} className="button button--ghost">
        Replace the file
      </label>
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        disabled={progress.state === 'sending'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void replace(file);
        }}
      />
      <p className="media-replace__status" aria-live="polite">
        {progress.state === 'sending' && `Sending… ${Math.round(progress.fraction * 100)}%`}
        {progress.state === 'done' && 'Replaced: every place that showed it shows the new file.'}
        {progress.state === 'refused' && <span className="media-upload__reason">{progress.reason}</span>}
      </p>
    </div>
  );
}
