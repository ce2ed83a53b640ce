// Saving the owner's edits to the draft, one entity at a time and one request at a time, each with
// the revision the last one answered (two at once would refuse each other as stale). A 422 puts the
// model's messages beside the fields, a 409 stops saving until the owner chooses whose draft to keep.
import type { ApiError } from '../../api/baseQuery';
import type { EntityName } from '../../api/model';
import type { AppDispatch } from '../../state/hooks';
import type { RootState } from '../../state/rootReducer';
import { editorApi } from './editorApi';
import {
  draftReplaced,
  entityRefused,
  entitySaved,
  nextToSave,
  revisionCaughtUp,
  saveFailed,
  saveStarted,
  selectEditor,
  unsavedEntities,
  type FieldErrors,
} from './editorSlice';

/** How long typing may pause before it is saved. */
export const AUTOSAVE_DELAY_MS = 700;

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState) => Promise<T>;

/** A 422's messages by entity, each keyed by its path inside the entity ("services.2.price" → services, "2.price"). */
export function errorsByEntity(errors: unknown): Partial<Record<EntityName, FieldErrors>> {
  const byEntity: Partial<Record<EntityName, FieldErrors>> = {};
  if (!errors || typeof errors !== 'object') return byEntity;
  for (const [key, messages] of Object.entries(errors)) {
    if (!Array.isArray(messages)) continue;
    const [entity, ...path] = key.split('.') as [EntityName, ...string[]];
    (byEntity[entity] ??= {})[path.join('.')] = messages.filter((m): m is string => typeof m === 'string');
  }
  return byEntity;
}

// One run of saves per store at a time; a save asked for meanwhile waits for it (and it saves that edit too).
const running = new WeakMap<() => RootState, Promise<boolean>>();

async function saveInTurn(dispatch: AppDispatch, getState: () => RootState): Promise<boolean> {
  for (;;) {
    const editor = selectEditor(getState());
    if (editor.problem) return false;
    const entity = nextToSave(editor);
    const next = entity && editor.edits[entity];
    if (!entity || !next) return unsavedEntities(editor).length === 0;
    const { value, edit } = next;
    dispatch(saveStarted());
    const result = await dispatch(
      editorApi.endpoints.saveDraftEntity.initiate({ entity, value, revision: editor.revision }),
    );
    if ('data' in result && result.data) {
      dispatch(entitySaved({ entity, edit, status: result.data.data, at: new Date().toISOString() }));
      continue;
    }
    const error = ('error' in result ? result.error : undefined) as ApiError | undefined;
    if (error?.status === 422) {
      const errors = errorsByEntity((error.data as { errors?: unknown } | undefined)?.errors)[entity] ?? {};
      dispatch(entityRefused({ entity, edit, errors: Object.keys(errors).length ? errors : { '': [error.message] } }));
      continue;
    }
    if (error?.status === 409) {
      dispatch(saveFailed({ kind: 'conflict', message: error.message }));
      return false;
    }
    dispatch(saveFailed({ kind: 'failed', message: error?.message ?? 'The change could not be saved.' }));
    return false;
  }
}

/** Saves every edit not yet saved; true once the draft holds them all. */
export function saveEdits(): Thunk<boolean> {
  return (dispatch, getState) => {
    const current = running.get(getState);
    const run = (current ?? Promise.resolve(true))
      .then(() => saveInTurn(dispatch, getState))
      .finally(() => {
        if (running.get(getState) === run) running.delete(getState);
      });
    running.set(getState, run);
    return run;
  };
}

/** The newest draft, fetched now (another window's saves included). */
const freshDraft =
  (): Thunk<Awaited<ReturnType<ReturnType<typeof editorApi.endpoints.getDraft.initiate>>>> => (dispatch) =>
    dispatch(editorApi.endpoints.getDraft.initiate(undefined, { subscribe: false, forceRefetch: true }));

/** After a 409: the other window's draft, as it is; what was typed here and not saved is dropped. */
export function loadNewerDraft(): Thunk<boolean> {
  return async (dispatch) => {
    const { data } = await dispatch(freshDraft());
    if (!data) return false;
    dispatch(draftReplaced(data));
    return true;
  };
}

/** After a 409: the other window's draft, with what was typed here saved over it, entity by entity. */
export function saveMineOverNewer(): Thunk<boolean> {
  return async (dispatch) => {
    const { data } = await dispatch(freshDraft());
    if (!data) return false;
    dispatch(revisionCaughtUp(data.revision));
    return dispatch(saveEdits());
  };
}
