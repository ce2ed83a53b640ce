// Every picture the site shows needs a text alternative, or the salon's word that it only decorates.
// Publishing calls checkPicturesDescribed on the content it is about to publish (the draft): a
// picture with neither is refused, named by its place, before visitors could get it without one.
import type { ContentFile } from '../content';
import type { Db } from '../../db/types';
import { getMediaRecordsByPath } from './records';
import { describedInPlace, forEachMediaPlace, SCREEN_NAMES, type MediaPlace } from './uses';

export interface UndescribedPicture {
  /** The stored path the field names. */
  path: string;
  /** Where in the content: "homeSettings.banner_image_left". */
  at: string;
  /** "Home page › Banner picture, left". */
  field: string;
  /** "Home page". */
  page: string;
}

/** Each image field of `content` whose picture has no alt text, no decorative mark and no text of its own. */
export function undescribedPictures(db: Db, content: ContentFile): UndescribedPicture[] {
  const places: MediaPlace[] = [];
  forEachMediaPlace(content, (place) => {
    if (place.kind === 'image' && !describedInPlace(place)) places.push(place);
  });
  const records = getMediaRecordsByPath(db, [...new Set(places.map((place) => place.path))]);
  return places.flatMap((place) => {
    const record = records.get(place.path);
    // A path the library has no file for is a broken picture, not an undescribed one: the editor's
    // pickers offer only the library's files, and the site leaves a missing picture out.
    if (!record || record.decorative || (record.alt ?? '').trim() !== '') return [];
    return [{ path: place.path, at: place.at, field: place.labels.join(' › '), page: SCREEN_NAMES[place.screen] }];
  });
}

export type PictureCheck =
  | { ok: true }
  | { ok: false; status: 422; message: string; errors: Record<string, string[]>; pictures: UndescribedPicture[] };

const NEEDS_TEXT = 'Give this picture alt text in the media library, or mark it as decorative there.';

/**
 * Whether `content` may be published as far as its pictures go: refused (422) while any picture it
 * shows lacks both alt text and the decorative mark, with a sentence naming the places and the
 * reason beside each field (keyed as the content's other 422s are, "services.1.image").
 */
export function checkPicturesDescribed(db: Db, content: ContentFile): PictureCheck {
  const pictures = undescribedPictures(db, content);
  if (pictures.length === 0) return { ok: true };
  const errors: Record<string, string[]> = {};
  for (const picture of pictures) (errors[picture.at] ??= []).push(NEEDS_TEXT);
  const named = pictures.map((picture) => `${picture.page}: ${picture.field}`);
  const shown = named.length > 5 ? [...named.slice(0, 5), `${named.length - 5} more`] : named;
  const message =
    pictures.length === 1
      ? `One picture needs a description before publishing: ${shown[0]}. Give it alt text in the media library, or mark it as decorative.`
      : `${pictures.length} pictures need a description before publishing: ${shown.join('; ')}. Give each alt text in the media library, or mark it as decorative.`;
  return { ok: false, status: 422, message, errors, pictures };
}
