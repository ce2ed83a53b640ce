// Content as the server stores it: validated by the schema the content model builds (rich text
// sanitised on the way), then put in its one stored form, so that a round trip through the content
// file changes nothing. Used by the seed, `content:import`, the drafts and publishing.
import type { z } from 'zod';
import { CONTENT_FORMAT_VERSION, contentModel, type EntityName } from '../../../src/api/model/index';
import type { ContentFile } from '../../../src/api/model/infer';
import type { Field } from '../../../src/api/model/kinds';
import { contentSchema, describeIssues, entitySchema, idsByList, issuesByField } from '../../../src/api/model/schema';
import { sanitizeContentHtml } from './sanitize';

export { CONTENT_FORMAT_VERSION, type ContentFile };

/** The content file's format, with rich text sanitised as it is read. */
export const contentFileSchema = contentSchema({ richText: sanitizeContentHtml });

const schemas = {
  content: contentFileSchema,
  draft: contentSchema({ mode: 'draft', richText: sanitizeContentHtml }),
};

export type Parsed<T> =
  | { ok: true; content: T }
  | {
      ok: false;
      /** One line per problem, e.g. `  services.2.price: Enter a price…`. */
      problems: string;
      /** The same, by field, as a 422 answer lists them. */
      errors: Record<string, string[]>;
    };

function failed(error: z.ZodError, prefix: (string | number)[] = []) {
  return { ok: false as const, problems: describeIssues(error), errors: issuesByField(error, prefix) };
}

declare const validated: unique symbol;

/**
 * Content in its stored form that passed the published content's validation: only parseContentFile
 * (in its 'content' mode) makes one, so whatever takes it (the store's publishParsed) needs no
 * second look.
 */
export type PublishableContent = ContentFile & { readonly [validated]: true };

/**
 * The content file's content in its stored form, or what is wrong with it. A draft may leave
 * required fields empty; published content may not.
 */
export function parseContentFile(raw: unknown, mode?: 'content'): Parsed<PublishableContent>;
export function parseContentFile(raw: unknown, mode: 'draft'): Parsed<ContentFile>;
export function parseContentFile(raw: unknown, mode: 'content' | 'draft' = 'content'): Parsed<ContentFile> {
  const parsed = schemas[mode].safeParse(raw);
  if (!parsed.success) return failed(parsed.error);
  const content = { ...parsed.data };
  for (const name of Object.keys(contentModel) as EntityName[]) {
    (content as Record<EntityName, unknown>)[name] = stored(contentModel[name], parsed.data[name]);
  }
  return { ok: true, content };
}

const entitySchemas = new Map<EntityName, z.ZodType>();

/** One entity of a draft (a page's settings or a list, as the editor saves it), in its stored form. */
export function parseDraftEntity<E extends EntityName>(name: E, raw: unknown): Parsed<ContentFile[E]> {
  let schema = entitySchemas.get(name);
  if (!schema) {
    schema = entitySchema(name, { mode: 'draft', richText: sanitizeContentHtml });
    entitySchemas.set(name, schema);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return failed(parsed.error, [name]);
  return { ok: true, content: stored(contentModel[name], parsed.data) as ContentFile[E] };
}

/**
 * The stored form of an entity: each item of a list that has ids gets one (after the highest in its
 * list, counted across parents for a nested list, as the site finds products by id alone), and
 * items leave out their empty fields, so the exported file stays readable.
 */
function stored(field: Field, value: unknown): unknown {
  const next = new Map<string, number>();
  for (const [group, entries] of idsByList(field, value)) next.set(group, Math.max(0, ...entries.map((e) => e.id)) + 1);
  const visit = (f: Field, v: unknown, group: string): unknown => {
    if (f.kind === 'record' && v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v).map(([name, child]) => {
          const childField = f.fields[name];
          return [name, childField ? visit(childField, child, group ? `${group}.${name}` : name) : child];
        }),
      );
    }
    if (f.kind === 'list' && 'item' in f && Array.isArray(v)) {
      return v.map((item: Record<string, unknown>) => {
        const result: Record<string, unknown> = {};
        if (f.ids) {
          const id = typeof item.id === 'number' ? item.id : (next.get(group) ?? 1);
          if (typeof item.id !== 'number') next.set(group, id + 1);
          result.id = id;
        }
        for (const [name, child] of Object.entries(item)) {
          const childField = f.item[name];
          if (name === 'id' || child === null || child === undefined || !childField) continue;
          result[name] = visit(childField, child, group ? `${group}.${name}` : name);
        }
        return result;
      });
    }
    return v;
  };
  return visit(field, value, '');
}
