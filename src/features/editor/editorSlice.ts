// What the editor holds between the owner's keystrokes and the saved draft: each entity's value as
// typed, which edit was saved, the messages of the model about it (the browser's own checks and the
// server's), and what stops saving (another window's newer draft, a failed request).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { DraftStatus } from '../../api/adminContract';
import type { EntityName } from '../../api/model';
import { rootReducer } from '../../state/rootReducer';
import { editorApi } from './editorApi';

/** Messages by field path inside an entity ("title", "2.price"). */
export type FieldErrors = Record<string, string[]>;

export interface EntityEdit {
  /** The entity's whole value, as the form holds it. */
  value: unknown;
  /** Counts the edits; `saved` is the last one the draft holds, `refused` the last the server refused. */
  edit: number;
  saved: number;
  refused: number;
  /** The browser's checks of the model: an edit with any is not sent. */
  localErrors: FieldErrors;
}

export type SaveProblem = { kind: 'conflict'; message: string } | { kind: 'failed'; message: string };

export interface EditorState {
  edits: Partial<Record<EntityName, EntityEdit>>;
  /** The server's messages (a save's or a publish's 422), by entity. */
  serverErrors: Partial<Record<EntityName, FieldErrors>>;
  /** The draft's revision as last seen: sent with each save. */
  revision: number;
  saving: boolean;
  problem: SaveProblem | null;
  savedAt: string | null;
  /** Counts the times the draft was replaced (discarded, restored, reloaded): the forms start again. */
  generation: number;
}

export const initialEditorState: EditorState = {
  edits: {},
  serverErrors: {},
  revision: 0,
  saving: false,
  problem: null,
  savedAt: null,
  generation: 0,
};

const hasErrors = (errors: FieldErrors | undefined) => Object.keys(errors ?? {}).length > 0;

const slice = createSlice({
  name: 'editor',
  initialState: initialEditorState,
  reducers: {
    entityEdited(state, action: PayloadAction<{ entity: EntityName; value: unknown; localErrors: FieldErrors }>) {
      const { entity, value, localErrors } = action.payload;
      const before = state.edits[entity];
      state.edits[entity] = {
        value,
        edit: (before?.edit ?? 0) + 1,
        saved: before?.saved ?? 0,
        refused: before?.refused ?? 0,
        localErrors,
      };
      // A failed request is tried again with the next edit; another window's draft still waits for an answer.
      if (state.problem?.kind === 'failed') state.problem = null;
    },
    saveStarted(state) {
      state.saving = true;
    },
    entitySaved(state, action: PayloadAction<{ entity: EntityName; edit: number; status: DraftStatus; at: string }>) {
      const { entity, edit, status, at } = action.payload;
      const saved = state.edits[entity];
      if (saved) saved.saved = Math.max(saved.saved, edit);
      state.serverErrors[entity] = undefined;
      state.revision = status.revision;
      state.saving = false;
      state.savedAt = at;
    },
    entityRefused(state, action: PayloadAction<{ entity: EntityName; edit: number; errors: FieldErrors }>) {
      const { entity, edit, errors } = action.payload;
      const refused = state.edits[entity];
      if (refused) refused.refused = edit;
      state.serverErrors[entity] = errors;
      state.saving = false;
    },
    saveFailed(state, action: PayloadAction<SaveProblem>) {
      state.problem = action.payload;
      state.saving = false;
    },
    /** A publish refused: the model's messages go beside their fields, on every screen. */
    publishRefused(state, action: PayloadAction<Partial<Record<EntityName, FieldErrors>>>) {
      state.serverErrors = action.payload;
    },
    /** Another window's draft is taken as it is, to go on from: what was typed here and not saved is dropped. */
    draftReplaced(state, action: PayloadAction<Pick<DraftStatus, 'revision'>>) {
      state.edits = {};
      state.serverErrors = {};
      state.problem = null;
      state.revision = action.payload.revision;
      state.generation += 1;
    },
    /** The newer draft's revision, to save what was typed here over it. */
    revisionCaughtUp(state, action: PayloadAction<number>) {
      state.revision = action.payload;
      state.problem = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(editorApi.endpoints.getDraft.matchFulfilled, (state, action) => {
        state.revision = action.payload.revision;
      })
      // Publishing removes the draft: the next save starts a new one.
      .addMatcher(editorApi.endpoints.publishDraft.matchFulfilled, (state) => {
        state.revision = 0;
        state.serverErrors = {};
      });
  },
  selectors: {
    selectEditor: (editor) => editor,
    selectEntityEdit: (editor, entity: EntityName) => editor.edits[entity],
    selectServerErrors: (editor, entity: EntityName) => editor.serverErrors[entity],
    selectGeneration: (editor) => editor.generation,
  },
});

declare module '../../state/rootReducer' {
  // The augmentation that adds this slice to the store's type: it has nothing else to declare.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store from the moment the editor's code is loaded. */
export const editorSlice = slice.injectInto(rootReducer);

export const {
  entityEdited,
  saveStarted,
  entitySaved,
  entityRefused,
  saveFailed,
  publishRefused,
  draftReplaced,
  revisionCaughtUp,
} = editorSlice.actions;
export const { selectEditor, selectEntityEdit, selectServerErrors, selectGeneration } = editorSlice.selectors;

/** Whether an entity has an edit the draft does not hold yet. */
export const isUnsaved = (edit: EntityEdit | undefined): boolean => edit !== undefined && edit.edit > edit.saved;

/** The entity whose edit is next to save: not saved, not refused as it is, and passing the browser's checks. */
export function nextToSave(editor: EditorState): EntityName | undefined {
  return (Object.keys(editor.edits) as EntityName[]).find((entity) => {
    const edit = editor.edits[entity];
    return edit !== undefined && isUnsaved(edit) && edit.refused !== edit.edit && !hasErrors(edit.localErrors);
  });
}

/** What the status line says. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'invalid' | 'conflict' | 'failed';

export function saveStateOf(editor: EditorState): SaveState {
  if (editor.problem) return editor.problem.kind;
  const unsaved = Object.values(editor.edits).filter(isUnsaved);
  if (unsaved.some((edit) => edit.refused === edit.edit || hasErrors(edit.localErrors))) return 'invalid';
  if (editor.saving || unsaved.length > 0) return 'saving';
  return editor.savedAt ? 'saved' : 'idle';
}

/** The entities with typing the draft does not hold. */
export const unsavedEntities = (editor: EditorState): EntityName[] =>
  (Object.keys(editor.edits) as EntityName[]).filter((entity) => isUnsaved(editor.edits[entity]));
