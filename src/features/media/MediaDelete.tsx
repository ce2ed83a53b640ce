// Deleting a library item, after asking. The server refuses while the site uses it, and the refusal
// lists the places, so the owner knows what to change first.
import { useState } from 'react';
import type { MediaItem } from '../../api/adminContract';
import type { ApiError } from '../../api/baseQuery';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDeleteMediaMutation, usesOfRefusal } from '../../api/mediaApi';
import { itemName } from '../../ui/mediaFormat';

export function MediaDelete({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading, error, reset }] = useDeleteMediaMutation();
  const refusal = usesOfRefusal(error as ApiError | undefined);

  const onConfirm = async () => {
    const result = await remove(item.id);
    setAsking(false);
    if (!('error' in result)) onDeleted();
  };

  return (
    <div className="media-delete">
      <button
        type="button"
        className="button button--ghost media-delete__button"
        onClick={() => {
          reset();
          setAsking(true);
        }}
      >
        Delete
      </button>
      <div role="alert" className="media-delete__refusal">
        {refusal && (
          <>
            <p>{refusal.message}</p>
            <ul>
              {refusal.uses.map((use) => (
                <li key={use.at}>
                  {use.page}: {use.field}
                </li>
              ))}
            </ul>
          </>
        )}
        {error && !refusal && <p>Not deleted: {(error as ApiError).message}</p>}
      </div>
      <ConfirmDialog
        open={asking}
        title={`Delete ${itemName(item)}?`}
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={isLoading}
        onConfirm={() => void onConfirm()}
        onClose={() => setAsking(false)}
      >
        <p>The file is removed from the library and the server. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
