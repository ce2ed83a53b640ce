// Generates every demo media file the content refers to (images, icons, PDF catalogues, the hero
// video) into server/content/media. Run with `npm run content:media`; needs ffmpeg on the PATH.
// The output is committed, so the server never needs these tools at run time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../server/paths';
import { CONTENT_FILE_NAME } from '../server/modules/content/seed';
import { contentFileSchema, type ContentFile } from '../server/modules/content/schema';
import { P } from './demo-media/art';
import { prepareFontConfig } from './demo-media/fonts';
import {
  contactIcon,
  CONTACT_ICON_KEYS,
  serviceIcon,
  SERVICE_ICON_KEYS,
  socialIcon,
  SOCIAL_ICON_KEYS,
} from './demo-media/icons';
import type { FastifyBaseLogger } from 'fastify';
import { MEDIA_DESCRIPTIONS_FILE } from '../server/modules/media/adoption';
import { makeMissingCovers } from '../server/modules/media/pdfCovers';
import { buildCatalogue } from './demo-media/pdf';
import {
  abstract,
  HAIRS,
  macro,
  portrait,
  productFlatLay,
  productGroup,
  productHero,
  productTexture,
  props,
  shareCard,
  studioScene,
  type PortraitOptions,
  type ProductSpec,
} from './demo-media/scenes';
import { renderLoop } from './demo-media/video';

// fontconfig reads its configuration once, when the process starts: prepare the brand fonts and
// run the real work in a child that sees them.
if (!process.env.CURLCRAFT_MEDIA_FONTS) {
  const config = prepareFontConfig();
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, FONTCONFIG_FILE: config, CURLCRAFT_MEDIA_FONTS: '1' },
  });
  fs.rmSync(path.dirname(config), { recursive: true, force: true });
  process.exit(child.status ?? 1);
}

const contentDir = path.join(projectRoot, 'server/content');
const out = path.join(contentDir, 'media');
const content: ContentFile = contentFileSchema.parse(
  JSON.parse(fs.readFileSync(path.join(contentDir, CONTENT_FILE_NAME), 'utf8')),
);

const written: string[] = [];

