// Vector motifs for the demo art: curly-haired figures built from circles and ringlets, spirals,
// arches, product bottles and a small studio interior. Everything returns SVG markup.

export const P = {
  cream: '#f6efe6',
  ivory: '#fbf7f1',
  sand: '#d9c2a3',
  sandLight: '#eadcc9',
  blush: '#e8c4b8',
  blushDeep: '#d6a190',
  terracotta: '#b4532a',
  clay: '#c8734a',
  forest: '#2f4a3a',
  forestDeep: '#22372b',
  sage: '#8fa58f',
  sageLight: '#c9d4c3',
  brown: '#4a2c20',
  cocoa: '#6b4532',
  honey: '#d99a4e',
  gold: '#c9a063',
} as const;

export const SERIF = "Fraunces, 'DejaVu Serif', serif";
export const SANS = "'DM Sans', 'DejaVu Sans', sans-serif";

export type Rng = () => number;

/** Deterministic randomness: the same seed always draws the same picture. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((x, i) => Math.round(x + (cb[i]! - x) * t));
  return `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

let idCounter = 0;
export const uid = (prefix: string) => `${prefix}${(idCounter += 1)}`;

export function linear(id: string, stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
    .join('')}</linearGradient>`;
}

export function radial(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
    .join('')}</radialGradient>`;
}

export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** An Archimedean spiral from the centre outwards: the house motif. */
export function spiralPath(
  cx: number,
  cy: number,
  rMax: number,
  turns: number,
  a0 = 0,
  inner = 0.12,
  perTurn = 28,
): string {
  const steps = Math.max(8, Math.round(turns * perTurn));
  const pts: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const a = a0 + t * turns * Math.PI * 2;
    const rad = rMax * (inner + (1 - inner) * t);
    pts.push(`${f(cx + Math.cos(a) * rad)} ${f(cy + Math.sin(a) * rad)}`);
  }
  return `M${pts.join(' L')}`;
}

/** A smooth closed shape through points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: Array<[number, number]>): string {
  const n = points.length;
  let d = `M${f(points[0]![0])} ${f(points[0]![1])}`;
  for (let i = 0; i < n; i += 1) {
    const p0 = points[(i - 1 + n) % n]!;
    const p1 = points[i]!;
    const p2 = points[(i + 1) % n]!;
    const p3 = points[(i + 2) % n]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d} Z`;
}

export function blob(r: Rng, cx: number, cy: number, radius: number, wobble = 0.18, points = 9): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * Math.PI * 2;
    const rad = radius * (1 - wobble + r() * wobble * 2);
    pts.push([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]);
  }
  return smoothClosed(pts);
}

/** An arch (a tall rectangle with a round top), the window shape that frames most pictures. */
export function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${f(x)} ${f(y + h)} L${f(x)} ${f(y + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)} L${f(x + w)} ${f(y + h)} Z`;
}

export function leaf(x: number, y: number, length: number, angle: number, fill: string, vein: string): string {
  const w = length * 0.32;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 Q${f(w)} ${f(-length * 0.5)} 0 ${f(-length)} Q${f(-w)} ${f(-length * 0.5)} 0 0 Z" fill="${fill}"/><path d="M0 0 L0 ${f(-length * 0.92)}" stroke="${vein}" stroke-width="${f(length * 0.02)}" fill="none" stroke-linecap="round"/></g>`;
}

export function sprig(x: number, y: number, size: number, angle: number, colour: string, r: Rng): string {
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 Q${f(size * 0.08)} ${f(-size * 0.5)} 0 ${f(-size)}" stroke="${colour}" stroke-width="${f(size * 0.02)}" fill="none" stroke-linecap="round"/>`;
  const n = 5;
  for (let i = 1; i <= n; i += 1) {
    const t = i / (n + 1);
    const side = i % 2 === 0 ? 1 : -1;
    out += leaf(0, -size * t, size * between(r, 0.22, 0.3), side * between(r, 38, 55), colour, lighten(colour, 0.25));
  }
  out += leaf(0, -size, size * 0.24, 0, colour, lighten(colour, 0.25));
  return `${out}</g>`;
}

export interface Background {
  defs: string;
  body: string;
}

/** A soft two-tone wash with an arch and a few thin rings: the calm stage behind every subject. */
export function backdrop(
  w: number,
  h: number,
  r: Rng,
  top: string,
  bottom: string,
  archColour: string,
  options: { archX?: number; archW?: number; rings?: boolean; shape?: 'arch' | 'disc' } = {},
): Background {
  const g = uid('bg');
  const a = uid('arch');
  const archW = options.archW ?? w * 0.58;
  const archX = options.archX ?? (w - archW) / 2 + between(r, -w * 0.06, w * 0.06);
  const archY = h * between(r, 0.1, 0.18);
  let body = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
  if (options.shape === 'disc') {
    body += `<circle cx="${f(archX + archW / 2)}" cy="${f(h * 0.46)}" r="${f(archW * 0.62)}" fill="url(#${a})"/>`;
  } else {
    body += `<path d="${archPath(archX, archY, archW, h - archY + 2)}" fill="url(#${a})"/>`;
  }
  if (options.rings !== false) {
    const cx = archX + archW * between(r, 0.75, 1.05);
    const cy = archY + archW * between(r, 0.05, 0.3);
    for (let i = 0; i < 3; i += 1) {
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(archW * (0.22 + i * 0.07))}" fill="none" stroke="${lighten(archColour, 0.35)}" stroke-width="${f(w * 0.0022)}" opacity="0.7"/>`;
    }
  }
  const defs =
    linear(g, [
      [0, top],
      [1, bottom],
    ]) +
    linear(a, [
      [0, lighten(archColour, 0.08)],
      [1, darken(archColour, 0.06)],
    ]);
  return { defs, body };
}

