// Every entity of the content model gets a form without a line written for it: with the repository's
// demo content, and with nothing at all (a new site, another backend's missing parts).
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contentModel, entityNames } from '../../../../src/api/model';
import type { Fields } from '../../../../src/api/model/kinds';
import { renderEntityForm } from '../../../support/entityForm';

const demo = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../server/content/content.json'), 'utf8'),
) as Record<string, unknown>;

/** The labels a filled form shows: every field's, in records and items, nested ones too. */
function labelsOf(fields: Fields): string[] {
  return Object.values(fields).flatMap((field) => {
    if (field.kind === 'record') return [field.label, ...labelsOf(field.fields)];
    if (field.kind === 'list') return [field.label, ...('item' in field ? labelsOf(field.item) : [])];
    return [field.label];
  });
}

describe.each(entityNames)('%s', (entity) => {
  const model = contentModel[entity];

  it('draws the demo content with every field the model has, every item opened', async () => {
    renderEntityForm(entity, demo[entity]);
    const form = screen.getByRole('group', { name: model.label });
    // Opening an item shows its own lists, closed: open until nothing is left closed.
    for (let closed = within(form).queryAllByRole('button', { expanded: false }); closed.length > 0;) {
      for (const toggle of closed) fireEvent.click(toggle);
      closed = within(form).queryAllByRole('button', { expanded: false });
    }
    // The rich text editor is a lazy chunk, compiled on first use.
    await waitFor(() => expect(screen.queryByText('Loading the text editor…')).not.toBeInTheDocument(), {
      timeout: 20_000,
    });
    const fields = model.kind === 'record' ? model.fields : model.item;
    const shown = new Set(
      Array.from(form.querySelectorAll('.form-field__label, legend'), (element) => element.textContent),
    );
    for (const label of labelsOf(fields)) expect(shown).toContain(label);
    // The demo's product list opens dozens of rich text editors: slow on a busy machine, never stuck.
  }, 60_000);

  it('draws an empty form for no value', () => {
    renderEntityForm(entity, undefined);
    const form = screen.getByRole('group', { name: model.label });
    if (model.kind === 'list') expect(within(form).getByText('Nothing here yet.')).toBeInTheDocument();
    else
      expect(
        within(form).getAllByRole('textbox').length + within(form).queryAllByRole('button').length,
      ).toBeGreaterThan(0);
  });
});
