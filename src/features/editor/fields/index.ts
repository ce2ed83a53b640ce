// The editor's forms, generated from the content model, and the model's checks with its messages.
export { EntityForm, type EntityFormProps } from './EntityForm';
export { validateEntity } from './validateEntity';