export type HairStyle = 'afro' | 'long' | 'bob' | 'puff' | 'frizz';

export interface FigureOptions {
  cx: number;
  /** Centre of the head. */
  hy: number;
  /** Head radius; everything scales from it. */
  r: number;
  skin: string;
  hair: { base: string; hi: string };
  garment: string;
  style: HairStyle;
  seed: number;
  tilt?: number;
  earring?: string | null;
  /** Height of the canvas, so the torso reaches the bottom edge. */
  bottom: number;
  /** Seen from behind: all curls, no face. */
  back?: boolean;
}

interface Curl {
  x: number;
  y: number;
  rad: number;
  colour: string;
}

function hairCloud(o: FigureOptions, r: Rng): Curl[] {
  const { cx, hy, r: R, style } = o;
  const curls: Curl[] = [];
  const shapes: Record<
    HairStyle,
    { ox: number; oy: number; rx: number; ry: number; n: number; min: number; max: number }
  > = {
    afro: { ox: 0, oy: -0.2, rx: 1.85, ry: 1.6, n: 170, min: 0.19, max: 0.34 },
    long: { ox: 0, oy: 0.55, rx: 1.6, ry: 2.05, n: 210, min: 0.19, max: 0.33 },
    bob: { ox: 0, oy: 0.2, rx: 1.55, ry: 1.4, n: 130, min: 0.15, max: 0.28 },
    puff: { ox: 0, oy: -1.05, rx: 1.05, ry: 0.8, n: 80, min: 0.16, max: 0.28 },
    frizz: { ox: 0, oy: -0.05, rx: 1.9, ry: 1.75, n: 300, min: 0.08, max: 0.17 },
  };
  const s = shapes[style];
  for (let i = 0; i < s.n; i += 1) {
    // Uniform in the ellipse, slightly denser at the rim so the outline reads as curls.
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 0.6 + 0.4 * r();
    let x = cx + Math.cos(a) * d * s.rx * R;
    let y = hy + s.oy * R + Math.sin(a) * d * s.ry * R;
    if (style === 'long') {
      // Long hair narrows a little towards the ends.
      const below = Math.max(0, (y - hy) / (2.8 * R));
      x = cx + (x - cx) * (1 - below * 0.25);
    }
    if (style === 'bob') y = Math.min(y, hy + 1.45 * R);
    const rad = between(r, s.min, s.max) * R;
    curls.push({ x, y, rad, colour: mix(o.hair.base, o.hair.hi, r() * (style === 'frizz' ? 0.25 : 0.45)) });
  }
  curls.sort((p, q) => p.y - q.y);
  return curls;
}

function ringlet(c: Curl, hi: string, r: Rng, frizz: boolean): string {
  if (frizz) {
    // Undefined texture: short stray strokes instead of spirals.
    const a = r() * Math.PI * 2;
    return `<path d="M${f(c.x)} ${f(c.y)} q${f(Math.cos(a) * c.rad)} ${f(Math.sin(a) * c.rad)} ${f(Math.cos(a + 1) * c.rad * 1.6)} ${f(Math.sin(a + 1) * c.rad * 1.6)}" stroke="${hi}" stroke-width="${f(c.rad * 0.12)}" fill="none" opacity="0.45" stroke-linecap="round"/>`;
  }
  return `<path d="${spiralPath(c.x, c.y, c.rad * 0.72, between(r, 1.3, 2.1), r() * Math.PI * 2, 0.18, 14)}" stroke="${hi}" stroke-width="${f(c.rad * 0.11)}" fill="none" opacity="${f(between(r, 0.4, 0.65))}" stroke-linecap="round"/>`;
}

const CLOUD_OUTLINE: Record<HairStyle, { oy: number; rx: number; ry: number }> = {
  afro: { oy: -0.2, rx: 1.75, ry: 1.5 },
  long: { oy: 0.5, rx: 1.5, ry: 1.95 },
  bob: { oy: 0.15, rx: 1.45, ry: 1.3 },
  puff: { oy: -1.05, rx: 0.95, ry: 0.72 },
  frizz: { oy: -0.05, rx: 1.85, ry: 1.7 },
};

function hairUnderlayer(o: FigureOptions, r: Rng): string {
  const s = CLOUD_OUTLINE[o.style];
  const pts: Array<[number, number]> = [];
  const n = 14;
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 - r() * (o.style === 'frizz' ? 0.14 : 0.08);
    let y = o.hy + s.oy * o.r + Math.sin(a) * s.ry * o.r * k;
    if (o.style === 'bob') y = Math.min(y, o.hy + 1.35 * o.r);
    pts.push([o.cx + Math.cos(a) * s.rx * o.r * k, y]);
  }
  return smoothClosed(pts);
}

