// Whole pictures for the demo content, composed from the motifs in art.ts.
import {
  backdrop,
  between,
  container,
  curlMacro,
  curlStudy,
  darken,
  escapeXml,
  figure,
  leaf,
  lighten,
  P,
  pick,
  plinth,
  rng,
  SANS,
  SERIF,
  sprig,
  spiralPath,
  studio,
  svgDoc,
  swatch,
  type ContainerKind,
  type HairStyle,
} from './art';

export const SKINS = ['#5a3a2a', '#6b4532', '#8a5a3c', '#9c6b4e', '#a86f4c', '#c89472', '#d8a985'] as const;
export const HAIRS = [
  { base: '#231813', hi: '#5b3f2e' },
  { base: '#3b2418', hi: '#7a4a2c' },
  { base: '#6e3820', hi: '#b8693a' },
  { base: '#8f5a32', hi: '#d4a06a' },
  { base: '#1b1411', hi: '#4a3428' },
  { base: '#5a3a28', hi: '#a7754d' },
] as const;

const STAGES: Array<{ top: string; bottom: string; arch: string; garments: string[] }> = [
  { top: P.cream, bottom: P.sandLight, arch: P.terracotta, garments: [P.forest, P.ivory, P.brown] },
  { top: P.ivory, bottom: P.blush, arch: P.clay, garments: [P.forest, P.cream, P.forestDeep] },
  { top: P.cream, bottom: P.sageLight, arch: P.forest, garments: [P.terracotta, P.ivory, P.honey] },
  { top: P.sandLight, bottom: P.sand, arch: P.blushDeep, garments: [P.forest, P.brown, P.cream] },
  { top: P.ivory, bottom: P.sandLight, arch: P.sage, garments: [P.terracotta, P.brown, P.blush] },
  { top: P.blush, bottom: P.blushDeep, arch: P.cream, garments: [P.forest, P.brown, P.terracotta] },
];

export interface PortraitOptions {
  style?: HairStyle;
  skin?: string;
  hair?: { base: string; hi: string };
  stage?: number;
  /** Head size as a share of the picture's width. */
  scale?: number;
  /** Extra markup drawn over the scene (props). */
  overlay?: string;
  tilt?: number;
  back?: boolean;
  shape?: 'arch' | 'disc';
  /** Horizontal position of the figure as a share of the width (0.5 is centred). */
  x?: number;
}

export function portrait(w: number, h: number, seed: number, o: PortraitOptions = {}): string {
  const r = rng(seed * 7919 + 13);
  const stage = STAGES[(o.stage ?? Math.floor(r() * STAGES.length)) % STAGES.length]!;
  const style = o.style ?? pick(r, ['afro', 'long', 'bob', 'puff', 'afro', 'long'] as const);
  // Landscape pictures are sized by their height, so the figure fills the frame either way.
  const R = (w <= h ? w : h * 1.15) * (o.scale ?? between(r, 0.13, 0.16));
  const archW = Math.min(w * 0.7, R * 5.4);
  const x = o.x ?? 0.5;
  const bg = backdrop(w, h, r, stage.top, stage.bottom, stage.arch, {
    archW,
    archX: w * x - archW / 2 + between(r, -w * 0.04, w * 0.04),
    shape: o.shape,
  });
  const hy = h - R * 2.05 - Math.min(h * 0.22, R * 1.6);
  const fig = figure({
    cx: w * x + between(r, -w * 0.03, w * 0.03),
    hy: style === 'puff' ? hy + R * 0.3 : hy,
    r: R,
    skin: o.skin ?? pick(r, SKINS),
    hair: o.hair ?? pick(r, HAIRS),
    garment: pick(r, stage.garments),
    style,
    seed: seed * 31 + 7,
    tilt: o.tilt ?? between(r, -5, 5),
    earring: r() < 0.5 ? P.gold : null,
    bottom: h,
    back: o.back,
  });
  return svgDoc(w, h, bg.defs + fig.defs, bg.body + fig.body + (o.overlay ?? ''));
}

export interface ProductSpec {
  name: string;
  line: string;
  kind: ContainerKind;
  colour: string;
}

/** Hero shot: the product on a plinth in front of an arch, a sprig beside it. */
export function productHero(w: number, h: number, p: ProductSpec, seed: number): string {
  const r = rng(seed);
  const bg = backdrop(w, h, r, P.ivory, lighten(p.colour, 0.72), lighten(p.colour, 0.5), {
    archW: w * 0.56,
    archX: w * 0.22,
    rings: false,
  });
  const top = h * 0.76;
  const pl = plinth(w / 2, top, w * 0.5, h * 0.3, P.sandLight);
  const prodH = h * (p.kind === 'jar' ? 0.3 : 0.52);
  const c = container(p, w / 2, top + h * 0.015, prodH);
  const leaves =
    sprig(w * 0.2, top + h * 0.01, h * 0.42, -18, P.sage, r) + sprig(w * 0.8, top + h * 0.01, h * 0.3, 22, P.forest, r);
  return svgDoc(w, h, bg.defs + pl.defs + c.defs, bg.body + pl.body + leaves + c.body);
}

