// Above every screen of the editor: whether visitors see the draft yet, where the typing stands,
// and what can be done with the draft (preview the page, publish it with a note, discard it).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../api/baseQuery';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorsByEntity, saveEdits } from './autosave';
import { editorApi, useDiscardDraftMutation, useGetDraftQuery, usePublishDraftMutation } from './editorApi';
import { draftReplaced, publishRefused, selectEditor, unsavedEntities } from './editorSlice';
import { previewUrl } from './previewUrl';
import { PublishDialog } from './PublishDialog';
import { SaveStatus } from './SaveStatus';

export interface DraftBarProps {
  /** The page of the site the preview opens. */
  page: string;
  /** The address the editor shows now, where a notice is shown after publishing or discarding. */
  here: string;
  /** Called with the server's messages when a publish is refused, by field ("services.2.price"); empty once settled. */
  onRefused: (errors: Record<string, string[]>) => void;
}

export function DraftBar({ page, here, onRefused }: DraftBarProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { data: draft } = useGetDraftQuery();
  const unsaved = useAppSelector((state) => unsavedEntities(selectEditor(state)).length > 0);
  const [publish, { isLoading: publishing }] = usePublishDraftMutation();
  const [discard, { isLoading: discarding }] = useDiscardDraftMutation();
  const [dialog, setDialog] = useState<'publish' | 'discard' | null>(null);
  const [publishProblem, setPublishProblem] = useState<string | null>(null);

  const changed = Boolean(draft?.changed) || unsaved;

  const onPublish = async (note: string) => {
    setPublishProblem(null);
    if (!(await dispatch(saveEdits()))) {
      setPublishProblem('Some changes are not saved yet: see the line under “Publish”, then try again.');
      return;
    }
    const revision = selectEditor(store.getState()).revision;
    const result = await publish({ note: note.trim() || undefined, revision });
    if ('data' in result && result.data) {
      setDialog(null);
      onRefused({});
      void navigate(here, {
        replace: true,
        state: { notice: `Published as version ${result.data.data.id}. Visitors see the changes now.` },
      });
      return;
    }
    const error = result.error as ApiError;
    const errors = (error.data as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
    if (error.status === 422 && !('note' in errors)) {
      dispatch(publishRefused(errorsByEntity(errors)));
      setDialog(null);
      onRefused(errors);
      return;
    }
    setPublishProblem(errors.note?.join(' ') ?? error.message);
  };

  const onDiscard = async () => {
    const result = await discard();
    if (!('data' in result && result.data)) return;
    await dispatch(editorApi.util.upsertQueryData('getDraft', undefined, result.data.data));
    dispatch(draftReplaced(result.data.data));
    setDialog(null);
    onRefused({});
    void navigate(here, {
      replace: true,
      state: { notice: 'The draft is discarded: the editor shows what visitors see.' },
    });
  };

  return (
    <section className="draft-bar" aria-label="Your draft">
      <div className="draft-bar__where">
        <p className={changed ? 'draft-bar__state draft-bar__state--changed' : 'draft-bar__state'}>
          {changed ? 'Unpublished changes' : 'No unpublished changes'}
        </p>
        <SaveStatus />
      </div>
      <div className="draft-bar__actions area-actions">
        <a
          className="button button--ghost"
          href={previewUrl(page)}
          target="_blank"
          rel="noopener"
          aria-label="Preview your draft (opens in a new tab)"
        >
          Preview
        </a>
        <button
          type="button"
          className="button button--accent"
          disabled={!changed}
          onClick={() => setDialog('publish')}
        >
          Publish…
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!draft || (draft.revision === 0 && !unsaved)}
          onClick={() => setDialog('discard')}
        >
          Discard draft
        </button>
      </div>
      <PublishDialog
        open={dialog === 'publish'}
        busy={publishing}
        problem={publishProblem}
        onPublish={(note) => void onPublish(note)}
        onClose={() => {
          setDialog(null);
          setPublishProblem(null);
        }}
      />
      <ConfirmDialog
        open={dialog === 'discard'}
        title="Discard the draft?"
        confirmLabel="Discard draft"
        cancelLabel="Keep the draft"
        busy={discarding}
        onConfirm={() => void onDiscard()}
        onClose={() => setDialog(null)}
      >
        <p>
          Every change not yet published is dropped, on every screen, and the editor shows what visitors see. Published
          versions stay in the history.
        </p>
      </ConfirmDialog>
    </section>
  );
}