/** Flyaways around a frizzy outline: the "before" of a good routine. */
function strays(o: FigureOptions, r: Rng): string {
  const s = CLOUD_OUTLINE[o.style];
  let out = '';
  for (let i = 0; i < 70; i += 1) {
    const a = r() * Math.PI * 2;
    const x = o.cx + Math.cos(a) * s.rx * o.r * between(r, 0.85, 1.05);
    const y = o.hy + s.oy * o.r + Math.sin(a) * s.ry * o.r * between(r, 0.85, 1.05);
    const len = o.r * between(r, 0.15, 0.4);
    const b = a + between(r, -0.6, 0.6);
    out += `<path d="M${f(x)} ${f(y)} q${f(Math.cos(b + 0.8) * len * 0.5)} ${f(Math.sin(b + 0.8) * len * 0.5)} ${f(Math.cos(b) * len)} ${f(Math.sin(b) * len)}" stroke="${mix(o.hair.base, o.hair.hi, r() * 0.6)}" stroke-width="${f(o.r * 0.018)}" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  }
  return out;
}

/** A faceless, editorial head-and-shoulders figure whose hair is a cloud of ringlets. */
export function figure(o: FigureOptions): { defs: string; body: string } {
  const r = rng(o.seed);
  const R = o.r;
  const { cx, hy } = o;
  const frizz = o.style === 'frizz';
  const skinG = uid('skin');
  const garG = uid('gar');
  const shadow = uid('sh');
  const halo = uid('halo');
  const defs =
    radial(
      skinG,
      [
        [0, lighten(o.skin, 0.12)],
        [1, darken(o.skin, 0.08)],
      ],
      0.42,
      0.38,
      0.7,
    ) +
    linear(garG, [
      [0, lighten(o.garment, 0.08)],
      [1, darken(o.garment, 0.12)],
    ]) +
    blurFilter(shadow, R * 0.25) +
    blurFilter(halo, R * 0.12);

  const curls = hairCloud(o, r);
  const shoulderY = hy + 1.72 * R;
  const inFront = (c: Curl) => o.style === 'long' && c.y > shoulderY - 0.3 * R && Math.abs(c.x - cx) > 0.75 * R;
  const back = curls.filter((c) => !inFront(c));
  const front = curls.filter(inFront);

  const drawCurls = (list: Curl[]) =>
    list
      .map(
        (c) =>
          `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(c.rad)}" fill="${c.colour}"/>` +
          (r() < (frizz ? 0.5 : 0.75) ? ringlet(c, lighten(o.hair.hi, 0.1), r, frizz) : ''),
      )
      .join('');

  let body = '';
  // A soft shadow anchors the figure to its backdrop.
  body += `<ellipse cx="${f(cx + R * 0.45)}" cy="${f(hy + R * 0.7)}" rx="${f(R * 1.7)}" ry="${f(R * 1.9)}" fill="${darken(o.hair.base, 0.3)}" opacity="0.1" filter="url(#${shadow})"/>`;
  body += `<g transform="rotate(${f(o.tilt ?? 0)} ${f(cx)} ${f(hy + R)})">`;
  // A dense underlayer, so the gaps between ringlets read as depth rather than holes.
  const under = hairUnderlayer(o, r);
  if (frizz) {
    body += `<path d="${under}" fill="${o.hair.hi}" opacity="0.35" filter="url(#${halo})"/>`;
  }
  body += `<path d="${under}" fill="${darken(o.hair.base, 0.12)}"/>`;
  body += drawCurls(back);
  if (frizz) body += strays(o, r);
  // Neck.
  body += `<path d="M${f(cx - 0.36 * R)} ${f(hy + 0.6 * R)} L${f(cx - 0.4 * R)} ${f(shoulderY + 0.2 * R)} L${f(cx + 0.4 * R)} ${f(shoulderY + 0.2 * R)} L${f(cx + 0.36 * R)} ${f(hy + 0.6 * R)} Z" fill="${darken(o.skin, 0.12)}"/>`;
  body += `</g>`;
  // Shoulders and garment reach the bottom edge.
  body += `<path d="M${f(cx - 2.75 * R)} ${f(o.bottom + 2)} C${f(cx - 2.75 * R)} ${f(shoulderY + 0.8 * R)} ${f(cx - 2.25 * R)} ${f(shoulderY)} ${f(cx - 1.05 * R)} ${f(shoulderY - 0.12 * R)} L${f(cx + 1.05 * R)} ${f(shoulderY - 0.12 * R)} C${f(cx + 2.25 * R)} ${f(shoulderY)} ${f(cx + 2.75 * R)} ${f(shoulderY + 0.8 * R)} ${f(cx + 2.75 * R)} ${f(o.bottom + 2)} Z" fill="url(#${garG})"/>`;
  if (!o.back) {
    body += `<path d="M${f(cx - 0.62 * R)} ${f(shoulderY - 0.12 * R)} Q${f(cx)} ${f(shoulderY + 0.85 * R)} ${f(cx + 0.62 * R)} ${f(shoulderY - 0.12 * R)} Z" fill="${darken(o.skin, 0.1)}"/>`;
  }
  body += `<g transform="rotate(${f(o.tilt ?? 0)} ${f(cx)} ${f(hy + R)})">`;
  if (o.back) {
    // From behind the head is hair all over: fill it and scatter ringlets across it.
    body += `<ellipse cx="${f(cx)}" cy="${f(hy)}" rx="${f(0.9 * R)}" ry="${f(1.12 * R)}" fill="${darken(o.hair.base, 0.1)}"/>`;
    const cover: Curl[] = [];
    // Long hair also hides the nape.
    const reach = o.style === 'long' ? { oy: 0.45, ry: 1.55, n: 70 } : { oy: 0, ry: 1.05, n: 45 };
    for (let i = 0; i < reach.n; i += 1) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r());
      cover.push({
        x: cx + Math.cos(a) * d * 0.85 * R,
        y: hy + reach.oy * R + Math.sin(a) * d * reach.ry * R,
        rad: between(r, 0.2, 0.32) * R,
        colour: mix(o.hair.base, o.hair.hi, r() * 0.45),
      });
    }
    cover.sort((p, q) => p.y - q.y);
    body += drawCurls(cover);
    body += `</g>`;
    body += drawCurls(front);
    return { defs, body };
  }
  // Head.
  body += `<ellipse cx="${f(cx)}" cy="${f(hy)}" rx="${f(0.84 * R)}" ry="${f(1.1 * R)}" fill="url(#${skinG})"/>`;
  // Curls framing the forehead.
  const fringe: Curl[] = [];
  const span = o.style === 'puff' ? [-150, -30] : [-178, -2];
  const count = o.style === 'puff' ? 9 : 15;
  for (let i = 0; i < count; i += 1) {
    const a = ((span[0]! + ((span[1]! - span[0]!) * i) / (count - 1)) * Math.PI) / 180;
    const rad = between(r, frizz ? 0.12 : 0.2, frizz ? 0.2 : 0.3) * R;
    fringe.push({
      x: cx + Math.cos(a) * 0.86 * R,
      y: hy - 0.05 * R + Math.sin(a) * 1.02 * R,
      rad,
      colour: mix(o.hair.base, o.hair.hi, r() * 0.4),
    });
  }
  body += drawCurls(fringe);
  if (o.earring) {
    for (const side of [-1, 1]) {
      body += `<circle cx="${f(cx + side * 0.86 * R)}" cy="${f(hy + 0.42 * R)}" r="${f(0.09 * R)}" fill="none" stroke="${o.earring}" stroke-width="${f(0.035 * R)}"/>`;
    }
  }
  body += `</g>`;
  body += drawCurls(front);
  return { defs, body };
}

