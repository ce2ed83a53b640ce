// The types the model's data stands for, worked out by the compiler: content as the API sends it
// (what the site reads) and content as it is stored, exported and imported (the content file).
import type { CONTENT_FORMAT_VERSION, ContentModel } from './index';

type Maybe<T> = T | null | undefined;

/** Spells an intersection out as one object type, so editors show its fields. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

// ---- As the API sends it: any field may be missing or null in real content.

/** A field's value in the API's answers. */
export type ApiValue<F> = F extends { kind: 'price' }
  ? string | number
  : F extends { kind: 'flag' }
    ? number | boolean
    : F extends { kind: 'record'; fields: infer Fs }
      ? ApiRecord<Fs>
      : F extends { kind: 'list'; item: unknown }
        ? ApiItem<F>[]
        : F extends { kind: 'list'; of: infer V; sentAsJson: true }
          ? string | ApiValue<V>[]
          : F extends { kind: 'list'; of: infer V }
            ? ApiValue<V>[]
            : string;

export type ApiRecord<Fs> = Simplify<{ -readonly [K in keyof Fs]?: Maybe<ApiValue<Fs[K]>> }>;

/** One item of a list; its id is always there when the site links to items by it. */
export type ApiItem<L> = L extends { item: infer Fs }
  ? Simplify<
      (L extends { linked: true } ? { id: number } : L extends { ids: true } ? { id?: Maybe<number> } : unknown) &
        ApiRecord<Fs>
    >
  : never;

/** The names a record sent as a list gives some of its entries' fields (the gallery's image_path). */
type RenamedTo<S> = S extends { renamed: infer R } ? { [P in keyof R]: R[P][keyof R[P]] }[keyof R] : never;

/** An entity as the API sends it: a record sent as a list is a list of its entries, each with an id. */
export type ApiEntity<E extends keyof ContentModel> = ContentModel[E] extends {
  sentAsList: infer S;
  fields: infer Fs;
}
  ? Array<Simplify<{ id?: Maybe<number> } & ApiValue<Fs[keyof Fs]> & { [K in RenamedTo<S> & string]?: Maybe<string> }>>
  : ApiValue<ContentModel[E]>;

// ---- As it is stored: validated, lists always there, ids given to every item of a list that has them.

type Filled<F> = F extends { required: true } | { kind: 'record' } | { kind: 'list' } ? true : false;

/** A field's value in the content file. */
export type StoredValue<F> = F extends { kind: 'price' }
  ? string | number | null
  : F extends { kind: 'flag' }
    ? 0 | 1
    : F extends { kind: 'record'; fields: infer Fs }
      ? StoredRecord<Fs>
      : F extends { kind: 'list'; item: infer Fs }
        ? Array<Simplify<(F extends { ids: true } ? { id?: number } : unknown) & StoredRecord<Fs>>>
        : F extends { kind: 'list'; of: infer V }
          ? Array<NonNullable<StoredValue<V>>>
          : F extends { required: true }
            ? string
            : string | null;

export type StoredRecord<Fs> = Simplify<
  { -readonly [K in keyof Fs as Filled<Fs[K]> extends true ? K : never]: StoredValue<Fs[K]> } & {
    -readonly [K in keyof Fs as Filled<Fs[K]> extends true ? never : K]?: StoredValue<Fs[K]>;
  }
>;

/** All content, as stored and as the content file holds it. */
export type ContentFile = Simplify<
  { version: typeof CONTENT_FORMAT_VERSION } & { -readonly [E in keyof ContentModel]: StoredValue<ContentModel[E]> }
>;
