// Where content shows each stored file, found by walking the content model: every image, video and
// PDF field (and the demo feed's addresses on this server), named by the model's labels, in the
// published content and in the draft. The library lists these places and refuses to delete a file
// that has any; the publish check reads the same walk.
import { contentModel, entityNames } from '../../../src/api/model/index';
import type { ContentScreen, Field } from '../../../src/api/model/kinds';
import { STORAGE_PREFIX } from './details';
import type { ContentFile } from '../content';
import type { MediaUse } from '../../../src/api/adminContract';
import { exportContent } from '../content';
import type { Db } from '../../db/types';

export type MediaFieldKind = 'image' | 'video' | 'pdf';

/** One field of the content that names a stored file. */
export interface MediaPlace {
  /** The stored path it names. */
  path: string;
  /** What the field holds; the demo feed's addresses count as images. */
  kind: MediaFieldKind;
  screen: ContentScreen;
  /** Where it is in the content file, e.g. "services.1.image". */
  at: string;
  /** The model's labels down to the field, e.g. ["Services", "Service 2: Silk Press", "Picture"]. */
  labels: string[];
  /** The list item (or record) the field belongs to, so a check can read its neighbours (a photo's own alt). */
  holder: Readonly<Record<string, unknown>>;
}

/** The editor's screens as the salon calls them. */
export const SCREEN_NAMES: Record<ContentScreen, string> = {
  home: 'Home page',
  about: 'About page',
  services: 'Services page',
  products: 'Products page',
  gallery: 'Gallery page',
  contact: 'Contact page',
  shared: 'Every page',
};

type Trail = { at: (string | number)[]; labels: string[] };

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** "Service 2: Silk Press": a list item by its place, and its name when it has one. */
function itemLabel(label: string, index: number, item: unknown): string {
  const { title, name } = asRecord(item);
  const named = [title, name].find((text): text is string => typeof text === 'string' && text.trim() !== '');
  return named ? `${label} ${index + 1}: ${named.trim()}` : `${label} ${index + 1}`;
}

function walk(
  field: Field,
  value: unknown,
  trail: Trail,
  holder: Record<string, unknown>,
  screen: ContentScreen,
  visit: (place: MediaPlace) => void,
): void {
  const place = (path: string, kind: MediaFieldKind) =>
    visit({ path, kind, screen, at: trail.at.join('.'), labels: trail.labels, holder });
  switch (field.kind) {
    case 'image':
    case 'video':
    case 'pdf':
      if (typeof value === 'string' && value.trim() !== '') place(value.trim(), field.kind);
      return;
    case 'url':
      // Only addresses on this server's storage name a library file (the demo feed's pictures).
      if (field.local && typeof value === 'string' && value.startsWith(STORAGE_PREFIX)) {
        place(value.slice(STORAGE_PREFIX.length), 'image');
      }
      return;
    case 'record': {
      const record = asRecord(value);
      for (const [name, child] of Object.entries(field.fields)) {
        const next = { at: [...trail.at, name], labels: [...trail.labels, child.label] };
        walk(child, record[name], next, record, screen, visit);
      }
      return;
    }
    case 'list': {
      const items: unknown[] = Array.isArray(value) ? value : [];
      items.forEach((item, index) => {
        if ('item' in field) {
          const label = itemLabel(field.itemLabel, index, item);
          const fields = { kind: 'record', label, fields: field.item } as const;
          walk(fields, item, { at: [...trail.at, index], labels: [...trail.labels, label] }, holder, screen, visit);
        } else {
          const label = `${field.of.label} ${index + 1}`;
          walk(field.of, item, { at: [...trail.at, index], labels: [...trail.labels, label] }, holder, screen, visit);
        }
      });
      return;
    }
    default:
  }
}