export type ContainerKind = 'pump' | 'flip' | 'jar' | 'tube' | 'dropper' | 'foam';

export interface ProductArt {
  kind: ContainerKind;
  colour: string;
  name: string;
  line: string;
}

/**
 * A product standing with its base centre at (x, y), height h. The label carries the brand in
 * spaced capitals and the product name in the serif, like the real packaging would.
 */
export function container(p: ProductArt, x: number, y: number, h: number): { defs: string; body: string } {
  const body = uid('body');
  const gloss = uid('gloss');
  const shade = uid('shade');
  const dark = darken(p.colour, 0.35);
  const defs =
    linear(
      body,
      [
        [0, lighten(p.colour, 0.12)],
        [0.55, p.colour],
        [1, darken(p.colour, 0.22)],
      ],
      1,
      0,
    ) +
    linear(
      gloss,
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.38],
        [1, '#ffffff', 0],
      ],
      1,
      0,
    ) +
    blurFilter(shade, h * 0.03);

  let out = `<ellipse cx="${f(x + h * 0.05)}" cy="${f(y)}" rx="${f(h * 0.36)}" ry="${f(h * 0.05)}" fill="${P.brown}" opacity="0.28" filter="url(#${shade})"/>`;
  let labelBox: { x: number; y: number; w: number; h: number };
  const cap = (cx: number, top: number, w: number, hh: number, rr = 0.2) =>
    `<rect x="${f(cx - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(hh)}" rx="${f(w * rr)}" fill="${dark}"/>`;

  switch (p.kind) {
    case 'pump':
    case 'flip':
    case 'foam': {
      const w = h * (p.kind === 'foam' ? 0.34 : 0.38);
      const bh = h * 0.72;
      const top = y - bh;
      out += `<path d="M${f(x - w / 2)} ${f(y - w * 0.12)} L${f(x - w / 2)} ${f(top + w * 0.3)} Q${f(x - w / 2)} ${f(top)} ${f(x - w * 0.22)} ${f(top)} L${f(x + w * 0.22)} ${f(top)} Q${f(x + w / 2)} ${f(top)} ${f(x + w / 2)} ${f(top + w * 0.3)} L${f(x + w / 2)} ${f(y - w * 0.12)} Q${f(x + w / 2)} ${f(y)} ${f(x + w * 0.38)} ${f(y)} L${f(x - w * 0.38)} ${f(y)} Q${f(x - w / 2)} ${f(y)} ${f(x - w / 2)} ${f(y - w * 0.12)} Z" fill="url(#${body})"/>`;
      if (p.kind === 'pump') {
        out += cap(x, top - h * 0.07, w * 0.42, h * 0.075, 0.12);
        out += `<rect x="${f(x - w * 0.06)}" y="${f(top - h * 0.2)}" width="${f(w * 0.12)}" height="${f(h * 0.14)}" fill="${dark}"/>`;
        out += `<path d="M${f(x - w * 0.2)} ${f(top - h * 0.2)} L${f(x + w * 0.55)} ${f(top - h * 0.2)} L${f(x + w * 0.55)} ${f(top - h * 0.175)} L${f(x + w * 0.12)} ${f(top - h * 0.165)} L${f(x - w * 0.2)} ${f(top - h * 0.165)} Z" fill="${dark}"/>`;
        out += cap(x, top - h * 0.235, w * 0.4, h * 0.045, 0.3);
      } else if (p.kind === 'flip') {
        out += cap(x, top - h * 0.2, w * 0.7, h * 0.205, 0.18);
        out += `<rect x="${f(x - w * 0.35)}" y="${f(top - h * 0.06)}" width="${f(w * 0.7)}" height="${f(h * 0.012)}" fill="${darken(dark, 0.3)}" opacity="0.6"/>`;
      } else {
        out += cap(x, top - h * 0.1, w * 0.5, h * 0.1, 0.16);
        out += `<path d="M${f(x - w * 0.1)} ${f(top - h * 0.1)} L${f(x - w * 0.1)} ${f(top - h * 0.2)} L${f(x + w * 0.42)} ${f(top - h * 0.17)} L${f(x + w * 0.42)} ${f(top - h * 0.13)} L${f(x + w * 0.1)} ${f(top - h * 0.13)} L${f(x + w * 0.1)} ${f(top - h * 0.1)} Z" fill="${dark}"/>`;
      }
      labelBox = { x: x - w * 0.4, y: top + bh * 0.28, w: w * 0.8, h: bh * 0.5 };
      out += `<rect x="${f(x - w * 0.42)}" y="${f(top + w * 0.05)}" width="${f(w * 0.13)}" height="${f(bh - w * 0.2)}" rx="${f(w * 0.06)}" fill="url(#${gloss})"/>`;
      break;
    }
    case 'jar': {
      const w = h * 0.95;
      const bh = h * 0.62;
      const top = y - bh;
      out += `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(bh)}" rx="${f(w * 0.08)}" fill="url(#${body})"/>`;
      out += `<rect x="${f(x - w * 0.52)}" y="${f(top - h * 0.3)}" width="${f(w * 1.04)}" height="${f(h * 0.32)}" rx="${f(w * 0.06)}" fill="${dark}"/>`;
      out += `<rect x="${f(x - w * 0.52)}" y="${f(top - h * 0.3)}" width="${f(w * 1.04)}" height="${f(h * 0.05)}" rx="${f(w * 0.03)}" fill="${lighten(dark, 0.15)}"/>`;
      labelBox = { x: x - w * 0.38, y: top + bh * 0.16, w: w * 0.76, h: bh * 0.68 };
      out += `<rect x="${f(x - w * 0.45)}" y="${f(top + bh * 0.06)}" width="${f(w * 0.07)}" height="${f(bh * 0.86)}" rx="${f(w * 0.03)}" fill="url(#${gloss})"/>`;
      break;
    }
    case 'tube': {
      const w = h * 0.36;
      const top = y - h;
      out += cap(x, y - h * 0.12, w * 0.62, h * 0.12, 0.12);
      out += `<path d="M${f(x - w * 0.36)} ${f(y - h * 0.12)} L${f(x - w * 0.56)} ${f(top + h * 0.06)} L${f(x + w * 0.56)} ${f(top + h * 0.06)} L${f(x + w * 0.36)} ${f(y - h * 0.12)} Z" fill="url(#${body})"/>`;
      out += `<rect x="${f(x - w * 0.58)}" y="${f(top)}" width="${f(w * 1.16)}" height="${f(h * 0.07)}" rx="${f(w * 0.03)}" fill="${darken(p.colour, 0.12)}"/>`;
      for (let i = 1; i < 6; i += 1) {
        out += `<line x1="${f(x - w * 0.56 + (i * w * 1.12) / 6)}" y1="${f(top + h * 0.01)}" x2="${f(x - w * 0.56 + (i * w * 1.12) / 6)}" y2="${f(top + h * 0.06)}" stroke="${darken(p.colour, 0.3)}" stroke-width="${f(w * 0.015)}" opacity="0.5"/>`;
      }
      labelBox = { x: x - w * 0.4, y: top + h * 0.2, w: w * 0.8, h: h * 0.48 };
      out += `<path d="M${f(x - w * 0.42)} ${f(top + h * 0.1)} L${f(x - w * 0.3)} ${f(y - h * 0.16)} L${f(x - w * 0.22)} ${f(y - h * 0.16)} L${f(x - w * 0.3)} ${f(top + h * 0.1)} Z" fill="url(#${gloss})"/>`;
      break;
    }
    case 'dropper': {
      const w = h * 0.4;
      const bh = h * 0.58;
      const top = y - bh;
      out += `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(bh)}" rx="${f(w * 0.2)}" fill="url(#${body})"/>`;
      out += cap(x, top - h * 0.12, w * 0.5, h * 0.13, 0.1);
      out += `<path d="M${f(x - w * 0.17)} ${f(top - h * 0.12)} L${f(x - w * 0.17)} ${f(top - h * 0.26)} Q${f(x)} ${f(top - h * 0.42)} ${f(x + w * 0.17)} ${f(top - h * 0.26)} L${f(x + w * 0.17)} ${f(top - h * 0.12)} Z" fill="${darken(dark, 0.15)}"/>`;
      labelBox = { x: x - w * 0.38, y: top + bh * 0.26, w: w * 0.76, h: bh * 0.5 };
      out += `<rect x="${f(x - w * 0.38)}" y="${f(top + w * 0.12)}" width="${f(w * 0.1)}" height="${f(bh - w * 0.3)}" rx="${f(w * 0.05)}" fill="url(#${gloss})"/>`;
      break;
    }
  }

  // The label: brand in spaced capitals, a hairline, the name in the serif.
  const lb = labelBox;
  out += `<rect x="${f(lb.x)}" y="${f(lb.y)}" width="${f(lb.w)}" height="${f(lb.h)}" rx="${f(lb.w * 0.04)}" fill="${P.ivory}" opacity="0.94"/>`;
  const brandSize = lb.w * 0.1;
  out += `<text x="${f(x)}" y="${f(lb.y + lb.h * 0.2)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${f(brandSize)}" letter-spacing="${f(brandSize * 0.28)}" fill="${P.forest}">CURLCRAFT</text>`;
  out += `<line x1="${f(x - lb.w * 0.16)}" y1="${f(lb.y + lb.h * 0.29)}" x2="${f(x + lb.w * 0.16)}" y2="${f(lb.y + lb.h * 0.29)}" stroke="${P.terracotta}" stroke-width="${f(lb.w * 0.008)}"/>`;
  const words = p.name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 11) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.slice(0, 3);
  // The name sits between the hairline (29%) and the size line (82%).
  const nameSize = Math.min(lb.w * 0.15, (lb.h * 0.4) / (shown.length * 1.1));
  const blockTop = lb.y + lb.h * 0.555 - (shown.length * nameSize * 1.1) / 2;
  shown.forEach((line, i) => {
    out += `<text x="${f(x)}" y="${f(blockTop + nameSize * 0.85 + i * nameSize * 1.1)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(nameSize)}" fill="${P.brown}">${escapeXml(line)}</text>`;
  });
  out += `<text x="${f(x)}" y="${f(lb.y + lb.h * 0.9)}" text-anchor="middle" font-family="${SANS}" font-size="${f(brandSize * 0.8)}" letter-spacing="${f(brandSize * 0.15)}" fill="${P.cocoa}">${escapeXml(p.line.toUpperCase())}</text>`;
  return { defs, body: out };
}