async function jpeg(file: string, svg: string, quality = 78): Promise<Buffer> {
  const target = path.join(out, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const data = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
  fs.writeFileSync(target, data);
  written.push(file);
  return data;
}

function text(file: string, data: string | Uint8Array) {
  const target = path.join(out, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, data);
  written.push(file);
}

/** What each product's packaging looks like; keyed by the name its image files start with. */
const PACKAGING: Record<string, { kind: ProductSpec['kind']; colour: string }> = {
  'cloud-co-wash': { kind: 'pump', colour: P.sage },
  'gentle-lather': { kind: 'flip', colour: '#6f8f7a' },
  'scalp-reset': { kind: 'flip', colour: '#4f6f5c' },
  'slip-soften': { kind: 'pump', colour: P.clay },
  'deep-drink': { kind: 'jar', colour: P.terracotta },
  'leave-in-milk': { kind: 'flip', colour: P.blushDeep },
  'protein-balance': { kind: 'tube', colour: '#9c5a38' },
  'definition-cream': { kind: 'jar', colour: P.forest },
  'flex-gel': { kind: 'tube', colour: P.honey },
  'featherlight-mousse': { kind: 'foam', colour: P.cocoa },
  'shine-oil': { kind: 'dropper', colour: P.gold },
};

function productSpec(product: ContentFile['productCategories'][number]['products'][number]): {
  slug: string;
  spec: ProductSpec;
} {
  const slug = path.basename(product.featured_image ?? '', '-1.jpg');
  const packaging = PACKAGING[slug];
  if (!packaging) throw new Error(`No packaging defined for ${slug}`);
  const size = (product.size ?? '').split('/')[0]!.trim();
  return { slug, spec: { name: product.title ?? slug, line: size, ...packaging } };
}

/** Hair colour and shape chosen from the look's description, so each picture matches its caption. */
function lookFor(alt: string, index: number): PortraitOptions {
  const a = alt.toLowerCase();
  // Vary the framing as a photographer would: front, from behind, close, off-centre, on a disc.
  const framings: PortraitOptions[] = [
    {},
    { back: true, scale: 0.15 },
    { scale: 0.2 },
    { shape: 'disc' },
    { x: 0.4, scale: 0.17 },
    { back: true, shape: 'disc', scale: 0.17 },
  ];
  const o: PortraitOptions = { stage: (index * 5) % 6, ...framings[index % framings.length] };
  if (/copper|auburn/.test(a)) o.hair = HAIRS[2];
  else if (/honey|caramel/.test(a)) o.hair = HAIRS[3];
  else if (/chestnut/.test(a)) o.hair = HAIRS[5];
  else if (/rose-gold/.test(a)) o.hair = { base: '#8e5444', hi: '#dda08c' };
  else if (/grey/.test(a)) o.hair = { base: '#8d8782', hi: '#d9d3cd' };
  if (/bob|lob|shoulder|chin/.test(a)) o.style = 'bob';
  else if (/long|ringlets|layers/.test(a)) o.style = 'long';
  else if (/afro|coil|4a|4b|4c|volume|big/.test(a)) o.style = 'afro';
  else if (/pineapple|tapered|short|kids/.test(a)) o.style = 'puff';
  return o;
}

async function images() {
  const home = content.homeSettings;
  await jpeg(home.banner_image_left!, portrait(1200, 1500, 101, { style: 'afro', stage: 0, hair: HAIRS[1] }));
  await jpeg(
    home.banner_image_right!,
    portrait(1600, 1100, 102, {
      style: 'long',
      stage: 2,
      hair: HAIRS[3],
      overlay: props.spiral(1300, 360, 300, P.terracotta),
    }),
  );
  await jpeg(home.what_we_do_image_one!, portrait(1000, 1250, 103, { style: 'bob', stage: 1 }));
  await jpeg(home.what_we_do_image_two!, studioScene(1000, 1250, 104, P.forest));
  await jpeg(
    home.meet_the_founder_image!,
    portrait(1000, 1250, 105, { style: 'long', stage: 3, hair: HAIRS[0], skin: '#a86f4c' }),
  );
  const mission = { stage: 4, skin: '#8a5a3c', hair: HAIRS[1], tilt: 0 };
  await jpeg(home.our_mission_image_before!, portrait(1200, 1200, 106, { ...mission, style: 'frizz' }));
  await jpeg(home.our_mission_image_after!, portrait(1200, 1200, 106, { ...mission, style: 'afro' }));

  for (const [i, t] of content.testimonials.entries()) {
    await jpeg(
      t.image!,
      portrait(480, 480, 200 + i, {
        stage: (i * 2 + 1) % 6,
        scale: 0.17,
        style: (['afro', 'long', 'bob', 'long'] as const)[i],
      }),
      80,
    );
  }

  const serviceArt: Record<string, (w: number, h: number) => string> = {
    cut: (w, h) =>
      portrait(w, h, 301, { style: 'afro', stage: 1, overlay: props.scissors(w * 0.82, h * 0.42, h * 0.28, P.gold) }),
    hydrate: (w, h) =>
      portrait(w, h, 302, { style: 'long', stage: 2, overlay: props.droplets(w * 0.8, h * 0.34, h * 0.2, P.sage) }),
    colour: (w, h) =>
      portrait(w, h, 303, {
        style: 'long',
        stage: 0,
        hair: HAIRS[2],
        overlay: props.swatches(w * 0.82, h * 0.2, h * 0.42),
      }),
    define: (w, h) =>
      portrait(w, h, 304, {
        style: 'bob',
        stage: 4,
        overlay: props.spiral(w * 0.82, h * 0.36, h * 0.34, P.terracotta),
      }),
    consult: (w, h) =>
      studioScene(w, h, 305, P.terracotta).replace(
        '</svg>',
        `${props.bubbles(w * 0.42, h * 0.2, h * 0.2, P.forest)}</svg>`,
      ),
  };
  for (const service of content.services) {
    const key = path.basename(service.image!, '.jpg');
    await jpeg(service.image!, serviceArt[key]!(1400, 1000));
  }

  const gallery = content.gallerySettings;
  await jpeg(gallery.first_image!, portrait(1000, 1250, 401, { style: 'long', stage: 5 }));
  await jpeg(gallery.second_image!, portrait(1000, 1250, 402, { style: 'afro', stage: 2 }));
  for (const [i, item] of content.galleryItems.entries()) {
    const tall = i % 3 === 1;
    // Every ninth picture is a close-up of texture rather than a person.
    const art =
      i % 9 === 7
        ? macro(1200, tall ? 1500 : 1200, 500 + i, lookFor(item.alt ?? '', i).hair ?? HAIRS[i % HAIRS.length]!)
        : portrait(1200, tall ? 1500 : 1200, 500 + i, lookFor(item.alt ?? '', i));
    await jpeg(item.image, art, 76);
  }

  const about = content.aboutSettings;
  await jpeg(about.banner_image_one!, portrait(1000, 1250, 601, { style: 'puff', stage: 2 }));
  await jpeg(about.banner_image_two!, portrait(1000, 1250, 602, { style: 'long', stage: 0, hair: HAIRS[5] }));
  await jpeg(about.story_image!, studioScene(1400, 1000, 603, P.forest));
  await jpeg(
    about.founder_image!,
    portrait(1000, 1250, 105, { style: 'long', stage: 1, hair: HAIRS[0], skin: '#a86f4c' }),
  );

  const allProducts = content.productCategories.flatMap((c) => c.products.map(productSpec));
  await jpeg(
    about.product_image!,
    productGroup(
      1200,
      1200,
      allProducts.filter((_, i) => i % 4 === 0).map((p) => p.spec),
      604,
      1,
    ),
  );
  await jpeg(
    content.productsSettings.main_image!,
    productGroup(
      1600,
      1100,
      [allProducts[0]!, allProducts[4]!, allProducts[7]!, allProducts[10]!].map((p) => p.spec),
      701,
      0,
    ),
  );
  for (const category of content.productCategories) {
    const siblings = category.products.map(productSpec);
    for (const [pi, product] of category.products.entries()) {
      const { spec } = productSpec(product);
      const seed = 800 + pi * 10 + (category.id ?? 0) * 100;
      const makers = [
        () => productHero(1000, 1000, spec, seed),
        () => productTexture(1000, 1000, spec, seed + 1),
        () => productFlatLay(1000, 1000, spec, seed + 2),
        () =>
          productGroup(
            1000,
            1000,
            [
              spec,
              ...siblings
                .filter((s) => s.spec.name !== spec.name)
                .slice(0, 2)
                .map((s) => s.spec),
            ],
            seed + 3,
            pi,
          ),
      ];
      for (const [ii, file] of product.images.entries()) await jpeg(file, makers[ii % makers.length]!(), 76);
    }
  }

  const contact = content.contactSettings;
  await jpeg(contact.main_image!, studioScene(1200, 1500, 901, P.terracotta));

  const feedArt = [
    () => portrait(1080, 1080, 1001, { style: 'afro', stage: 0 }),
    () => productTexture(1080, 1080, allProducts[4]!.spec, 1002),
    () => portrait(1080, 1080, 1003, { style: 'long', stage: 2, hair: HAIRS[2] }),
    () => productHero(1080, 1080, allProducts[7]!.spec, 1004),
    () => abstract(1080, 1080, 1005, 1),
    () => studioScene(1080, 1080, 1006, P.forest),
  ];
  for (const [i, item] of content.instagramFeed.entries()) {
    const file = item.media_url.replace(/^\/storage\//, '').replace(/\?.*$/, '');
    await jpeg(file, feedArt[i % feedArt.length]!(), 76);
  }

  const pages = [
    ['home', 'Curly hair specialists', 'Curl-by-curl cuts, treatments and colour, and our own care line.'],
    ['about', 'Our story', 'A studio made only for curls, coils and waves.'],
    ['services', 'Services', 'Cuts, treatments and colour for every curl pattern.'],
    ['gallery', 'Gallery', 'Ringlets, coils and waves from our chairs.'],
    ['contact', 'Visit us', '24 SW Alder Street, Portland. Call, message or drop by.'],
    ['products', 'Curl care', 'Cleanse, condition and style: made in small batches.'],
  ] as const;
  for (const [i, [key, title, tagline]] of pages.entries()) {
    const entry = content.seoPages[key];
    const card = shareCard(title, tagline, 1100 + i);
    const art =
      key === 'products'
        ? productGroup(
            card.artWidth,
            630,
            allProducts.slice(6, 9).map((p) => p.spec),
            1110,
            2,
          )
        : key === 'about' || key === 'contact'
          ? studioScene(card.artWidth, 630, 1120 + i, key === 'about' ? P.forest : P.terracotta)
          : portrait(card.artWidth, 630, 1130 + i, { stage: i, scale: 0.2 });
    const artPng = await sharp(Buffer.from(art)).png().toBuffer();
    const data = await sharp(Buffer.from(card.base))
      .composite([{ input: artPng, left: card.artX, top: 0 }])
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    text(entry.image!, data);
  }
}

function icons() {
  for (const key of SERVICE_ICON_KEYS) {
    text(`services/icons/${key}.svg`, serviceIcon(key, 'default'));
    text(`services/icons/${key}-hover.svg`, serviceIcon(key, 'hover'));
    text(`services/icons/${key}-on-image.svg`, serviceIcon(key, 'on-image'));
  }
  for (const key of SOCIAL_ICON_KEYS) {
    text(`social/${key}-white.svg`, socialIcon(key, 'white'));
    text(`social/${key}-grey.svg`, socialIcon(key, 'grey'));
  }
  for (const key of CONTACT_ICON_KEYS) text(`contact/icons/${key}.svg`, contactIcon(key));
}

async function catalogues() {
  const themes = [P.forest, P.terracotta, P.brown];
  for (const [ci, category] of content.productCategories.entries()) {
    const specs = category.products.map(productSpec);
    const cover = await sharp(
      Buffer.from(
        productGroup(
          900,
          900,
          specs.slice(0, 3).map((s) => s.spec),
          1200 + ci,
          ci,
        ),
      ),
    )
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    const products = await Promise.all(
      category.products.map(async (product, pi) => ({
        title: product.title ?? '',
        price: String(product.price ?? ''),
        size: product.size ?? '',
        description: product.description ?? '',
        features: product.product_features.map((f) => ({ title: f.title ?? '', content: f.content ?? '' })),
        image: await sharp(Buffer.from(productHero(640, 640, specs[pi]!.spec, 1300 + ci * 10 + pi)))
          .jpeg({ quality: 70, mozjpeg: true })
          .toBuffer(),
      })),
    );
    const pdf = await buildCatalogue({
      category: category.title ?? '',
      intro: category.description ?? '',
      theme: themes[ci % themes.length]!,
      cover,
      products,
    });
    text(category.pdf_file!, pdf);
  }
}

async function video() {
  const page = content.servicesPage;
  const mp4 = path.join(out, page.main_video!);
  fs.mkdirSync(path.dirname(mp4), { recursive: true });
  const poster = await renderLoop({ width: 1280, height: 720, fps: 24, seconds: 7 }, mp4);
  written.push(page.main_video!);
  text(page.main_video_poster!, poster);
}

/** Writes the catalogues' pages into the demo media's descriptions, beside their alt texts. */
function describePages(pages: Map<string, number>) {
  const file = path.join(contentDir, MEDIA_DESCRIPTIONS_FILE);
  const descriptions = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  for (const [stored, count] of pages) descriptions[stored] = { ...descriptions[stored], pages: count };
  const sorted = Object.fromEntries(Object.entries(descriptions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

async function main() {
  const started = Date.now();
  // Start from nothing, so files the content no longer mentions do not linger.
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  icons();
  await images();
  await catalogues();
  // Each catalogue's cover, as the server draws it when a PDF comes in (server/modules/media/pdfCover.ts),
  // and its pages, which the server takes from the descriptions file rather than read a PDF at start.
  const alive = setInterval(() => undefined, 1000);
  const pages = new Map<string, number>();
  await makeMissingCovers(out, { warn: console.warn } as unknown as FastifyBaseLogger, {
    checked: (stored, count) => pages.set(stored, count),
  });
  clearInterval(alive);
  describePages(pages);
  if (!process.argv.includes('--no-video')) await video();

  let total = 0;
  for (const file of written) total += fs.statSync(path.join(out, file)).size;
  console.log(
    `Wrote ${written.length} files, ${(total / 1024 / 1024).toFixed(2)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