/** Calls `visit` with every field of `content` that names a stored file, in the model's order. */
export function forEachMediaPlace(content: ContentFile, visit: (place: MediaPlace) => void): void {
  for (const name of entityNames) {
    const entity: Field = contentModel[name];
    const screen = ('screen' in entity ? entity.screen : undefined) ?? 'shared';
    const root = { at: [name], labels: [entity.label] };
    walk(entity, (content as unknown as Record<string, unknown>)[name], root, {}, screen, visit);
  }
}

export type MediaUses = Map<string, MediaUse[]>;

/** The draft the editor saves, or null while there is none. */
export function draftContent(db: Db): ContentFile | null {
  const stored = db.prepare('SELECT content FROM content_draft WHERE id = 1').pluck().get() as string | undefined;
  return stored === undefined ? null : (JSON.parse(stored) as ContentFile);
}

/**
 * What the published content and the draft are now: the newest version, and the draft's base,
 * revision and time of its last save ('-' without one). It changes with every publish and every save.
 */
const CONTENT_STATE = `SELECT IFNULL((SELECT MAX(id) FROM content_versions), 0) || '/' ||
  IFNULL((SELECT based_on || ':' || revision || ':' || updated_at FROM content_draft WHERE id = 1), '-')`;

/** Where the published content and the draft name each stored path. */
interface ContentMedia {
  uses: MediaUses;
  /** The paths shown as a picture somewhere without a text of their own there (publishCheck.ts). */
  picturesWithoutOwnText: Set<string>;
}

/** What was last worked out for each database, with the content's state it was worked out from. */
const kept = new WeakMap<Db, { state: string; media: ContentMedia }>();

/** The item's own text about its picture (a gallery photo's description) describes it there. */
export const describedInPlace = (place: MediaPlace) => {
  const own = place.holder.alt;
  return typeof own === 'string' && own.trim() !== '';
};

/**
 * Every place the published content or the draft names each stored path. Worked out again only when
 * the content has changed since (a publish, a save of the draft): the library and its pickers read
 * it on every call, and walking a three-year gallery each time costs tens of milliseconds.
 */
function contentMedia(db: Db): ContentMedia {
  const state = db.prepare(CONTENT_STATE).pluck().get() as string;
  const last = kept.get(db);
  if (last?.state === state) return last.media;
  const media = findContentMedia(db);
  kept.set(db, { state, media });
  return media;
}

export const contentMediaUses = (db: Db): MediaUses => contentMedia(db).uses;

/** The paths the published content or the draft shows as a picture with no text of its own there. */
export const picturesWithoutOwnText = (db: Db): ReadonlySet<string> => contentMedia(db).picturesWithoutOwnText;

function findContentMedia(db: Db): ContentMedia {
  const uses: MediaUses = new Map();
  const picturesWithoutOwnText = new Set<string>();
  const note = (place: MediaPlace, where: 'published' | 'draft') => {
    if (place.kind === 'image' && !describedInPlace(place)) picturesWithoutOwnText.add(place.path);
    const list = uses.get(place.path) ?? [];
    let use = list.find((known) => known.at === place.at);
    if (!use) {
      use = {
        screen: place.screen,
        page: SCREEN_NAMES[place.screen],
        field: place.labels.join(' › '),
        at: place.at,
        published: false,
        draft: false,
      };
      list.push(use);
      uses.set(place.path, list);
    }
    use[where] = true;
  };
  const published = exportContent(db);
  const draft = draftContent(db);
  forEachMediaPlace(published, (place) => note(place, 'published'));
  forEachMediaPlace(draft ?? published, (place) => note(place, 'draft'));
  return { uses, picturesWithoutOwnText };
}

/** A use as a sentence names it: "Home page: Home › Banner picture, left (in the draft only)". */
export function describeUse(use: MediaUse): string {
  const place = `${use.page}: ${use.field}`;
  if (use.published && use.draft) return place;
  return `${place} (${use.published ? 'published; taken out of the draft' : 'in the draft only'})`;
}
