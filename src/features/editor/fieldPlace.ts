// Where a message of the server's points, in the editor's own words: "services.2.price" reads
// "Services › Service 3 › Price", from the labels the content model gives each field.
import { contentModel, type EntityName } from '../../api/model';
import type { Field } from '../../api/model/kinds';

export function fieldPlace(key: string): string {
  const [entity = '', ...path] = key.split('.');
  if (!Object.hasOwn(contentModel, entity)) return key;
  let field: Field | undefined = contentModel[entity as EntityName];
  const words = [field.label];
  for (const step of path) {
    if (!field) break;
    if (field.kind === 'record') {
      field = field.fields[step];
      if (field) words.push(field.label);
    } else if (field.kind === 'list' && /^\d+$/.test(step)) {
      const place = Number(step) + 1;
      if ('item' in field) {
        words.push(`${field.itemLabel} ${place}`);
        field = { kind: 'record', label: field.itemLabel, fields: field.item };
      } else {
        words.push(`${field.of.label} ${place}`);
        field = undefined;
      }
    } else {
      field = undefined;
    }
  }
  return words.join(' › ');
}
