// The model's own checks, run in the browser before a save, with the messages the server's 422 would
// give, keyed by the path inside the entity ("2.price"), as EntityForm reads them.
import type { z } from 'zod';
import type { EntityName } from '../../../api/model';
import { entitySchema, issuesByField } from '../../../api/model/schema';

// A draft may leave required fields empty, as the server's save allows (publishing checks the rest).
const schemas = new Map<EntityName, z.ZodType>();

function schemaOf(entity: EntityName): z.ZodType {
  let schema = schemas.get(entity);
  if (!schema) {
    schema = entitySchema(entity, { mode: 'draft' });
    schemas.set(entity, schema);
  }
  return schema;
}

/** The model's messages for this value of the entity, by field path; empty when it can be saved. */
export function validateEntity(entity: EntityName, value: unknown): Record<string, string[]> {
  const parsed = schemaOf(entity).safeParse(value);
  return parsed.success ? {} : issuesByField(parsed.error);
}
