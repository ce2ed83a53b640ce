// The shipped demo content: valid, complete, and every file it mentions is really there.
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { parseContentFile, type ContentFile } from '../../server/modules/content/schema';
import { coverPathOf } from '../../server/modules/media/pdfCover';

const contentDir = path.resolve(__dirname, '../../server/content');
const mediaDir = path.join(contentDir, 'media');
const raw = JSON.parse(fs.readFileSync(path.join(contentDir, 'content.json'), 'utf8')) as unknown;

function parsed(): ContentFile {
  const result = parseContentFile(raw);
  if (!result.ok) throw new Error(result.problems);
  return result.content;
}

/** Stored paths are the relative strings that end in a media extension. */
function storedPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/\.(jpe?g|png|svg|pdf|mp4|webm)$/i.test(value) && !/^(https?:|\/)/.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((v) => storedPaths(v, found));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((v) => storedPaths(v, found));
  }
  return found;
}

function allFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

it('matches the content format', () => {
  expect(() => parsed()).not.toThrow();
});

it('has the promised amount of demo content', () => {
  const c = parsed();
  expect(c.services).toHaveLength(5);
  expect(c.testimonials).toHaveLength(4);
  expect(c.galleryItems).toHaveLength(36);
  expect(c.productCategories).toHaveLength(3);
  expect(c.socialChannels).toHaveLength(5);
  expect(c.instagramFeed).toHaveLength(6);
  expect(c.aboutBoxes).toHaveLength(4);
});

it('refers only to media files that exist', () => {
  const missing = [...storedPaths(raw)].filter((p) => !fs.existsSync(path.join(mediaDir, p)));
  expect(missing).toEqual([]);
  const feedFiles = parsed().instagramFeed.map((i) => i.media_url.replace(/^\/storage\//, '').replace(/\?.*$/, ''));
  expect(feedFiles.filter((p) => !fs.existsSync(path.join(mediaDir, p)))).toEqual([]);
});

it('ships no media the content does not use', () => {
  const used = storedPaths(raw);
  for (const item of parsed().instagramFeed) used.add(item.media_url.replace(/^\/storage\//, '').replace(/\?.*$/, ''));
  // A used PDF's cover, drawn once at upload, comes with it.
  for (const pdf of [...used].filter((p) => p.endsWith('.pdf'))) {
    used.add(
      path
        .relative(mediaDir, coverPathOf(path.join(mediaDir, pdf)))
        .split(path.sep)
        .join('/'),
    );
  }
  const unused = allFiles(mediaDir)
    .map((f) => path.relative(mediaDir, f).split(path.sep).join('/'))
    .filter((f) => !used.has(f));
  expect(unused).toEqual([]);
});

it('keeps the demo media small', () => {
  const total = allFiles(mediaDir).reduce((sum, f) => sum + fs.statSync(f).size, 0);
  expect(total).toBeLessThan(12 * 1024 * 1024);
  expect(fs.statSync(path.join(mediaDir, parsed().servicesPage.main_video!)).size).toBeLessThan(700 * 1024);
});

it('has a 4 to 6 page PDF catalogue under 300 KB per category', async () => {
  for (const category of parsed().productCategories) {
    const file = path.join(mediaDir, category.pdf_file!);
    expect(fs.statSync(file).size).toBeLessThan(300 * 1024);
    const pdf = await PDFDocument.load(fs.readFileSync(file));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(6);
  }
});

it('has real JPEG pictures at sensible sizes', async () => {
  const c = parsed();
  const checks: Array<[string | null | undefined, number]> = [
    [c.homeSettings.banner_image_left, 1000],
    [c.galleryItems[0]?.image, 1200],
    [c.productCategories[0]?.products[0]?.featured_image, 1000],
  ];
  for (const [file, width] of checks) {
    const meta = await sharp(path.join(mediaDir, file!)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThanOrEqual(width);
  }
});