/** Close-up: the product beside a swatch of its texture. */
export function productTexture(w: number, h: number, p: ProductSpec, seed: number): string {
  const r = rng(seed);
  const bg = backdrop(w, h, r, lighten(p.colour, 0.8), lighten(p.colour, 0.6), P.ivory, {
    archW: w * 0.5,
    archX: w * 0.05,
    rings: true,
  });
  const c = container(p, w * 0.32, h * 0.86, h * (p.kind === 'jar' ? 0.32 : 0.56));
  const sw = swatch(r, w * 0.7, h * 0.62, w * 0.17, lighten(p.colour, 0.55));
  const drops = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${w * (0.6 + i * 0.09)}" cy="${h * (0.36 - (i % 2) * 0.05)}" r="${w * (0.018 - i * 0.003)}" fill="${lighten(p.colour, 0.45)}"/>`,
    )
    .join('');
  return svgDoc(w, h, bg.defs + c.defs, bg.body + sw + drops + c.body);
}

/** Flat lay from above: the product lying among leaves and ingredient circles. */
export function productFlatLay(w: number, h: number, p: ProductSpec, seed: number): string {
  const r = rng(seed);
  const bgColour = lighten(p.colour, 0.78);
  let body = `<rect width="${w}" height="${h}" fill="${bgColour}"/>`;
  body += `<circle cx="${w * 0.78}" cy="${h * 0.22}" r="${w * 0.16}" fill="${P.ivory}"/>`;
  body += `<circle cx="${w * 0.78}" cy="${h * 0.22}" r="${w * 0.11}" fill="${lighten(p.colour, 0.5)}"/>`;
  body += `<circle cx="${w * 0.2}" cy="${h * 0.8}" r="${w * 0.12}" fill="${P.sandLight}"/>`;
  for (let i = 0; i < 7; i += 1) {
    body += leaf(
      w * between(r, 0.05, 0.95),
      h * between(r, 0.05, 0.95),
      w * between(r, 0.1, 0.18),
      between(r, 0, 360),
      pick(r, [P.sage, P.forest, P.sageLight]),
      lighten(P.forest, 0.35),
    );
  }
  const c = container(p, 0, 0, h * (p.kind === 'jar' ? 0.34 : 0.6));
  body += `<g transform="translate(${w * 0.5} ${h * (p.kind === 'jar' ? 0.62 : 0.8)}) rotate(-24)">${c.body}</g>`;
  return svgDoc(w, h, c.defs, body);
}

/** The product with its category siblings on stepped plinths. */
export function productGroup(w: number, h: number, items: ProductSpec[], seed: number, stage = 0): string {
  const r = rng(seed);
  const st = [
    [P.cream, P.sandLight, P.blush],
    [P.ivory, P.sageLight, P.sage],
    [P.cream, P.blush, P.clay],
  ][stage % 3]!;
  const bg = backdrop(w, h, r, st[0]!, st[1]!, st[2]!, { archW: w * 0.5, archX: w * 0.25 });
  let defs = bg.defs;
  let body = bg.body;
  const n = items.length;
  const slot = w / (n + 1);
  items.forEach((p, i) => {
    const x = slot * (i + 1);
    const top = h * (0.7 + (i % 2) * 0.06);
    const pl = plinth(x, top, slot * 0.78, h, i % 2 ? P.sand : P.sandLight);
    // Sized by the slot as well as the height, so wide pictures get bigger products.
    const size = Math.min(h * 0.48, slot * 1.25);
    const c = container(p, x, top + h * 0.012, p.kind === 'jar' ? size * 0.55 : size);
    defs += pl.defs + c.defs;
    body += pl.body + c.body;
  });
  body += sprig(w * 0.06, h * 0.98, h * 0.45, 14, P.forest, r);
  return svgDoc(w, h, defs, body);
}

export function abstract(w: number, h: number, seed: number, variant = 0): string {
  const palettes = [
    { bg: [P.cream, P.sandLight] as [string, string], lines: [P.terracotta, P.forest, P.clay], disc: P.blush },
    { bg: [P.ivory, P.sageLight] as [string, string], lines: [P.forest, P.terracotta, P.sage], disc: P.sand },
    { bg: [P.blush, P.cream] as [string, string], lines: [P.brown, P.terracotta, P.forest], disc: P.ivory },
    {
      bg: [P.forest, P.forestDeep] as [string, string],
      lines: [P.sand, P.blush, P.honey],
      disc: darken(P.forest, -0.1),
    },
  ];
  return curlStudy(w, h, seed, palettes[variant % palettes.length]!);
}

export function macro(w: number, h: number, seed: number, hair: { base: string; hi: string }): string {
  return curlMacro(w, h, seed, hair);
}

export function studioScene(w: number, h: number, seed: number, accent: string = P.terracotta): string {
  return studio(w, h, seed, accent);
}

