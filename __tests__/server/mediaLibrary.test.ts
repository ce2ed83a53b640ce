// The media library through its routes, with real files: uploads checked by their bytes and cleaned,
// limits refused as soon as they are broken, records described, replaced, found and deleted.
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { PDFDocument, PDFName } from 'pdf-lib';
import { VARIANT_WIDTHS } from '../../src/api/contract';
import type { MediaItem } from '../../server/modules/media/library';
import {
  HTML_PAGE,
  largeJpeg,
  mp4,
  multipart,
  PDF_SECRETS,
  pdfWithMetadata,
  phonePhoto,
  phoneVideo,
  PHOTO_GPS,
  PHP_SCRIPT,
  plainPng,
  pngBomb,
  quickTime,
  SVG_WITH_SCRIPT,
  VIDEO_SECRETS,
  webm,
} from '../support/mediaFixtures';
import { expectRefusal, LIBRARY_PREFIX, startLibraryServer, type LibraryServer } from '../support/mediaLibraryServer';
import { pdfBombs, type PdfBomb } from '../support/pdfBombs';

const MB = 1024 * 1024;
const limits = { maxBytes: 2 * MB, maxVideoBytes: 6 * MB, maxFiles: 3 };
let server: LibraryServer;

beforeAll(async () => {
  server = await startLibraryServer(limits);
});

afterAll(async () => {
  await server.close();
});

type Upload = { name: string; data: Buffer; type?: string };

async function upload(files: Upload[], url = LIBRARY_PREFIX, method = 'POST') {
  const { body, contentType } = await multipart(files);
  return server.client({ method, url, headers: { 'content-type': contentType }, payload: body });
}

async function uploadOne(file: Upload): Promise<MediaItem> {
  const response = await upload([file]);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: MediaItem[] }>().data[0]!;
}

const storedFile = (item: { path: string }) => path.join(server.mediaDir, ...item.path.split('/'));

/** Every file the uploads folder holds, hidden ones included. */
function uploadedFiles(): string[] {
  const folder = path.join(server.mediaDir, 'uploads');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

async function libraryTotal(): Promise<number> {
  return (await server.client({ url: `${LIBRARY_PREFIX}?limit=1` })).json<{ total: number }>().total;
}

/** The upload leaves nothing behind: no stored file, no record, no temporary file. */
async function expectNothingKept(before: { files: number; total: number }) {
  expect(uploadedFiles()).toHaveLength(before.files);
  expect(await libraryTotal()).toBe(before.total);
  expect(fs.readdirSync(server.tempDir)).toEqual([]);
}

const snapshot = async () => ({ files: uploadedFiles().length, total: await libraryTotal() });

/** Uploads `files`, which the library refuses with `message` (and `status`), keeping nothing of them. */
async function expectUploadRefused(files: Upload[], message: string, status?: number) {
  const before = await snapshot();
  expectRefusal(await upload(files), message, status);
  await expectNothingKept(before);
}

describe('a phone photo', () => {
  let item: MediaItem;
  let original: Buffer;

  beforeAll(async () => {
    original = await phonePhoto();
    item = await uploadOne({ name: 'IMG_0001.jpg', data: original, type: 'image/jpeg' });
  });

  it('really carries GPS, a rotation flag, XMP and a colour profile before the upload', async () => {
    const gps = await exifr.gps(original);
    expect(gps.latitude).toBeCloseTo(PHOTO_GPS.latitude, 3);
    expect(gps.longitude).toBeCloseTo(PHOTO_GPS.longitude, 3);
    const metadata = await sharp(original).metadata();
    expect(metadata).toMatchObject({ width: 400, height: 300, orientation: 6 });
    expect(metadata.xmp).toBeDefined();
    expect(metadata.icc).toBeDefined();
  });

  it('is stored under a name the server chose, in the uploads folder of MEDIA_DIR', () => {
    expect(item.path).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\.jpg$/);
    expect(item.path).not.toContain('IMG');
    expect(fs.existsSync(storedFile(item))).toBe(true);
    expect(item).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      original_name: 'IMG_0001.jpg',
      width: 300,
      height: 400,
    });
    expect(item.bytes).toBe(fs.statSync(storedFile(item)).size);
    expect(server.activity()[0]).toEqual({ action: 'media-uploaded', detail: `IMG_0001.jpg (${item.path})` });
  });

  it('is stored upright, with no EXIF, GPS, XMP or colour profile left', async () => {
    const stored = fs.readFileSync(storedFile(item));
    expect(await exifr.parse(stored, true)).toBeUndefined();
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.toString('latin1')).not.toMatch(/Curlphone|CurlOS|Stylist at home/);
    // Turned clockwise: the photo's red left half is now its top.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(150, 20)[0]).toBeGreaterThan(150);
    expect(pixel(150, 380)[2]).toBeGreaterThan(150);
  });

  it('is served at every width the site asks for, each variant upright and without metadata', async () => {
    for (const width of VARIANT_WIDTHS) {
      const response = await server.client({ url: `/storage/${item.path}?w=${width}&fm=webp` });
      expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/webp']);
      const metadata = await sharp(response.rawPayload).metadata();
      // Never enlarged: the 300-pixel-wide photo stays 300 wide.
      expect(metadata).toMatchObject({
        format: 'webp',
        width: Math.min(width, 300),
        height: Math.min(width, 300) * (4 / 3),
      });
      // exifr does not read WebP; sharp reads its EXIF and XMP chunks.
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });
});

