// `npm run fonts:subset`: makes the site's font files in src/styles/fonts/ from the @fontsource-variable
// packages, with HarfBuzz's subsetter (subset-font):
//   - one variable file per family and style, its weight axis cut to the weights the site uses
//     (DM Sans 400–700, Fraunces 400–600; the italic pinned at 400, the only italic weight used);
//   - each split in two by Unicode range: `basic` (ASCII and the punctuation the site writes), which
//     every page needs, and `extended` (the rest of @fontsource's latin subset: accented letters and
//     signs), which a browser fetches only for a page whose text has such a character.
// The files are committed; run this again after updating the packages. `--check` only compares.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'src', 'styles', 'fonts');
const pkg = (name, file) => path.join(ROOT, 'node_modules', '@fontsource-variable', name, 'files', file);

/** [first, last] code points. */
export const BASIC = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
/** @fontsource's latin subset. */
const LATIN = [
  [0x00, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const points = (ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
const basicPoints = new Set(points(BASIC));
const EXTENDED = [...new Set(points(LATIN))].filter((p) => p >= 0x20 && !basicPoints.has(p));

/** Code points as a CSS unicode-range, runs joined. */
export function unicodeRange(list) {
  const sorted = [...new Set(list)].sort((a, b) => a - b);
  const runs = [];
  for (const p of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] === p - 1) last[1] = p;
    else runs.push([p, p]);
  }
  const hex = (p) => p.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

export const FACES = [
  {
    name: 'dm-sans',
    source: pkg('dm-sans', 'dm-sans-latin-wght-normal.woff2'),
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    name: 'fraunces',
    source: pkg('fraunces', 'fraunces-latin-wght-normal.woff2'),
    axes: { wght: { min: 400, max: 600 } },
  },
  { name: 'fraunces-italic', source: pkg('fraunces', 'fraunces-latin-wght-italic.woff2'), axes: { wght: 400 } },
];

export const PARTS = { basic: points(BASIC), extended: EXTENDED };

async function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const face of FACES) {
    const source = readFileSync(face.source);
    for (const [part, list] of Object.entries(PARTS)) {
      const text = String.fromCodePoint(...list);
      const out = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: face.axes });
      const file = path.join(OUT, `${face.name}-${part}.woff2`);
      if (check) {
        let same = false;
        try {
          same = readFileSync(file).equals(out);
        } catch {
          same = false;
        }
        if (!same) stale += 1;
        console.log(`${same ? 'same' : 'DIFFERS'} ${path.relative(ROOT, file)}`);
      } else {
        writeFileSync(file, out);
        console.log(`${path.relative(ROOT, file)}: ${out.length} bytes`);
      }
    }
  }
  console.log(`basic: ${unicodeRange(PARTS.basic)}\nextended: ${unicodeRange(PARTS.extended)}`);
  if (stale) process.exit(1);
}

if (process.argv[1] === import.meta.filename) await main();
