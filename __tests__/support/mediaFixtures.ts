// Files the media library's tests upload, made here in code (sharp, pdf-lib, a few bytes by hand)
// rather than committed: a phone photo with GPS and a rotation flag, a PDF full of metadata, a PNG
// claiming 50,000 × 50,000 pixels, tiny videos (made by ffmpeg), and the disguises a hostile upload wears.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** Where the fixture phone photo was "taken": a place a salon must never publish. */
export const PHOTO_GPS = { latitude: 45.5, longitude: -122.5 };

/**
 * A photo as a phone stores it: 400 × 300 pixels kept sideways with orientation 6 (so it shows
 * 300 × 400 upright), the phone's make and model, GPS coordinates, an XMP packet and a P3 profile.
 * Its left half is red and its right half blue, so the tests can tell which way it was turned.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 400;
  const height = 300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      if (x < width / 2) pixels[i] = 220;
      else pixels[i + 2] = 220;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Curlphone', Model: 'Curlphone 12 Pro', Software: 'CurlOS 17.2' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 30/1 0/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Stylist at home"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

export async function plainPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#2f5d50' } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb's header: well under 1 KB, claiming 50,000 × 50,000 grey pixels. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(50_001 * 8))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PDF_SECRETS = ['Jane Stylist', 'SecretScanner 9', 'Home Office Laptop', 'Private catalogue draft'];

/** A three-page catalogue carrying its author, producer, creator, title, an XMP packet and a script. */
export async function pdfWithMetadata(pages = 3): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setAuthor(PDF_SECRETS[0]!);
  pdf.setProducer(PDF_SECRETS[1]!);
  pdf.setCreator(PDF_SECRETS[2]!);
  pdf.setTitle(PDF_SECRETS[3]!);
  for (let i = 0; i < pages; i += 1) pdf.addPage([300, 400]).drawText(`Page ${i + 1}`, { x: 40, y: 340 });
  const xmp = pdf.context.stream(
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${PDF_SECRETS[0]}</dc:creator></x:xmpmeta>`,
    { Type: 'Metadata', Subtype: 'XML' },
  );
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(xmp));
  pdf.catalog.set(
    PDFName.of('OpenAction'),
    pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hello")') }),
  );
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
}

/** A real, tiny video made by ffmpeg (the server re-muxes every video, so it must be one). */
function ffmpegVideo(format: 'mp4' | 'webm', extra: string[] = []): Buffer {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-video-'));
  const file = path.join(folder, `clip.${format}`);
  try {
    const codec = format === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'] : ['-c:v', 'libvpx'];
    const made = spawnSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=0.5:size=32x32:rate=5',
      ].concat(codec, extra, ['-y', file]),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (made.status !== 0) throw new Error(`ffmpeg could not make the test video: ${made.stderr?.toString()}`);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** An MP4 video, padded with a "free" box to `bytes` in all when asked. */
export function mp4(bytes = 0): Buffer {
  const video = ffmpegVideo('mp4', ['-f', 'mp4']);
  return bytes > video.length + 8 ? Buffer.concat([video, box('free', Buffer.alloc(bytes - video.length - 8))]) : video;
}

/** A WebM video. */
export function webm(): Buffer {
  return ffmpegVideo('webm', ['-f', 'webm']);
}

/** What a phone's video says of where it was filmed, on what, and what an uploader put in its tags. */
export const VIDEO_SECRETS = {
  location: '+40.7128-074.0060',
  model: 'iPhone 15 Pro Max',
  payload: '<img src=x onerror=alert(document.domain)>',
};

/**
 * An MP4 as a phone records it: a ©xyz location atom, the phone's model (©mod) and an HTML payload
 * in its title, written by ffmpeg's QuickTime muxer under an MP4 brand.
 */
export function phoneVideo(): Buffer {
  return ffmpegVideo('mp4', [
    '-metadata',
    `location=${VIDEO_SECRETS.location}/`,
    '-metadata',
    `model=${VIDEO_SECRETS.model}`,
    '-metadata',
    `title=${VIDEO_SECRETS.payload}`,
    '-metadata',
    `comment=${VIDEO_SECRETS.payload}`,
    '-f',
    'mov',
    '-brand',
    'mp42',
  ]);
}

/** A QuickTime movie, as an iPhone records it. */
export function quickTime(): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('qt  ', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('qt  ', 'latin1')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(8192, 1))]);
}

export const PHP_SCRIPT = Buffer.from('<?php echo shell_exec($_GET["c"]); ?>\n');
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
export const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

/** A JPEG's first bytes followed by `size` bytes in all: what an over-size photo looks like to the server. */
export async function largeJpeg(size: number): Promise<Buffer> {
  const start = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 0x55)]);
}

/** A multipart/form-data body with the given files, as a browser sends it. */
export async function multipart(
  files: Array<{ name: string; data: Buffer; type?: string; field?: string }>,
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field ?? 'files',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}