/** Props laid over a portrait for the service pictures. */
export const props = {
  scissors(x: number, y: number, s: number, colour: string): string {
    return `<g transform="translate(${x} ${y}) rotate(-35)" fill="none" stroke="${colour}" stroke-width="${s * 0.05}" stroke-linecap="round"><circle cx="${-s * 0.22}" cy="${s * 0.55}" r="${s * 0.16}"/><circle cx="${s * 0.22}" cy="${s * 0.55}" r="${s * 0.16}"/><path d="M${-s * 0.12} ${s * 0.42} L${s * 0.08} ${-s * 0.6}"/><path d="M${s * 0.12} ${s * 0.42} L${-s * 0.08} ${-s * 0.6}"/><circle cx="0" cy="${s * 0.1}" r="${s * 0.03}" fill="${colour}"/></g>`;
  },
  droplets(x: number, y: number, s: number, colour: string): string {
    const drop = (dx: number, dy: number, k: number) =>
      `<path d="M${x + dx} ${y + dy - s * k} C${x + dx + s * k * 0.7} ${y + dy - s * k * 0.1} ${x + dx + s * k * 0.6} ${y + dy + s * k * 0.6} ${x + dx} ${y + dy + s * k * 0.6} C${x + dx - s * k * 0.6} ${y + dy + s * k * 0.6} ${x + dx - s * k * 0.7} ${y + dy - s * k * 0.1} ${x + dx} ${y + dy - s * k} Z" fill="${colour}" opacity="0.9"/>`;
    return drop(0, 0, 0.5) + drop(s * 0.55, s * 0.5, 0.32) + drop(-s * 0.35, s * 0.75, 0.22);
  },
  swatches(x: number, y: number, s: number): string {
    const colours = [P.honey, P.clay, P.terracotta, '#8a3b22', P.brown];
    return (
      colours
        .map(
          (c, i) =>
            `<g transform="rotate(${-40 + i * 14} ${x} ${y + s})"><rect x="${x - s * 0.09}" y="${y - s * 0.1}" width="${s * 0.18}" height="${s * 1.1}" rx="${s * 0.09}" fill="${c}"/></g>`,
        )
        .join('') + `<circle cx="${x}" cy="${y + s}" r="${s * 0.06}" fill="${P.gold}"/>`
    );
  },
  spiral(x: number, y: number, s: number, colour: string): string {
    return `<path d="${spiralPath(x, y, s * 0.5, 3, 0, 0.08, 36)}" stroke="${colour}" stroke-width="${s * 0.05}" fill="none" stroke-linecap="round"/>`;
  },
  bubbles(x: number, y: number, s: number, colour: string): string {
    return `<g fill="${colour}"><rect x="${x - s * 0.5}" y="${y - s * 0.4}" width="${s * 0.8}" height="${s * 0.5}" rx="${s * 0.2}"/><path d="M${x - s * 0.35} ${y + s * 0.08} L${x - s * 0.42} ${y + s * 0.26} L${x - s * 0.18} ${y + s * 0.1} Z"/></g><g fill="${lighten(colour, 0.35)}"><rect x="${x - s * 0.05}" y="${y + s * 0.02}" width="${s * 0.62}" height="${s * 0.4}" rx="${s * 0.17}"/><path d="M${x + s * 0.4} ${y + s * 0.38} L${x + s * 0.5} ${y + s * 0.55} L${x + s * 0.28} ${y + s * 0.4} Z"/></g>`;
  },
};

/**
 * A share card for link previews (1200x630): the name and the page on the left; the picture on
 * the right is returned separately and composited by the caller.
 */
export function shareCard(
  page: string,
  tagline: string,
  seed: number,
): { base: string; artX: number; artWidth: number } {
  const w = 1200;
  const h = 630;
  const r = rng(seed);
  let body = `<rect width="${w}" height="${h}" fill="${P.cream}"/>`;
  body += `<path d="${spiralPath(104, 152, 30, 2.4, r() * 6, 0.1, 36)}" stroke="${P.terracotta}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  body += `<text x="150" y="165" font-family="${SERIF}" font-size="40" fill="${P.forest}">CurlCraft Studio</text>`;
  // Fraunces averages about half an em per character: keep the title clear of the picture.
  const titleSize = Math.min(70, Math.floor(540 / (page.length * 0.52)));
  body += `<text x="80" y="330" font-family="${SERIF}" font-size="${titleSize}" fill="${P.brown}">${escapeXml(page)}</text>`;
  body += `<line x1="80" y1="372" x2="200" y2="372" stroke="${P.terracotta}" stroke-width="4"/>`;
  const lines: string[] = [''];
  for (const word of tagline.split(' ')) {
    if ((lines[lines.length - 1]! + ' ' + word).trim().length > 36) lines.push(word);
    else lines[lines.length - 1] = (lines[lines.length - 1]! + ' ' + word).trim();
  }
  lines.forEach((line, i) => {
    body += `<text x="80" y="${432 + i * 40}" font-family="${SANS}" font-size="27" fill="${P.cocoa}">${escapeXml(line)}</text>`;
  });
  body += `<text x="80" y="580" font-family="${SANS}" font-size="18" letter-spacing="5" fill="${P.terracotta}">PORTLAND · CURLY HAIR SPECIALISTS</text>`;
  return { base: svgDoc(w, h, '', body), artX: 660, artWidth: 540 };
}
