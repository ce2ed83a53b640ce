// The media folder on the server's start: an empty one gets the demo media, a used one is left alone,
// and uploads kept in the demo media's folder by an earlier install are moved, not lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareMediaFolder } from '../../server/modules/media';

let tmp: string;
let demo: string;

/** Every file below `dir`, relative, with its text. */
function files(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, full), fs.readFileSync(full, 'utf8')];
      }),
  );
}

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-media-folder-'));
  demo = path.join(tmp, 'content/media');
  write(path.join(demo, 'home/banner.jpg'), 'banner');
  write(path.join(demo, 'products/catalogue.pdf'), 'catalogue');
});

afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

it('gives a missing media folder a copy of the demo media, and says so', () => {
  const media = path.join(tmp, 'data/media');
  const notes = prepareMediaFolder(media, demo);
  expect(files(media)).toEqual({ 'home/banner.jpg': 'banner', 'products/catalogue.pdf': 'catalogue' });
  expect(files(demo)).toEqual(files(media));
  expect(notes).toEqual([expect.stringContaining('a copy of the demo media')]);
});

it('fills an empty media folder the same way', () => {
  const media = path.join(tmp, 'media');
  fs.mkdirSync(media);
  prepareMediaFolder(media, demo);
  expect(Object.keys(files(media))).toEqual(expect.arrayContaining(['home/banner.jpg', 'products/catalogue.pdf']));
});

it('leaves a media folder that holds anything as it is', () => {
  const media = path.join(tmp, 'media');
  write(path.join(media, 'uploads/2026/05/photo.jpg'), 'photo');
  expect(prepareMediaFolder(media, demo)).toEqual([]);
  expect(files(media)).toEqual({ 'uploads/2026/05/photo.jpg': 'photo' });
});

it("moves an earlier install's uploads out of the demo media's folder, with a line saying where", () => {
  write(path.join(demo, 'uploads/2025/11/a.jpg'), 'a');
  write(path.join(demo, 'uploads/2026/01/b.pdf'), 'b');
  const media = path.join(tmp, 'data/media');
  const notes = prepareMediaFolder(media, demo);
  expect(files(media)).toEqual({
    'home/banner.jpg': 'banner',
    'products/catalogue.pdf': 'catalogue',
    'uploads/2025/11/a.jpg': 'a',
    'uploads/2026/01/b.pdf': 'b',
  });
  expect(fs.existsSync(path.join(demo, 'uploads'))).toBe(false);
  expect(Object.keys(files(demo))).toEqual(expect.arrayContaining(['home/banner.jpg', 'products/catalogue.pdf']));
  expect(notes[1]).toBe(
    `2 uploaded file(s) moved from ${path.join(demo, 'uploads')} to ${path.join(media, 'uploads')}.`,
  );
});

it('does nothing when the media folder is the demo media itself', () => {
  expect(prepareMediaFolder(demo + path.sep, demo)).toEqual([]);
  expect(Object.keys(files(demo))).toHaveLength(2);
});
