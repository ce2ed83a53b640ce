// The line that says where the owner's typing stands: saving, saved, or why it is not, with what
// can be done about it (another window's draft: take it, or save over it; a failed request: again).
import { contentModel } from '../../api/model';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { loadNewerDraft, saveEdits, saveMineOverNewer } from './autosave';
import { saveStateOf, selectEditor, unsavedEntities } from './editorSlice';

const SENTENCES = {
  idle: 'Changes are saved to your draft as you type.',
  saving: 'Saving…',
  saved: 'Saved',
  invalid: 'Not saved: some fields need another look.',
  conflict: 'Not saved: this draft was changed meanwhile, in another window or browser.',
  failed: 'Not saved',
} as const;

export function SaveStatus() {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectEditor);
  const state = saveStateOf(editor);
  const unsaved = unsavedEntities(editor).map((entity) => contentModel[entity].label);
  const sentence =
    state === 'failed' && editor.problem ? `${SENTENCES.failed}: ${editor.problem.message}` : SENTENCES[state];

  return (
    <div className={`save-status save-status--${state}`}>
      <p className="save-status__line" role="status">
        {sentence}
      </p>
      {state === 'conflict' && (
        <div className="save-status__choice">
          <p>
            Not saved here: {unsaved.join(', ') || 'nothing'}. Load the newer draft to go on from it (what you typed
            here and not saved is dropped), or save yours over it.
          </p>
          <div className="save-status__buttons">
            <button type="button" className="button" onClick={() => void dispatch(loadNewerDraft())}>
              Load the newer draft
            </button>
            <button type="button" className="button button--ghost" onClick={() => void dispatch(saveMineOverNewer())}>
              Save mine over it
            </button>
          </div>
        </div>
      )}
      {state === 'failed' && (
        <button type="button" className="button button--ghost" onClick={() => void dispatch(saveEdits())}>
          Try again
        </button>
      )}
    </div>
  );
}
