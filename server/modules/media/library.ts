// The media library: what the admin area's routes call to add, describe, replace, find and delete
// stored files. Files live under MEDIA_DIR (so backups take them) under names the server chooses.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { stripInvisible } from '../../../src/api/model/invisibleText';
import { markContentChanged } from '../content';
import type { Db } from '../../db/types';
import { MediaError } from './pipeline';
import { cleanUpload } from './cleaning';
import { coverPathOf } from './pdfCover';
import type { CoverMaker } from './pdfCovers';
import { deleteMediaRecord, describeMediaRecord, getMediaRecord, insertMediaRecord } from './records';
import { listMediaRecords, replaceMediaFile, type MediaDescription, type MediaQuery } from './records';
import type { MediaRecord } from './records';
import type { MediaItem, MediaUse } from '../../../src/api/adminContract';
import type { MediaType } from './kinds';
import { contentMediaUses, describeUse, picturesWithoutOwnText } from './uses';

/** An upload as received: the whole file in a temporary place, its type read from its bytes. */
export interface ReceivedFile {
  tempPath: string;
  /** As the browser named it: shown to the owner and searched, never used for the stored name. */
  originalName: string;
  type: MediaType;
}

export type { MediaItem };

export interface MediaLibraryOptions {
  db: Db;
  mediaDir: string;
  /** The ffmpeg that cleans videos (null: videos are refused). */
  ffmpeg: string | null;
  /** Renders the covers of PDFs as they come in. */
  covers: CoverMaker;
}

export interface MediaLibrary {
  list(query: MediaQuery): { items: MediaItem[]; total: number };
  get(id: number): MediaItem;
  /** Cleans and stores every file, or none of them: the first that fails names itself in the error. */
  add(files: readonly ReceivedFile[]): Promise<MediaItem[]>;
  /** A new file under the same record and path: every place that shows it shows the new one. */
  replace(id: number, file: ReceivedFile): Promise<MediaItem>;
  describe(id: number, change: MediaDescription): MediaItem;
  /** Refused (409, naming the places) while content shows it. */
  remove(id: number): Promise<void>;
}

/** The folder uploads go to, inside MEDIA_DIR: "uploads/2025/06/3f9c0b7e5d21a4c8.jpg". */
export const UPLOADS_FOLDER = 'uploads';

