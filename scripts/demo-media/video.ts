// The services page's hero loop: frames drawn as SVG, rendered by sharp and encoded by ffmpeg.
// Every motion is periodic in the clip's length, so the last frame flows into the first.
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { archPath, figure, linear, P, rng, spiralPath, svgDoc, uid } from './art';

export interface VideoOptions {
  width: number;
  height: number;
  fps: number;
  seconds: number;
}

function frame(o: VideoOptions, index: number, total: number): string {
  const { width: w, height: h } = o;
  const t = index / total;
  const wave = (phase: number, amount: number) => Math.sin((t + phase) * Math.PI * 2) * amount;
  const g = uid('vbg');
  let defs = linear(
    g,
    [
      [0, P.cream],
      [1, P.sandLight],
    ],
    1,
    1,
  );
  let body = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
  // A warm light that breathes.
  body += `<circle cx="${w * 0.72}" cy="${h * 0.34}" r="${h * (0.3 + wave(0, 0.015))}" fill="${P.blush}" opacity="0.85"/>`;
  body += `<path d="${archPath(w * 0.4, h * 0.12, w * 0.26, h)}" fill="${P.forest}"/>`;
  // Two large spirals rocking slowly in opposite directions.
  body += `<g transform="rotate(${wave(0, 14)} ${w * 0.2} ${h * 0.55})"><path d="${spiralPath(w * 0.2, h * 0.55, h * 0.36, 3.2, 0.5, 0.05, 44)}" stroke="${P.terracotta}" stroke-width="${h * 0.012}" fill="none" stroke-linecap="round"/></g>`;
  body += `<g transform="rotate(${wave(0.25, -12)} ${w * 0.86} ${h * 0.7})"><path d="${spiralPath(w * 0.86, h * 0.7, h * 0.24, 2.6, 2, 0.06, 40)}" stroke="${P.sage}" stroke-width="${h * 0.009}" fill="none" stroke-linecap="round"/></g>`;
  // Little ringlets drifting upwards, wrapping around.
  const r = rng(42);
  for (let i = 0; i < 16; i += 1) {
    const x0 = w * r();
    const speed = 1 + Math.floor(r() * 2);
    const y = (((r() - t * speed) % 1) + 1) % 1;
    const rad = h * (0.012 + r() * 0.02);
    const drift = Math.sin((t * speed + i / 16) * Math.PI * 2) * w * 0.01;
    body += `<path d="${spiralPath(x0 + drift, h * 1.1 - y * h * 1.2, rad, 1.7, r() * 6 + t * 6.283 * speed, 0.2, 16)}" stroke="${i % 2 ? P.terracotta : P.forest}" stroke-width="${rad * 0.22}" fill="none" stroke-linecap="round" opacity="0.55"/>`;
  }
  // The figure sways from the shoulders; the curls bounce with it.
  const R = h * 0.15;
  const cx = w * 0.53;
  const hy = h - R * 2.4;
  const fig = figure({
    cx,
    hy,
    r: R,
    skin: '#8a5a3c',
    hair: { base: '#3b2418', hi: '#a7754d' },
    garment: P.terracotta,
    style: 'long',
    seed: 2024,
    tilt: wave(0.1, 2.2),
    earring: P.gold,
    bottom: h,
  });
  defs += fig.defs;
  body += `<g transform="translate(0 ${wave(0.3, h * 0.006)})">${fig.body}</g>`;
  return svgDoc(w, h, defs, body);
}

/** Renders the loop to an H.264 MP4 (and the first frame as a poster); returns the poster JPEG. */
export async function renderLoop(o: VideoOptions, mp4Path: string): Promise<Buffer> {
  const total = o.fps * o.seconds;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${o.width}x${o.height}`,
      '-r',
      String(o.fps),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'animation',
      '-crf',
      '27',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(o.fps * 2),
      // The moov atom first, so the browser can start playing before the whole file arrives.
      '-movflags',
      '+faststart',
      mp4Path,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  let poster: Buffer | null = null;
  for (let i = 0; i < total; i += 1) {
    const svg = Buffer.from(frame(o, i, total));
    const raw = await sharp(svg).removeAlpha().raw().toBuffer();
    if (i === 0) {
      poster = await sharp(svg).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    }
    if (!ffmpeg.stdin.write(raw)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  return poster!;
}