/** A round plinth to stand products on. */
export function plinth(cx: number, top: number, w: number, h: number, colour: string): { defs: string; body: string } {
  const g = uid('pl');
  const defs = linear(
    g,
    [
      [0, lighten(colour, 0.1)],
      [1, darken(colour, 0.12)],
    ],
    1,
    0,
  );
  const ry = w * 0.09;
  const body = `<path d="M${f(cx - w / 2)} ${f(top)} L${f(cx - w / 2)} ${f(top + h)} A${f(w / 2)} ${f(ry)} 0 0 0 ${f(cx + w / 2)} ${f(top + h)} L${f(cx + w / 2)} ${f(top)} Z" fill="url(#${g})"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(ry)}" fill="${lighten(colour, 0.18)}"/>`;
  return { defs, body };
}

/** A smear of product texture with a curl drawn through it, for the close-up shots. */
export function swatch(r: Rng, cx: number, cy: number, size: number, colour: string): string {
  return `<path d="${blob(r, cx, cy, size, 0.22, 10)}" fill="${colour}"/><path d="${spiralPath(cx + size * 0.05, cy, size * 0.62, 2.2, r() * 6, 0.1)}" stroke="${lighten(colour, 0.45)}" stroke-width="${f(size * 0.07)}" fill="none" stroke-linecap="round" opacity="0.85"/><path d="${spiralPath(cx + size * 0.05, cy, size * 0.62, 2.2, r() * 6, 0.1)}" stroke="${darken(colour, 0.08)}" stroke-width="${f(size * 0.025)}" fill="none" stroke-linecap="round" opacity="0.5"/>`;
}

