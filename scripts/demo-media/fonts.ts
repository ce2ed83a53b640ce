// Makes the site's own typefaces (Fraunces, DM Sans from @fontsource) visible to librsvg, so the
// generated art uses the brand's type. fontconfig reads TrueType but the packages ship WOFF, so the
// files are unpacked to plain sfnt first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { projectRoot } from '../../server/paths';

const FONT_FILES = [
  '@fontsource/fraunces/files/fraunces-latin-400-normal.woff',
  '@fontsource/fraunces/files/fraunces-latin-400-italic.woff',
  '@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
  '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff',
  '@fontsource/dm-sans/files/dm-sans-latin-500-normal.woff',
  '@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff',
];

/** WOFF 1.0 is sfnt with each table zlib-compressed: inflate the tables and rebuild the directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const o = 44 + i * 20;
    const offset = woff.readUInt32BE(o + 4);
    const compressedLength = woff.readUInt32BE(o + 8);
    const originalLength = woff.readUInt32BE(o + 12);
    const raw = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(o),
      checksum: woff.readUInt32BE(o + 16),
      data: compressedLength < originalLength ? zlib.inflateSync(raw) : raw,
    };
  });
  let entrySelector = 0;
  while (1 << (entrySelector + 1) <= numTables) entrySelector += 1;
  const searchRange = (1 << entrySelector) * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const o = 12 + i * 16;
    header.writeUInt32BE(table.tag, o);
    header.writeUInt32BE(table.checksum, o + 4);
    header.writeUInt32BE(offset, o + 8);
    header.writeUInt32BE(table.data.length, o + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Writes the fonts and a fontconfig file to a temporary folder; returns the config's path. */
export function prepareFontConfig(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curlcraft-fonts-'));
  const fontDir = path.join(dir, 'fonts');
  fs.mkdirSync(fontDir);
  for (const file of FONT_FILES) {
    const source = path.join(projectRoot, 'node_modules', file);
    fs.writeFileSync(path.join(fontDir, path.basename(file, '.woff') + '.ttf'), woffToSfnt(fs.readFileSync(source)));
  }
  const config = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fontDir}</dir>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return config;
}
