// The kinds of field the content is made of, as plain data. The model (./index.ts) is written with
// these constructors; the site infers its types from it (./infer.ts), and the server and the editor
// build their validation from it (./schema.ts). Nothing here runs in a visitor's browser: the site
// imports the model for its types only.

/** Where the editor shows an entity: one screen per page, and one for what every page shares. */
export type ContentScreen = 'home' | 'about' | 'services' | 'products' | 'gallery' | 'contact' | 'shared';

interface Described {
  /** The field's name in the editor. */
  readonly label: string;
  /** One sentence under the field in the editor: where the site shows it, or what to enter. */
  readonly help?: string;
}

/** Plain text; `multiline` asks the editor for a text area. */
export interface TextField extends Described {
  readonly kind: 'text';
  readonly multiline?: boolean;
}

/** HTML limited to what the site renders (RICH_TEXT_POLICY), sanitised when it is saved. */
export interface RichTextField extends Described {
  readonly kind: 'richText';
}

/** A file of the media storage, by its stored path ("home/banner.jpg"): never a URL. */
export interface MediaField extends Described {
  readonly kind: 'image' | 'video' | 'pdf';
  readonly required?: boolean;
}

/** A web address (https, or http too when `http`), or with `local` a path on the site's own origin. */
export interface UrlField extends Described {
  readonly kind: 'url';
  readonly http?: boolean;
  readonly local?: boolean;
  readonly required?: boolean;
}

/** A web address or an email address (a social channel's link). */
export interface LinkField extends Described {
  readonly kind: 'link';
}

/** A price as the salon writes it: a number, or text such as "From $140". */
export interface PriceField extends Described {
  readonly kind: 'price';
}

/** Yes or no, stored as 1 or 0. */
export interface FlagField extends Described {
  readonly kind: 'flag';
}

export type ValueField = TextField | RichTextField | MediaField | UrlField | LinkField | PriceField | FlagField;

export interface Fields {
  readonly [name: string]: Field;
}

/** One record of fields: a page's settings, or a group of fields inside one. */
export interface RecordField extends Described {
  readonly kind: 'record';
  readonly fields: Fields;
  readonly screen?: ContentScreen;
  /**
   * The API sends the record's entries (records themselves) as a list in this order, each with its
   * place as `id` (from 1), renaming the fields named for an entry (the SEO list, spec §2).
   */
  readonly sentAsList?: {
    readonly order: readonly string[];
    readonly renamed?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  };
}

/** A list of items, each a record of fields, in the salon's order. */
export interface ItemListField extends Described {
  readonly kind: 'list';
  readonly item: Fields;
  /** What the editor calls one item ("Service"). */
  readonly itemLabel: string;
  readonly screen?: ContentScreen;
  /** Items keep a numeric id, unique in the list (across its parents for a nested list); new ones get one. */
  readonly ids?: boolean;
  /** The site links to or selects items by id, so the API always sends one. */
  readonly linked?: boolean;
}

/** A list of single values (a product's pictures). */
export interface ValueListField extends Described {
  readonly kind: 'list';
  readonly of: ValueField;
  /** The API sends the list JSON-encoded, as a string (a product's images, spec §3). */
  readonly sentAsJson?: boolean;
}

export type ListField = ItemListField | ValueListField;

export type Field = ValueField | RecordField | ListField;

export const text = (label: string, help?: string) => ({ kind: 'text', label, help }) as const;

export const longText = (label: string, help?: string) => ({ kind: 'text', label, help, multiline: true }) as const;

export const richText = (label: string, help?: string) => ({ kind: 'richText', label, help }) as const;

export const image = (label: string, help?: string) => ({ kind: 'image', label, help }) as const;

export const video = (label: string, help?: string) => ({ kind: 'video', label, help }) as const;

export const pdf = (label: string, help?: string) => ({ kind: 'pdf', label, help }) as const;

/** An https address; `http` also allows plain http, `local` a path on the site's own origin. */
export const url = <const Options extends { http?: true; local?: true }>(
  label: string,
  help?: string,
  options?: Options,
) => ({ kind: 'url', label, help, ...(options as Options) }) as const;

export const link = (label: string, help?: string) => ({ kind: 'link', label, help }) as const;

export const price = (label: string, help?: string) => ({ kind: 'price', label, help }) as const;

export const flag = (label: string, help?: string) => ({ kind: 'flag', label, help }) as const;

/** The field must be filled in before the content is published (a draft may leave it empty). */
export const required = <const F extends MediaField | UrlField>(field: F) => ({ ...field, required: true }) as const;

export const record = <const R extends Omit<RecordField, 'kind'>>(definition: R) =>
  ({ kind: 'record', ...definition }) as const;

export const list = <const L extends Omit<ItemListField, 'kind'> | Omit<ValueListField, 'kind'>>(definition: L) =>
  ({ kind: 'list', ...definition }) as const;