/** A quiet corner of the studio: arched mirror, styling chair, plant and pendant light. */
export function studio(w: number, h: number, seed: number, accent: string): string {
  const r = rng(seed);
  const wall = uid('wall');
  const mirror = uid('mir');
  const shade = uid('ssh');
  const floorY = h * 0.78;
  const defs =
    linear(wall, [
      [0, P.cream],
      [1, P.sandLight],
    ]) +
    linear(
      mirror,
      [
        [0, lighten(P.sageLight, 0.3)],
        [1, P.sand],
      ],
      1,
      1,
    ) +
    blurFilter(shade, w * 0.012);
  let body = `<rect width="${w}" height="${h}" fill="url(#${wall})"/>`;
  body += `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${P.sand}"/>`;
  body += `<rect y="${f(floorY)}" width="${w}" height="${f(h * 0.008)}" fill="${darken(P.sand, 0.1)}"/>`;
  // Arched mirror with a brass frame.
  const mw = w * 0.3;
  const mx = w * 0.14;
  const my = h * 0.14;
  const mh = floorY - my - h * 0.12;
  body += `<path d="${archPath(mx - w * 0.012, my - w * 0.012, mw + w * 0.024, mh + w * 0.024)}" fill="${P.gold}"/>`;
  body += `<path d="${archPath(mx, my, mw, mh)}" fill="url(#${mirror})"/>`;
  body += `<path d="M${f(mx + mw * 0.2)} ${f(my + mh * 0.55)} L${f(mx + mw * 0.55)} ${f(my + mh * 0.2)}" stroke="#ffffff" stroke-width="${f(w * 0.006)}" opacity="0.5" stroke-linecap="round"/>`;
  body += `<path d="M${f(mx + mw * 0.3)} ${f(my + mh * 0.62)} L${f(mx + mw * 0.62)} ${f(my + mh * 0.3)}" stroke="#ffffff" stroke-width="${f(w * 0.003)}" opacity="0.4" stroke-linecap="round"/>`;
  // Styling chair.
  const chx = mx + mw * 0.5;
  body += `<ellipse cx="${f(chx)}" cy="${f(floorY + h * 0.1)}" rx="${f(w * 0.13)}" ry="${f(h * 0.02)}" fill="${P.brown}" opacity="0.3" filter="url(#${shade})"/>`;
  body += `<ellipse cx="${f(chx)}" cy="${f(floorY + h * 0.095)}" rx="${f(w * 0.08)}" ry="${f(h * 0.014)}" fill="${P.brown}"/>`;
  body += `<rect x="${f(chx - w * 0.01)}" y="${f(floorY - h * 0.02)}" width="${f(w * 0.02)}" height="${f(h * 0.11)}" fill="${P.brown}"/>`;
  body += `<rect x="${f(chx - w * 0.12)}" y="${f(floorY - h * 0.09)}" width="${f(w * 0.24)}" height="${f(h * 0.075)}" rx="${f(w * 0.03)}" fill="${accent}"/>`;
  body += `<rect x="${f(chx - w * 0.1)}" y="${f(floorY - h * 0.3)}" width="${f(w * 0.2)}" height="${f(h * 0.23)}" rx="${f(w * 0.06)}" fill="${lighten(accent, 0.08)}"/>`;
  body += `<rect x="${f(chx - w * 0.145)}" y="${f(floorY - h * 0.14)}" width="${f(w * 0.035)}" height="${f(h * 0.07)}" rx="${f(w * 0.015)}" fill="${darken(accent, 0.15)}"/>`;
  body += `<rect x="${f(chx + w * 0.11)}" y="${f(floorY - h * 0.14)}" width="${f(w * 0.035)}" height="${f(h * 0.07)}" rx="${f(w * 0.015)}" fill="${darken(accent, 0.15)}"/>`;
  // Plant in a terracotta pot.
  const px = w * 0.78;
  body += `<ellipse cx="${f(px)}" cy="${f(floorY + h * 0.06)}" rx="${f(w * 0.09)}" ry="${f(h * 0.015)}" fill="${P.brown}" opacity="0.3" filter="url(#${shade})"/>`;
  for (let i = 0; i < 9; i += 1) {
    body += leaf(
      px + between(r, -w * 0.02, w * 0.02),
      floorY - h * 0.1,
      h * between(r, 0.16, 0.27),
      between(r, -60, 60),
      i % 3 === 0 ? P.sage : P.forest,
      lighten(P.forest, 0.3),
    );
  }
  body += `<path d="M${f(px - w * 0.07)} ${f(floorY - h * 0.11)} L${f(px + w * 0.07)} ${f(floorY - h * 0.11)} L${f(px + w * 0.055)} ${f(floorY + h * 0.06)} L${f(px - w * 0.055)} ${f(floorY + h * 0.06)} Z" fill="${P.terracotta}"/>`;
  body += `<rect x="${f(px - w * 0.075)}" y="${f(floorY - h * 0.12)}" width="${f(w * 0.15)}" height="${f(h * 0.025)}" rx="${f(w * 0.005)}" fill="${darken(P.terracotta, 0.1)}"/>`;
  // Pendant light.
  const lx = w * 0.62;
  body += `<line x1="${f(lx)}" y1="0" x2="${f(lx)}" y2="${f(h * 0.2)}" stroke="${P.brown}" stroke-width="${f(w * 0.003)}"/>`;
  body += `<path d="M${f(lx - w * 0.06)} ${f(h * 0.26)} A${f(w * 0.06)} ${f(w * 0.06)} 0 0 1 ${f(lx + w * 0.06)} ${f(h * 0.26)} Z" fill="${P.forest}"/>`;
  body += `<ellipse cx="${f(lx)}" cy="${f(h * 0.262)}" rx="${f(w * 0.03)}" ry="${f(h * 0.008)}" fill="${P.honey}"/>`;
  // A shelf with three little products.
  const sy = h * 0.42;
  body += `<rect x="${f(w * 0.56)}" y="${f(sy)}" width="${f(w * 0.3)}" height="${f(h * 0.012)}" fill="${P.cocoa}"/>`;
  const shelfColours = [P.forest, P.terracotta, P.sage];
  shelfColours.forEach((c, i) => {
    const bx = w * (0.6 + i * 0.085);
    const bh = h * (0.08 + (i % 2) * 0.025);
    body += `<rect x="${f(bx)}" y="${f(sy - bh)}" width="${f(w * 0.045)}" height="${f(bh)}" rx="${f(w * 0.008)}" fill="${c}"/>`;
    body += `<rect x="${f(bx + w * 0.012)}" y="${f(sy - bh - h * 0.02)}" width="${f(w * 0.021)}" height="${f(h * 0.02)}" fill="${darken(c, 0.3)}"/>`;
    body += `<rect x="${f(bx + w * 0.006)}" y="${f(sy - bh * 0.65)}" width="${f(w * 0.033)}" height="${f(bh * 0.35)}" fill="${P.ivory}" opacity="0.9"/>`;
  });
  return svgDoc(w, h, defs, body);
}