/** A file name as it may be shown: no folders, no control characters, not endless. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = stripInvisible(base).trim();
  return (clean || 'unnamed').slice(0, 200);
}

function newStoredPath(type: MediaType, now = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${UPLOADS_FOLDER}/${month}/${crypto.randomBytes(8).toString('hex')}.${type.ext}`;
}

/** A hidden name beside the target: never served (hidden files are refused), renamed into place at once. */
const temporaryBeside = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(4).toString('hex')}.tmp`);

/** Removes the files that are there (null: none). */
const removeAll = async (files: ReadonlyArray<string | null>) => {
  await Promise.all(files.flatMap((file) => (file ? [fs.promises.rm(file, { force: true })] : [])));
};

export class MediaInUseError extends MediaError {
  constructor(
    message: string,
    readonly uses: MediaUse[],
  ) {
    super(409, message);
  }
}

export function createMediaLibrary({ db, mediaDir, ffmpeg, covers }: MediaLibraryOptions): MediaLibrary {
  const absolute = (stored: string) => path.join(mediaDir, ...stored.split('/'));

  function withUses(records: MediaRecord[]): MediaItem[] {
    const uses = contentMediaUses(db);
    const shownBare = picturesWithoutOwnText(db);
    // As publishCheck.ts's rule: shown as a picture, with neither alt text nor the decorative mark.
    const undescribed = (record: MediaRecord) =>
      shownBare.has(record.path) && !record.decorative && (record.alt ?? '').trim() === '';
    return records.map((record) => ({
      ...record,
      uses: uses.get(record.path) ?? [],
      needs_description: undescribed(record),
    }));
  }

  function get(id: number): MediaItem {
    const record = getMediaRecord(db, id);
    if (!record) throw new MediaError(404, 'There is no such file in the library.');
    return withUses([record])[0]!;
  }

  /**
   * Cleans a received file into a temporary file beside `target`, and for a PDF renders its cover into
   * another (server/modules/media/pdfCover.ts): a PDF whose cover cannot be rendered within its limits is refused.
   */
  async function prepare(file: ReceivedFile, target: string) {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = temporaryBeside(target);
    const cover = file.type.kind === 'pdf' ? temporaryBeside(coverPathOf(target)) : null;
    try {
      const cleaned = await cleanUpload(file.tempPath, temporary, file.type, file.originalName, {
        ffmpeg,
        pdfs: covers,
      });
      if (cover) await covers.make(temporary, cover, file.originalName);
      const { size } = await fs.promises.stat(temporary);
      return { temporary, cover, cleaned, bytes: size };
    } catch (error) {
      await removeAll([temporary, cover]);
      throw error;
    }
  }

  /** Puts a prepared file, and its cover, in place. */
  async function putInPlace(prepared: { temporary: string; cover: string | null }, target: string) {
    if (prepared.cover) await fs.promises.rename(prepared.cover, coverPathOf(target));
    await fs.promises.rename(prepared.temporary, target);
  }

  const discardPrepared = (prepared: { temporary: string; cover: string | null }) =>
    removeAll([prepared.temporary, prepared.cover]);

  return {
    list(query) {
      const { records, total } = listMediaRecords(db, query);
      return { items: withUses(records), total };
    },

    get,

    async add(files) {
      const prepared: Array<Awaited<ReturnType<typeof prepare>> & { stored: string; file: ReceivedFile }> = [];
      try {
        for (const file of files) {
          const stored = newStoredPath(file.type);
          prepared.push({ ...(await prepare(file, absolute(stored))), stored, file });
        }
        // Records first, in one transaction; the renames cannot fail for a reason the records would not.
        const records = db.transaction(() =>
          prepared.map(({ stored, file, cleaned, bytes }) =>
            insertMediaRecord(db, {
              path: stored,
              kind: file.type.kind,
              mime: file.type.mime,
              bytes,
              ...cleaned,
              original_name: displayName(file.originalName),
            }),
          ),
        )();
        for (const item of prepared) await putInPlace(item, absolute(item.stored));
        return withUses(records);
      } finally {
        await Promise.all(prepared.map(discardPrepared));
      }
    },

    async replace(id, file) {
      const current = get(id);
      // The path, and so its extension, stays: a photo is re-encoded in the stored photo's format.
      if (current.mime === 'image/svg+xml') {
        throw new MediaError(
          422,
          `“${current.original_name}” is a drawing the library keeps as it is: upload a new picture and use it instead.`,
        );
      }
      if (file.type.kind !== current.kind || (current.kind !== 'image' && file.type.mime !== current.mime)) {
        const format = describeFormat(current);
        throw new MediaError(
          422,
          `“${displayName(file.originalName)}” cannot replace “${current.original_name}”: only another ${format} can.`,
        );
      }
      const type =
        current.kind === 'image'
          ? { ...file.type, mime: current.mime, ext: path.extname(current.path).slice(1) }
          : file.type;
      const target = absolute(current.path);
      const prepared = await prepare({ ...file, type }, target);
      const { cleaned, bytes } = prepared;
      try {
        await putInPlace(prepared, target);
      } finally {
        await discardPrepared(prepared);
      }
      db.transaction(() => {
        replaceMediaFile(db, id, {
          mime: current.mime,
          bytes,
          ...cleaned,
          original_name: displayName(file.originalName),
        });
        markContentChanged(db);
      })();
      return get(id);
    },

    describe(id, change) {
      get(id);
      db.transaction(() => {
        describeMediaRecord(db, id, change);
        markContentChanged(db);
      })();
      return get(id);
    },

    async remove(id) {
      const item = get(id);
      if (item.uses.length > 0) {
        throw new MediaInUseError(
          `“${item.original_name}” is in use, so it was not deleted. Take it out of ${item.uses.map(describeUse).join('; ')} first.`,
          item.uses,
        );
      }
      deleteMediaRecord(db, id);
      await fs.promises.rm(absolute(item.path), { force: true });
      if (item.kind === 'pdf') await fs.promises.rm(coverPathOf(absolute(item.path)), { force: true });
    },
  };
}

function describeFormat(record: MediaRecord): string {
  if (record.kind === 'image') return 'photo';
  if (record.kind === 'pdf') return 'PDF';
  return `${record.mime === 'video/webm' ? 'WebM' : 'MP4'} video`;
}
