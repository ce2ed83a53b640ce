// The files being uploaded, one after another, each with its progress and, when refused, why.
import { useCallback, useRef, useState } from 'react';
import type { MediaLimits } from '../../api/adminContract';
import { contentApi } from '../../api/contentApi';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectCsrfToken } from '../../api/authApi';
import { sendMediaFile, sizeProblem } from '../../api/sendMediaFile';

export interface UploadEntry {
  key: number;
  name: string;
  size: number;
  state: 'waiting' | 'sending' | 'done' | 'refused';
  /** From 0 to 1. */
  progress: number;
  reason?: string;
}

export function useMediaUploads(limits: MediaLimits | undefined) {
  const dispatch = useAppDispatch();
  const csrfToken = useAppSelector(selectCsrfToken) ?? '';
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(1);
  const queue = useRef(Promise.resolve());

  const update = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const upload = useCallback(
    (files: readonly File[]) => {
      const batch = files.map((file) => ({ file, key: nextKey.current++ }));
      setEntries((all) => [
        ...batch.map(({ file, key }) => ({
          key,
          name: file.name,
          size: file.size,
          state: 'waiting' as const,
          progress: 0,
        })),
        ...all,
      ]);
      for (const { file, key } of batch) {
        queue.current = queue.current.then(async () => {
          const tooLarge = sizeProblem(file, limits);
          if (tooLarge) {
            update(key, { state: 'refused', reason: tooLarge });
            return;
          }
          update(key, { state: 'sending' });
          const result = await sendMediaFile({ file, csrfToken, onProgress: (progress) => update(key, { progress }) });
          if (result.ok) {
            update(key, { state: 'done', progress: 1 });
            dispatch(contentApi.util.invalidateTags(['Media', 'Activity']));
          } else {
            update(key, { state: 'refused', reason: result.reason });
            // Signed out meanwhile: the session's check takes the owner to sign in.
            if (result.status === 401) dispatch(contentApi.util.invalidateTags(['Session']));
          }
        });
      }
    },
    [limits, csrfToken, dispatch, update],
  );

  const clearFinished = useCallback(() => {
    setEntries((all) => all.filter((entry) => entry.state === 'waiting' || entry.state === 'sending'));
  }, []);

  return { entries, upload, clearFinished };
}