/** A composition of spirals and rings: the brand's curl, as pure form. */
export function curlStudy(
  w: number,
  h: number,
  seed: number,
  palette: { bg: [string, string]; lines: string[]; disc: string },
): string {
  const r = rng(seed);
  const g = uid('cs');
  const defs = linear(
    g,
    [
      [0, palette.bg[0]],
      [1, palette.bg[1]],
    ],
    1,
    1,
  );
  const m = Math.min(w, h);
  let body = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
  body += `<circle cx="${f(w * between(r, 0.55, 0.72))}" cy="${f(h * between(r, 0.3, 0.45))}" r="${f(m * between(r, 0.24, 0.32))}" fill="${palette.disc}" opacity="0.9"/>`;
  body += `<path d="${archPath(w * 0.08, h * 0.28, w * 0.3, h * 0.8)}" fill="${lighten(palette.disc, 0.4)}" opacity="0.55"/>`;
  palette.lines.forEach((colour, i) => {
    const cx = w * between(r, 0.3, 0.7);
    const cy = h * between(r, 0.35, 0.7);
    body += `<path d="${spiralPath(cx, cy, m * between(r, 0.22, 0.4), between(r, 2.6, 3.6), r() * 6.28, 0.05, 40)}" stroke="${colour}" stroke-width="${f(m * (0.012 - i * 0.002))}" fill="none" stroke-linecap="round" opacity="${f(0.9 - i * 0.15)}"/>`;
  });
  for (let i = 0; i < 14; i += 1) {
    const x = w * r();
    const y = h * r();
    const rad = m * between(r, 0.012, 0.035);
    body += `<path d="${spiralPath(x, y, rad, 1.6, r() * 6, 0.2, 16)}" stroke="${pick(r, palette.lines)}" stroke-width="${f(rad * 0.22)}" fill="none" stroke-linecap="round" opacity="0.6"/>`;
  }
  return svgDoc(w, h, defs, body);
}

