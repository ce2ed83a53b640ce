// The media folder on the server's start. It lives with the database, outside the source tree
// (MEDIA_DIR, data/media by default); a missing or empty one gets a copy of the demo media
// (CONTENT_DIR/media), which the demo content names. The server once kept the salon's uploads in the
// demo media's own folder (its uploads/, inside the source tree): found there, they are moved into
// the new folder with the demo media, so that every stored path still names its file.
import fs from 'node:fs';
import path from 'node:path';

/** Where the uploads were kept inside the demo media's folder, and are kept in MEDIA_DIR. */
const UPLOADS = 'uploads';

function countFiles(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/**
 * Makes `mediaDir` ready to serve; returns what it did, as lines for the log (none when the folder
 * was ready). A folder that holds anything is left as it is.
 */
export function prepareMediaFolder(mediaDir: string, demoDir: string): string[] {
  if (path.resolve(mediaDir) === path.resolve(demoDir)) return [];
  if (fs.existsSync(mediaDir) && fs.readdirSync(mediaDir).length > 0) return [];
  fs.mkdirSync(mediaDir, { recursive: true });
  if (!fs.existsSync(demoDir)) return [];
  fs.cpSync(demoDir, mediaDir, { recursive: true });
  const notes = [`The media folder ${mediaDir} had no files: it now holds a copy of the demo media (${demoDir}).`];
  const oldUploads = path.join(demoDir, UPLOADS);
  if (fs.existsSync(oldUploads)) {
    // Copied with the rest above; the source tree keeps no copy of the salon's files.
    const moved = countFiles(oldUploads);
    fs.rmSync(oldUploads, { recursive: true, force: true });
    notes.push(`${moved} uploaded file(s) moved from ${oldUploads} to ${path.join(mediaDir, UPLOADS)}.`);
  }
  return notes;
}
