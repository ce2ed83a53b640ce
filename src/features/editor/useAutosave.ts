// Saves the owner's typing once it pauses, and whatever still waits when the editor closes (the
// saves run in the store, so they finish after the page is gone).
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { AUTOSAVE_DELAY_MS, saveEdits } from './autosave';
import { selectEditor } from './editorSlice';

/** The sum of every entity's edit count: it changes with each keystroke anywhere. */
const editCount = (edits: ReturnType<typeof selectEditor>['edits']) =>
  Object.values(edits).reduce((sum, edit) => sum + edit.edit, 0);

export function useAutosave(): void {
  const dispatch = useAppDispatch();
  const edits = useAppSelector((state) => editCount(selectEditor(state).edits));

  useEffect(() => {
    if (edits === 0) return;
    const timer = window.setTimeout(() => void dispatch(saveEdits()), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [edits, dispatch]);

  useEffect(() => () => void dispatch(saveEdits()), [dispatch]);
}
