// The control for one field of the model, chosen by its kind: the only place that maps kinds to
// controls, so a new kind in the model is one case here.
import { AddressInput } from './AddressInput';
import type { FieldProps } from './fieldProps';
import { FlagInput } from './FlagInput';
import { ItemList } from './ItemList';
import { MediaInput } from './MediaInput';
import { PriceInput } from './PriceInput';
import { RecordFieldset } from './RecordFieldset';
import { RichTextInput } from './RichTextInput';
import { TextInput } from './TextInput';
import { ValueList } from './ValueList';

export function FieldControl(props: FieldProps) {
  const { field } = props;
  switch (field.kind) {
    case 'text':
      return <TextInput {...props} field={field} />;
    case 'richText':
      return <RichTextInput {...props} field={field} />;
    case 'price':
      return <PriceInput {...props} field={field} />;
    case 'url':
    case 'link':
      return <AddressInput {...props} field={field} />;
    case 'flag':
      return <FlagInput {...props} field={field} />;
    case 'image':
    case 'video':
    case 'pdf':
      return <MediaInput {...props} field={field} />;
    case 'record':
      return <RecordFieldset {...props} field={field} />;
    case 'list':
      return 'item' in field ? <ItemList {...props} field={field} /> : <ValueList {...props} field={field} />;
  }
}
