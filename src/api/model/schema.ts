// Validation built from the model with zod, for the content server (the content file, drafts, the
// API's import and export) and for the editor's forms. Never part of a visitor's page: the site's
// own code reads the model for its types only.
import { z } from 'zod';
import { CONTENT_FORMAT_VERSION, contentModel, type ContentModel, type EntityName } from './index';
import type { ContentFile } from './infer';
import type { Field, Fields, ValueField } from './kinds';
import { isValidEmail, plainTextProblem, storedPathProblem, textProblem, webAddressProblem } from './values';

export interface SchemaOptions {
  /** 'draft' lets a required field stay empty until the content is published. */
  mode?: 'content' | 'draft';
  /** Rich text as it is to be stored (the server sanitises it here); kept as written without. */
  richText?: (html: string) => string;
}

export const TEXT_MAX = 10_000;
export const RICH_TEXT_MAX = 100_000;
const PRICE_TEXT_MAX = 100;

/** A check that adds the problem's sentence as the field's message. */
const checked =
  (problem: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const found = problem(value);
    if (found !== null) ctx.addIssue({ code: 'custom', message: found });
  };

const string = (expected: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'Fill in this field.' : expected),
  });

function linkProblem(value: string): string | null {
  const address = value.replace(/^mailto:/i, '');
  if (isValidEmail(address)) return null;
  if (/^mailto:/i.test(value)) return 'Enter an email address after "mailto:", such as mailto:hello@example.com.';
  return webAddressProblem(value, { http: true }) === null
    ? null
    : 'Enter a web address starting with https://, or an email address such as hello@example.com.';
}

function valueSchema(field: ValueField, options: SchemaOptions): z.ZodType {
  switch (field.kind) {
    case 'text':
      return string('Enter text.')
        .max(TEXT_MAX, `Keep it under ${TEXT_MAX} characters.`)
        .superRefine(checked(plainTextProblem));
    case 'richText':
      return string('Enter text.')
        .max(RICH_TEXT_MAX, `Keep it under ${RICH_TEXT_MAX} characters.`)
        .superRefine(checked(textProblem))
        .transform((html) => (options.richText ? options.richText(html) : html));
    case 'image':
    case 'video':
    case 'pdf': {
      const kind = field.kind;
      return string('Choose a file of the media storage.').superRefine(checked((v) => storedPathProblem(kind, v)));
    }
    case 'url':
      return string('Enter a web address.').superRefine(checked((v) => webAddressProblem(v, field)));
    case 'link':
      return string('Enter a web or email address.').superRefine(checked(linkProblem));
    case 'price':
      return z.union(
        [
          z.number().nonnegative(),
          z
            .string()
            .max(PRICE_TEXT_MAX, `Keep it under ${PRICE_TEXT_MAX} characters.`)
            .superRefine(checked(plainTextProblem)),
        ],
        { error: 'Enter a price: a number, or text such as "From $140".' },
      );
    case 'flag':
      return z
        .union([z.literal(0), z.literal(1), z.boolean()], { error: 'Choose yes (1) or no (0).' })
        .transform((on) => (on === true || on === 1 ? 1 : 0));
  }
}

/** A list inside a record or an item: missing or null is an empty list. */
const nestedList = (items: z.ZodType) => z.preprocess((v) => v ?? [], z.array(items));

function propertySchema(field: Field, options: SchemaOptions): z.ZodType {
  switch (field.kind) {
    case 'record':
      return recordSchema(field.fields, options);
    case 'list':
      return 'item' in field
        ? nestedList(itemSchema(field.item, field.ids === true, options))
        : nestedList(valueSchema(field.of, options));
    case 'flag':
      return valueSchema(field, options).default(0);
    default: {
      const value = valueSchema(field, options);
      const needed = 'required' in field && field.required === true && options.mode !== 'draft';
      return needed ? value : value.nullish();
    }
  }
}

function recordSchema(fields: Fields, options: SchemaOptions, extra: Record<string, z.ZodType> = {}) {
  return z.strictObject({
    ...extra,
    ...Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, propertySchema(field, options)])),
  });
}

const ID = z
  .number({ error: 'An id is a whole number.' })
  .int('An id is a whole number.')
  .positive('An id is 1 or more.');

/** An item of a list; its id, when the list has them, comes first, as in every answer. */
function itemSchema(fields: Fields, ids: boolean, options: SchemaOptions) {
  return recordSchema(fields, options, ids ? { id: ID.optional() } : {});
}

type Path = (string | number)[];

/**
 * The ids of every list that has them, grouped by the list's place in the entity (all products of
 * all categories together: the site finds a product by its id alone), each with where it is.
 */
export function idsByList(
  field: Field,
  value: unknown,
  path: Path = [],
  groups = new Map<string, { id: number; path: Path }[]>(),
) {
  if (field.kind === 'record' && value && typeof value === 'object') {
    for (const [name, child] of Object.entries(field.fields)) {
      idsByList(child, (value as Record<string, unknown>)[name], [...path, name], groups);
    }
  } else if (field.kind === 'list' && 'item' in field && Array.isArray(value)) {
    const group = path.filter((step) => typeof step === 'string').join('.');
    value.forEach((item: unknown, index) => {
      if (!item || typeof item !== 'object') return;
      const { id } = item as { id?: unknown };
      if (field.ids && typeof id === 'number') {
        const list = groups.get(group) ?? [];
        list.push({ id, path: [...path, index, 'id'] });
        groups.set(group, list);
      }
      for (const [name, child] of Object.entries(field.item)) {
        idsByList(child, (item as Record<string, unknown>)[name], [...path, index, name], groups);
      }
    });
  }
  return groups;
}

function uniqueIds(field: Field) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    for (const entries of idsByList(field, value).values()) {
      const seen = new Set<number>();
      for (const { id, path } of entries) {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: `duplicate id ${id}` });
        seen.add(id);
      }
    }
  };
}

/** One entity: a page's settings record or a list, as the editor saves it. */
export function entitySchema<E extends EntityName>(name: E, options: SchemaOptions = {}): z.ZodType<ContentFile[E]> {
  const field: Field = contentModel[name];
  if (field.kind !== 'record' && !('item' in field))
    throw new Error(`The entity ${name} must be a record or a list of items.`);
  const schema =
    field.kind === 'record'
      ? recordSchema(field.fields, options)
      : z.array(itemSchema(field.item, field.ids === true, options));
  return schema.superRefine(uniqueIds(field)) as unknown as z.ZodType<ContentFile[E]>;
}

/** The whole content, as the content file holds it; objects are strict, so a misspelt field is reported. */
export function contentSchema(options: SchemaOptions = {}): z.ZodType<ContentFile> {
  const entities = Object.fromEntries(
    (Object.keys(contentModel) as (keyof ContentModel)[]).map((name) => [name, entitySchema(name, options)]),
  );
  return z.strictObject({
    version: z.literal(CONTENT_FORMAT_VERSION, {
      error: `Only version ${CONTENT_FORMAT_VERSION} of the format is known.`,
    }),
    ...entities,
  }) as unknown as z.ZodType<ContentFile>;
}

/** One line per problem, e.g. `services.2.price: Enter a price…`, for the command line. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.length > 0 ? issue.path.join('.') : '(file)'}: ${issue.message}`)
    .join('\n');
}

/** The problems by field, as a 422 answer lists them: `{ "services.2.price": ["…"] }`. */
export function issuesByField(error: z.ZodError, prefix: Path = []): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [...prefix, ...issue.path].map(String).join('.') || '(content)';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