/** A close-up of ringlets filling the frame: texture, not a person. */
export function curlMacro(w: number, h: number, seed: number, hair: { base: string; hi: string }): string {
  const r = rng(seed);
  const g = uid('mac');
  const defs = radial(
    g,
    [
      [0, lighten(hair.base, 0.12)],
      [1, darken(hair.base, 0.25)],
    ],
    0.4,
    0.35,
    0.9,
  );
  let body = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
  const m = Math.min(w, h);
  const curls: Curl[] = [];
  for (let i = 0; i < 140; i += 1) {
    curls.push({
      x: w * between(r, -0.05, 1.05),
      y: h * between(r, -0.05, 1.05),
      rad: m * between(r, 0.05, 0.1),
      colour: mix(hair.base, hair.hi, r() * 0.5),
    });
  }
  curls.sort((p, q) => p.rad - q.rad);
  for (const c of curls) {
    body += `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(c.rad)}" fill="${c.colour}"/>`;
    body += `<path d="${spiralPath(c.x, c.y, c.rad * 0.78, between(r, 1.6, 2.4), r() * 6.28, 0.15, 20)}" stroke="${lighten(hair.hi, 0.15)}" stroke-width="${f(c.rad * 0.09)}" fill="none" opacity="${f(between(r, 0.45, 0.7))}" stroke-linecap="round"/>`;
  }
  // A band of light across the curls, as if by a window.
  const l = uid('light');
  return svgDoc(
    w,
    h,
    defs +
      linear(
        l,
        [
          [0, '#ffffff', 0],
          [0.5, '#fff4e0', 0.18],
          [1, '#ffffff', 0],
        ],
        1,
        1,
      ),
    body + `<rect width="${w}" height="${h}" fill="url(#${l})"/>`,
  );
}
