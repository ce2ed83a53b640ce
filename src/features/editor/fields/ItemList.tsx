// A list of items, each a record of the model's fields (services, a category's products).
import type { ItemListField } from '../../../api/model/kinds';
import type { FieldProps } from './fieldProps';
import { itemSummary } from './itemSummary';
import { ListField } from './ListField';
import { RecordFields } from './RecordFields';

export function ItemList({ field, path, value, onChange }: FieldProps<ItemListField>) {
  return (
    <ListField
      path={path}
      label={field.label}
      help={field.help}
      itemLabel={field.itemLabel}
      value={value}
      onChange={onChange}
      collapsible
      summaryOf={(item) => itemSummary(field.item, item)}
      renderItem={(item, itemPath, onItemChange) => (
        <RecordFields fields={field.item} path={itemPath} value={item} onChange={onItemChange} />
      )}
      // A new item starts empty, without an id: the server gives it the next one when it is saved.
      renderAdd={(add) => (
        <button type="button" className="button button--ghost" onClick={() => add({})}>
          Add {field.itemLabel.toLowerCase()}
        </button>
      )}
    />
  );
}
