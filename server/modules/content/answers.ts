// What each content call of the API answers (the table in src/api/contract.ts), rendered from content:
// the published content for visitors, a draft or a version for a preview. Lists are sent with every
// field of the model, null when empty, as the site and other backends expect.
import {
  contentCalls,
  type AnswerSource,
  type ContentCall,
  type EmbeddableCall,
  type EmbeddedData,
} from '../../../src/api/contract';
import { contentModel, type EntityName } from '../../../src/api/model/index';
import type { Field, ItemListField } from '../../../src/api/model/kinds';
import type { GalleryPageOfItems, MediaDetailsMap, SocialFeedItem } from '../../../src/api/types';
import type { ContentFile } from './schema';
import type { InstagramFeed } from './instagram';

type Item = Record<string, unknown>;

function sentValue(field: Field, value: unknown): unknown {
  if (field.kind !== 'list') return value ?? null;
  const values: unknown[] = Array.isArray(value) ? value : [];
  if ('item' in field) return values.map((item) => sentItem(field, item as Item));
  return field.sentAsJson ? JSON.stringify(values) : values;
}

/** An item: its id when the list has them, then each field of the model. */
function sentItem(list: ItemListField, item: Item, withId = true): Item {
  const sent: Item = list.ids && withId ? { id: item.id ?? null } : {};
  for (const [name, field] of Object.entries(list.item)) sent[name] = sentValue(field, item[name]);
  return sent;
}

/** An entity as the API sends it. Settings records go as they are stored. */
function sentEntity(name: EntityName, content: ContentFile): unknown {
  const field: Field = contentModel[name];
  const value = content[name] as unknown;
  if (field.kind === 'record' && field.sentAsList) {
    const { order, renamed = {} } = field.sentAsList;
    const entries = (value ?? {}) as Record<string, Item | undefined>;
    return order.map((key, index) => {
      const entry = entries[key] ?? {};
      const sent: Item = { id: index + 1 };
      const entryField = field.fields[key];
      if (entryField?.kind !== 'record') return sent;
      for (const child of Object.keys(entryField.fields)) sent[renamed[key]?.[child] ?? child] = entry[child] ?? null;
      return sent;
    });
  }
  return sentValue(field, value);
}

function sentSource(source: AnswerSource, content: ContentFile): unknown {
  if (typeof source === 'string') return sentEntity(source, content);
  return (sentEntity(source.from, content) as unknown[]).slice(0, source.first);
}

/** The demo stand-in for the social feed: the content's list, as Instagram's items look (no ids). */
export function demoFeed(content: ContentFile): SocialFeedItem[] {
  const field = contentModel.instagramFeed;
  return content.instagramFeed.map((item) => sentItem(field, item as Item, false));
}

/** One page of a paged list; a page past the end is empty rather than an error, as in Laravel. */
export function pageOfList(
  content: ContentFile,
  pages: NonNullable<ContentCall['pages']>,
  page: number,
): Required<Omit<GalleryPageOfItems, 'media'>> {
  const items = sentEntity(pages.from, content) as GalleryPageOfItems['data'] & unknown[];
  const lastPage = Math.max(1, Math.ceil(items.length / pages.perPage));
  const data = page > lastPage ? [] : items.slice((page - 1) * pages.perPage, page * pages.perPage);
  return { data, current_page: page, last_page: lastPage };
}

/** The media library's details (alt text, focal point, version) of the stored paths an answer names. */
export type MediaDetailsReader = (answer: object) => MediaDetailsMap | undefined;

export interface AnswerSources {
  content: ContentFile;
  instagram: InstagramFeed;
  /** Adds `media` to each answer that names pictures the library describes; none without it. */
  mediaDetails?: MediaDetailsReader | undefined;
}

/** The answer with the details of the media it names, when there are any to tell. */
function withMedia<T extends object>(answer: T, read: MediaDetailsReader | undefined): T {
  const media = read?.(answer);
  return media ? { ...answer, media } : answer;
}

/** The `data` a call's path answers: with `page`, also that page of its paged list. */
export async function callAnswer(
  call: ContentCall,
  { content, instagram, mediaDetails }: AnswerSources,
  page?: number,
) {
  if (call.feed) return instagram.get();
  const data: Item = withMedia(
    Object.fromEntries(Object.entries(call.answer ?? {}).map(([key, source]) => [key, sentSource(source, content)])),
    mediaDetails,
  );
  const paged = Object.values(contentCalls).find((other: ContentCall) => other.pages && other.path === call.path) as
    ContentCall | undefined;
  // A page of the list carries its own pictures' details: the site keeps its pages apart from the rest.
  if (paged?.pages && page !== undefined) {
    data[paged.pages.key] = withMedia(pageOfList(content, paged.pages, page), mediaDetails);
  }
  return data;
}

/**
 * What a page embeds of a call: its answer as the endpoint delivers it; of a paged call, its pages
 * from the first up to `pagesUpTo`, never past the last.
 */
export async function embeddedAnswer<Call extends EmbeddableCall>(
  call: Call,
  sources: AnswerSources,
  pagesUpTo = 1,
): Promise<EmbeddedData[Call]> {
  const definition: ContentCall = contentCalls[call];
  if (definition.pages) {
    const list = definition.pages;
    const page = (n: number) => withMedia(pageOfList(sources.content, list, n), sources.mediaDetails);
    const first = page(1);
    const count = Math.max(1, Math.min(pagesUpTo, first.last_page ?? 1));
    const pages = [first];
    for (let n = 2; n <= count; n += 1) pages.push(page(n));
    return { pages, pageParams: pages.map((_page, index) => index + 1) } as EmbeddedData[Call];
  }
  return (await callAnswer(definition, sources)) as EmbeddedData[Call];
}
