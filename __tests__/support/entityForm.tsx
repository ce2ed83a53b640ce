// Draws the editor's generated form of one entity as the editor's pages use it: the value held in
// state, the model's checks run on each change and their messages handed back, every value sent
// recorded for the test to read. The store is the app's own.
import { useState } from 'react';
import type { EntityName } from '../../src/api/model';
import { EntityForm, validateEntity } from '../../src/features/editor/fields';
import { renderWithProviders } from './renderWithProviders';

function EntityFormHarness({ entity, initial, sent }: { entity: EntityName; initial: unknown; sent: unknown[] }) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <EntityForm
      entity={entity}
      value={value}
      errors={errors}
      onChange={(next) => {
        sent.push(next);
        setValue(next);
        setErrors(validateEntity(entity, next));
      }}
    />
  );
}

/** Renders the form; `last()` is the value most recently sent by onChange. */
export function renderEntityForm(entity: EntityName, initial: unknown) {
  const sent: unknown[] = [];
  const rendered = renderWithProviders(<EntityFormHarness entity={entity} initial={initial} sent={sent} />);
  return { ...rendered, sent, last: () => sent[sent.length - 1] };
}
