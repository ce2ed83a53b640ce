// One entity of the draft in its form, generated from the model: the value as typed (or as the draft
// holds it), the model's messages beside the fields (the browser's checks first, then the server's),
// and every edit handed to autosave.
import { useCallback } from 'react';
import type { EntityName } from '../../api/model';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { entityEdited, selectEntityEdit, selectServerErrors, type FieldErrors } from './editorSlice';
import { EntityForm, validateEntity } from './fields';

const NONE: FieldErrors = {};

export function EntityEditor({ entity, saved }: { entity: EntityName; saved: unknown }) {
  const dispatch = useAppDispatch();
  const edit = useAppSelector((state) => selectEntityEdit(state, entity));
  const serverErrors = useAppSelector((state) => selectServerErrors(state, entity)) ?? NONE;
  const onChange = useCallback(
    (value: unknown) => dispatch(entityEdited({ entity, value, localErrors: validateEntity(entity, value) })),
    [dispatch, entity],
  );
  const errors = edit && Object.keys(edit.localErrors).length > 0 ? edit.localErrors : serverErrors;
  return <EntityForm entity={entity} value={edit ? edit.value : saved} onChange={onChange} errors={errors} />;
}