describe('types decided by the bytes', () => {
  it.each([
    [
      'a PHP script named as a photo',
      'photo.jpg',
      PHP_SCRIPT,
      'image/jpeg',
      /“photo\.jpg” was not accepted\. It is a PHP script/,
    ],
    [
      'an SVG holding a script',
      'logo.svg',
      SVG_WITH_SCRIPT,
      'image/svg+xml',
      /“logo\.svg” was not accepted\. SVG images are not taken/,
    ],
    ['a web page', 'gallery.png', HTML_PAGE, 'image/png', /It is a web page \(HTML\)/],
    ['a QuickTime movie', 'clip.mp4', quickTime(), 'video/mp4', /Export the video as MP4/],
    ['random bytes', 'data.pdf', Buffer.alloc(5000, 3), 'application/pdf', /not a format the library knows/],
  ])('refuses %s with a sentence naming the file, and keeps nothing', async (_what, name, data, type, sentence) => {
    const before = await snapshot();
    const response = await upload([{ name, data, type }]);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(sentence);
    await expectNothingKept(before);
  });

  it('refuses a whole upload when one of its files is refused: the good photo is not kept either', async () => {
    const before = await snapshot();
    const response = await upload([
      { name: 'good.png', data: await plainPng() },
      { name: 'shell.jpg', data: PHP_SCRIPT },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toContain('“shell.jpg”');
    await expectNothingKept(before);
  });

  it('takes MP4 and WebM videos, re-muxed into the same kind of file', async () => {
    const [video, other] = [mp4(), webm()];
    const response = await upload([
      { name: 'salon tour.mp4', data: video },
      { name: 'curls.webm', data: other },
    ]);
    expect(response.statusCode).toBe(201);
    const [first, second] = response.json<{ data: MediaItem[] }>().data;
    expect(first).toMatchObject({ kind: 'video', mime: 'video/mp4', original_name: 'salon tour.mp4' });
    expect(first!.path).toMatch(/\.mp4$/);
    const stored = fs.readFileSync(storedFile(first!));
    expect(stored.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // Faststart: the index (moov) comes before the media data (mdat).
    expect(stored.indexOf('moov')).toBeLessThan(stored.indexOf('mdat'));
    expect(second).toMatchObject({ kind: 'video', mime: 'video/webm' });
    expect(fs.readFileSync(storedFile(second!)).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  });

  it('stores a phone’s video without where it was filmed, the phone, or anything in its tags', async () => {
    const video = phoneVideo();
    const traces = [
      VIDEO_SECRETS.location,
      VIDEO_SECRETS.model,
      VIDEO_SECRETS.payload,
      'onerror',
      '\u00a9xyz',
      '\u00a9mod',
      'Lavf',
    ];
    // The upload really carries them, as the phone wrote them.
    for (const trace of traces.slice(0, 6)) expect(video.includes(Buffer.from(trace, 'latin1'))).toBe(true);
    const item = await uploadOne({ name: 'walk-in.mp4', data: video });
    expect(item).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    // Whatever a visitor can fetch of it: the file, whole and in ranges.
    const whole = await server.client({ url: `/storage/${item.path}`, headers: { cookie: '', 'x-csrf-token': '' } });
    expect(whole.statusCode).toBe(200);
    const served = whole.rawPayload;
    expect(served.equals(fs.readFileSync(storedFile(item)))).toBe(true);
    for (const trace of traces) expect(served.includes(Buffer.from(trace, 'latin1'))).toBe(false);
    for (const trace of traces) expect(served.includes(Buffer.from(trace, 'utf8'))).toBe(false);
    expect(served.length).toBeGreaterThan(1000);
  });

  it('never takes a stored name from the upload, whatever it holds', async () => {
    const item = await uploadOne({ name: '../../../etc/evil name.png', data: await plainPng() });
    expect(item.path).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\.png$/);
    expect(item.original_name).toBe('evil name.png');
  });
});

describe('images that would cost too much', () => {
  it('refuses a tiny PNG that claims 50,000 × 50,000 pixels, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024);
    await expectUploadRefused(
      [{ name: 'tiny.png', data: bomb }],
      '“tiny.png” claims 50,000 × 50,000 pixels (2,500 megapixels); the library takes images of up to 100 megapixels.',
    );
  });
});

describe('PDFs', () => {
  it('are checked, counted and stored without their document metadata or scripts', async () => {
    const original = await pdfWithMetadata(3);
    expect(original.toString('latin1')).toContain(PDF_SECRETS[0]);
    const item = await uploadOne({ name: 'Spring catalogue.pdf', data: original });
    expect(item).toMatchObject({ kind: 'pdf', mime: 'application/pdf', pages: 3 });
    const stored = fs.readFileSync(storedFile(item));
    const pdf = await PDFDocument.load(stored, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(3);
    expect([pdf.getAuthor(), pdf.getProducer(), pdf.getCreator(), pdf.getTitle()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(pdf.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(pdf.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
    const inflated = await PDFDocument.load(stored).then((doc) => doc.save({ useObjectStreams: false }));
    for (const secret of PDF_SECRETS) expect(Buffer.from(inflated).toString('latin1')).not.toContain(secret);
    // The first PDF starts the process that draws covers: seconds on a busy machine.
  }, 60_000);

  it('draws the cover once, when the PDF comes in: a visitor’s request never draws one', async () => {
    const item = await uploadOne({ name: 'Cover.pdf', data: await pdfWithMetadata(2) });
    const cover = path.join(path.dirname(storedFile(item)), `.${path.basename(item.path)}.cover.webp`);
    expect((await sharp(cover).metadata()).width).toBe(Math.max(...VARIANT_WIDTHS));
    // Hidden: never served as it is.
    const direct = await server.client({ url: `/storage/${path.dirname(item.path)}/${path.basename(cover)}` });
    expect(direct.statusCode).toBe(400);
    const visitor = { cookie: '', 'x-csrf-token': '' };
    const variant = await server.client({ url: `/storage/${item.path}?w=480&fm=webp`, headers: visitor });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(480);
    // Without its cover, a PDF has no pictures: nothing is drawn for the asking.
    fs.rmSync(cover);
    const without = await server.client({ url: `/storage/${item.path}?w=640&fm=webp`, headers: visitor });
    expect(without.statusCode).toBe(404);
    expect(fs.existsSync(cover)).toBe(false);
  });

  describe('refuses a small PDF that unpacks to a hundred MB, however it hides it', () => {
    let bombs: PdfBomb[] = [];
    beforeAll(async () => {
      // Past the 64 MB a file of this size may unpack to, and quick to make.
      bombs = await pdfBombs(100 * MB);
    });

    it.each([
      'a plain Flate stream',
      'a comment before the stream',
      'a chain of filters',
      '"endstream" inside the stream',
      'an object stream',
    ])('behind %s', async (name) => {
      const bomb = bombs.find((candidate) => candidate.name === name)!.data;
      expect(bomb.length).toBeLessThan(limits.maxBytes);
      await expectUploadRefused(
        [{ name: 'catalogue.pdf', data: bomb }],
        '“catalogue.pdf” unpacks to more than 64 MB, far more than its pages need. Save it again (or print it to a new PDF) and upload that.',
      );
    });
  });

  it('refuses a PDF whose pages name more than the page limit', async () => {
    const response = await upload([{ name: 'phone book.pdf', data: await pdfWithMetadata(501) }]);
    expectRefusal(response, '“phone book.pdf” has 501 pages; the library takes PDFs of up to 500 pages.');
    // Five hundred pages to make and read: seconds on a busy machine.
  }, 30_000);

  it('refuses a damaged PDF with a sentence', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6000, 0x41)]);
    const response = await upload([{ name: 'broken.pdf', data: broken }]);
    expectRefusal(response, '“broken.pdf” could not be read as a PDF: the file may be damaged.');
  });
});

describe('limits', () => {
  it('refuses an over-size photo with 413 naming it, before the rest of it is sent', async () => {
    const before = await snapshot();
    // As large as an upload of three videos may be, so it is the photo's own limit that refuses it.
    const { body, contentType } = await multipart([{ name: 'huge.jpg', data: await largeJpeg(16 * MB) }]);
    const answer = await streamUpload(body, contentType);
    expect(answer.statusCode).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: '“huge.jpg” is larger than 2 MB, the most the library takes for photos.',
    });
    // The answer came while most of it was still unsent.
    expect(answer.sentWhenAnswered).toBeLessThan(body.length / 2);
    await expectNothingKept(before);
  });

  it('lets a client still sending read the refusal: the connection is ended after it, not reset', async () => {
    const { body, contentType } = await multipart([{ name: 'huge.jpg', data: await largeJpeg(16 * MB) }]);
    const answer = await sendAllThenRead(body, contentType);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/^connection: close\r$/im);
    expect(answer).toContain('“huge.jpg” is larger than 2 MB');
  });

  it('gives videos their own, larger limit', async () => {
    const fits = await upload([{ name: 'tour.mp4', data: mp4(4 * MB) }]);
    expect(fits.statusCode).toBe(201);
    const tooLarge = await upload([{ name: 'long tour.mp4', data: mp4(7 * MB) }]);
    expectRefusal(tooLarge, '“long tour.mp4” is larger than 6 MB, the most the library takes for videos.', 413);
    const photo = await upload([{ name: 'big.jpg', data: await largeJpeg(3 * MB) }]);
    expect(photo.statusCode).toBe(413);
  });

  it('refuses an upload announced larger than any allowed before reading any of it', async () => {
    const answer = await streamUpload(Buffer.alloc(0), 'multipart/form-data; boundary=x', 1024 * MB);
    expect(answer.statusCode).toBe(413);
    expect((JSON.parse(answer.body) as { message: string }).message).toMatch(
      /^The upload is 1,024 MB: the library takes at most 3 files at once/,
    );
    expect(answer.sentWhenAnswered).toBe(0);
  });

  it('refuses more files than allowed at once, naming the first one too many', async () => {
    const png = await plainPng();
    await expectUploadRefused(
      ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.png`, data: png })),
      'At most 3 files can be uploaded at once; “d.png” was one too many.',
      413,
    );
  });

  it('asks for multipart/form-data, and for at least one file', async () => {
    const json = await server.client({ method: 'POST', url: LIBRARY_PREFIX, payload: { file: 'x' } });
    expectRefusal(json, 'Send the files as multipart/form-data.', 415);
    const empty = await upload([]);
    expect(empty.statusCode).toBe(422);
  });
});

/**
 * Sends a multipart body in 256 KB pieces, as a browser on a fast line would, and stops as soon as
 * the server answers; `announced` is the Content-Length to claim (the body's own by default).
 */
/**
 * Sends the whole upload before reading a byte of the answer, as a client busy sending does, and
 * returns all it can read then ('' when the connection was reset under it).
 */
async function sendAllThenRead(body: Buffer, contentType: string): Promise<string> {
  const net = await import('node:net');
  const address = server.app.server.address() as { port: number };
  const headers = { ...server.ownerHeaders, 'content-type': contentType, 'content-length': String(body.length) };
  const head = [
    `POST ${LIBRARY_PREFIX} HTTP/1.1`,
    `host: 127.0.0.1:${address.port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise<string>((resolve) => {
    const socket = net.connect(address.port, '127.0.0.1');
    socket.pause();
    const chunks: Buffer[] = [];
    const read = () => {
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.resume();
    };
    const done = () => resolve(Buffer.concat(chunks).toString());
    socket.on('error', done);
    socket.on('end', done);
    socket.write(head);
    socket.write(body, (error) => {
      if (!error) read();
    });
  });
}

async function streamUpload(body: Buffer, contentType: string, announced = body.length) {
  const http = await import('node:http');
  const address = server.app.server.address() as { port: number };
  return new Promise<{ statusCode: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: address.port,
        method: 'POST',
        path: LIBRARY_PREFIX,
        headers: {
          ...server.ownerHeaders,
          'content-type': contentType,
          'content-length': String(announced),
          connection: 'close',
        },
      },
      (response) => {
        answered = true;
        const sentWhenAnswered = sent;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sentWhenAnswered });
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = 256 * 1024;
    const writeNext = () => {
      while (!answered && sent < body.length) {
        const chunk = body.subarray(sent, sent + piece);
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', writeNext);
          return;
        }
      }
    };
    request.flushHeaders();
    writeNext();
  });
}

describe('without ffmpeg', () => {
  it('refuses videos with a sentence that says why, and stores nothing, while photos still go in', async () => {
    const bare = await startLibraryServer(limits, { ffmpegPath: path.join(server.tempDir, 'no-such-ffmpeg') });
    try {
      const { body, contentType } = await multipart([{ name: 'tour.mp4', data: phoneVideo() }]);
      const response = await bare.client({
        method: 'POST',
        url: LIBRARY_PREFIX,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toMatch(/no ffmpeg.*apt-get install ffmpeg/);
      const uploads = path.join(bare.mediaDir, 'uploads');
      const kept = fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true, withFileTypes: true }) : [];
      expect(kept.filter((entry) => entry.isFile())).toEqual([]);
      const photo = await multipart([{ name: 'ok.png', data: await plainPng() }]);
      const taken = await bare.client({
        method: 'POST',
        url: LIBRARY_PREFIX,
        headers: { 'content-type': photo.contentType },
        payload: photo.body,
      });
      expect(taken.statusCode).toBe(201);
    } finally {
      await bare.close();
    }
  });
});
