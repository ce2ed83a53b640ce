// A salon's data after some months, for `npm run bench:scale` (bench/scale.mts) and for tools that
// want a large database (`--keep DIR`): contact messages, published content versions with a growing
// gallery, media library records with their files, and the visit counter's events, each day rolled
// up into daily totals once over. Built day by day through the server's own code: its migrations, the demo seed
// and media adoption of a first start, the contact module's insert, the editor's draft and publish,
// the media library's records, the activity log, the visit counter's collection and housekeeping.
// Plain SQL only where that code dates a row by the clock and takes no other time (said where).
//
// Deterministic: a seeded PRNG and a fixed first day. Only the visit counter's daily salts are random
// (the server makes them with crypto), so visitor keys differ from run to run, their counts do not.
import fs from 'node:fs';
import path from 'node:path';
import type { InsightBeacon, InsightEventInput } from '../src/api/insightsContract';
import type { MediaKind } from '../src/api/adminContract';
import { openDatabase, type Db } from '../server/db/database';
import { addOwner, DEFAULT_HASH_PARAMETERS, hashPassword, recordActivity } from '../server/modules/auth';
import { publishDraft, saveDraftEntity } from '../server/modules/content/drafts';
import { changeMessage } from '../server/modules/contact/inbox';
import { insertContactMessage } from '../server/modules/contact/messages';
import { exportContent, seedIfNeeded, type ContentFile } from '../server/modules/content';
import { checkPicturesDescribed } from '../server/modules/media';
import { allMediaPaths, getMediaRecordsByPath, insertMediaRecord } from '../server/modules/media/records';
import { adoptMediaFiles } from '../server/modules/media/adoption';
import type { MediaRecord } from '../server/modules/media/records';
import { createInsights, DEFAULT_ANALYTICS } from '../server/modules/insights';
import { dayOf } from '../server/modules/insights/days';
import type { Insights } from '../server/modules/insights/insights';

const ROOT = path.resolve(import.meta.dirname, '..');
export const CONTENT_DIR = path.join(ROOT, 'server/content');

/** What a data set holds. */
export interface DataSize {
  days: number;
  messages: number;
  /** Photos in the gallery at the end (the demo content starts with its own). */
  galleryPhotos: number;
  /** Versions the owner published, on top of the demo content's first. */
  versions: number;
  /** Files uploaded to the media library, on top of the demo's. */
  uploads: number;
  visitsPerDay: number;
}

/** Three years of a busy salon; fewer months, a share of each. */
export function sizeOfMonths(months: number): DataSize {
  const share = months / 36;
  return {
    days: Math.max(1, Math.round(1095 * share)),
    messages: Math.round(50_000 * share),
    galleryPhotos: Math.round(3000 * share),
    versions: Math.round(2000 * share),
    uploads: Math.round(2000 * share),
    visitsPerDay: 300,
  };
}

/** What the demo gives, as the project was proven on: a few dozen messages, one version, a day of visits. */
export const DEMO_SIZE: DataSize = {
  days: 1,
  messages: 36,
  galleryPhotos: 0,
  versions: 0,
  uploads: 0,
  visitsPerDay: 300,
};

export const OWNER = { email: 'owner@salon.example', password: 'curls and coffee every morning' };
/** Where the owner works from, as the activity log records it. */
const OWNER_ADDRESS = '198.51.100.7';

export interface DataSet {
  dir: string;
  dbPath: string;
  mediaDir: string;
  /** The data set's last day (YYYY-MM-DD), the "today" of its reports. */
  lastDay: string;
  /** The moment the server's visit counter should take as now: the last day's end. */
  nowMs: number;
  counts: {
    messages: number;
    versions: number;
    galleryPhotos: number;
    mediaRecords: number;
    visits: number;
    events: number;
    rawEvents: number;
    dailyRows: number;
  };
  /** Milliseconds spent on each part of the generation. */
  timings: Record<'setup' | 'messages' | 'uploads' | 'versions' | 'visits' | 'rollups', number>;
}

/** The server's time zone, the salon's here. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The first day is a Monday, so weeks start where they should. */
const FIRST_DAY = { year: 2023, month: 0, date: 2 };

/**
 * A moment of day `day` (0 is the first), in the server's time zone: the salon's until an owner
 * chooses one, and none is chosen in these sets, so the visit counter counts the same days.
 */
const moment = (day: number, seconds: number) =>
  new Date(FIRST_DAY.year, FIRST_DAY.month, FIRST_DAY.date + day, 0, 0, seconds).getTime();

/** mulberry32: small, fast and the same everywhere. */
function prng(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    hex: (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
    /** Seconds into a day, between two hours, sorted: what happens in a day, in order. */
    times: (count: number, fromHour: number, toHour: number) =>
      Array.from({ length: count }, () => int(fromHour * 3600, toHour * 3600 - 1)).sort((a, b) => a - b),
  };
}
type Random = ReturnType<typeof prng>;

/** How many of `total` fall on day `day` of `days`: evenly, and exactly `total` in all. */
const shareOfDay = (total: number, day: number, days: number) =>
  Math.floor((total * (day + 1)) / days) - Math.floor((total * day) / days);

const FIRST_NAMES = (
  'Amara Lucía Jonah Noor Chioma Maya Zara Imani Sofia Leila Aaliyah Grace Nia Priya Hana Elena Tariq Kofi ' +
  'Malik Ines Camila Yara Adaeze Olivia José Rosa Keisha Fatima Sade Beatriz Marcus Ella Jade Naomi Ruth Talia'
).split(' ');
const LAST_NAMES = (
  'Okafor Reyes Bennett Haddad Mensah Silva Johnson Nguyen Adeyemi García Williams Brown Diallo Costa Khan ' +
  'Moreau Campbell Osei Lopez Martin Dubois Ahmed Ramos'
).split(' ');
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'hotmail.com'];
/** What people write to a curly-hair salon; the search's "with a match" looks for "balayage". */
const SENTENCES = [
  'Hi! I would love to book a Signature Curl Cut for my 3B curls.',
  'Do you do balayage on curly hair without damaging the pattern?',
  'My daughter has very tight 4C coils and I am looking for someone gentle.',
  'Is the Cloud Cream Co-Wash safe for colour-treated hair?',
  'I am transitioning from relaxed hair and would like advice before the big chop.',
  'Could I get a consultation before committing to a colour?',
  'What time do you open on Saturdays?',
  'I had a cut with Noor last month and it is still perfect, thank you!',
  'Do you sell gift cards? It is for my sister’s birthday.',
  'My curls go frizzy a day after washing, what would you recommend?',
  'Can I bring my own products to the appointment?',
  'I would like a copper balayage, roughly how much would that be?',
  'Is there parking near the salon?',
  'I need to move my appointment on Thursday to next week, if possible.',
  'Do you cut wavy 2A hair too, or only curls?',
  'The Flexible Hold Gel is sold out online, will it be back soon?',
  'How long does a diffuse and style take?',
  'I have a wedding in June and want a curly updo trial first.',
  'Do you offer a student discount?',
  'My scalp is sensitive: which cleanser do you use in the salon?',
  'Thank you for the lovely afternoon, my curls have never looked this defined.',
  'Could you call me back about a colour correction?',
];
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
const REFERRERS = [
  'https://www.google.com/',
  'https://www.google.com/',
  'https://www.instagram.com/',
  'https://l.facebook.com/',
  'https://www.tiktok.com/',
  'https://www.pinterest.com/',
  'https://www.bing.com/',
];
const CAMPAIGNS = [
  { source: 'instagram', medium: 'social', campaign: 'spring-curls' },
  { source: 'newsletter', medium: 'email', campaign: 'monthly' },
  { source: 'facebook', medium: 'paid', campaign: 'new-clients' },
];
const PAGES = ['/', '/', '/', '/services', '/services', '/gallery', '/gallery', '/about', '/products', '/contact'];
const BOOKING_BUTTONS = ['header', 'menu', 'service', 'banner'];
const CHANNELS = ['instagram', 'facebook', 'tiktok', 'whatsapp', 'phone', 'email'] as const;
const LOOKS = [
  'Defined 3B ringlets after a Signature Curl Cut',
  'Soft copper balayage on spiral curls',
  'Voluminous 4A coils, diffused',
  'Wash-and-go on 3C curls',
  'Shaped wavy bob, 2B',
  'Honey highlights on loose curls',
  'Big chop, first day of natural curls',
  'Curly updo for a wedding',
];

const SITE_HOST = 'salon.example';
/** The hours visitors come and messages arrive. */
const DAYTIME = [7, 23] as const;

interface Generator {
  db: Db;
  random: Random;
  size: DataSize;
  mediaDir: string;
  content: { products: string[]; catalogues: string[]; demoGallery: string[] };
  /** Uploaded photos the owner may add to the gallery, oldest first. */
  photos: string[];
  /** The library's demo files an upload is a copy of, by kind (drawings apart: no upload can bring one). */
  sources: Record<MediaKind, MediaRecord[]>;
  clock: { now: number };
  counts: DataSet['counts'];
}

function senderOf(random: Random) {
  const first_name = random.pick(FIRST_NAMES);
  const last_name = random.pick(LAST_NAMES);
  const email = `${first_name}.${last_name}${random.int(1, 999)}@${random.pick(MAIL_DOMAINS)}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return { first_name, last_name, email, mobile: `0${random.int(600_000_000, 799_999_999)}` };
}

function addMessages(g: Generator, day: number, lastDayEnd: number) {
  const { db, random } = g;
  // insertContactMessage dates a message by the clock and takes no other time: dated here afterwards.
  const dated = db.prepare('UPDATE contact_messages SET created_at = ? WHERE id = ?');
  for (const seconds of random.times(shareOfDay(g.size.messages, day, g.size.days), DAYTIME[0], DAYTIME[1])) {
    const at = moment(day, seconds);
    const sender = senderOf(random);
    const message = Array.from({ length: random.int(1, 4) }, () => random.pick(SENTENCES)).join(' ');
    const { id } = insertContactMessage(
      db,
      { ...sender, message },
      { ip: `203.0.${random.int(0, 255)}.${random.int(1, 254)}`, userAgent: random.pick(USER_AGENTS) },
    );
    dated.run(new Date(at).toISOString(), id);
    // The owner reads nearly every message within a few days, and archives most of them later.
    const readAt = at + random.int(600, 3 * 86_400) * 1000;
    if (random.chance(0.93) && readAt < lastDayEnd) {
      changeMessage(db, id, { read: true }, new Date(readAt));
      const archivedAt = readAt + random.int(1, 40) * 86_400_000;
      if (random.chance(0.7) && archivedAt < lastDayEnd) {
        changeMessage(db, id, { archived: true }, new Date(archivedAt));
        recordActivity(db, {
          action: 'message-archived',
          account: OWNER.email,
          address: OWNER_ADDRESS,
          detail: `message #${id} from ${sender.first_name} ${sender.last_name}`,
          at: new Date(archivedAt),
        });
      }
    }
  }
  g.counts.messages += shareOfDay(g.size.messages, day, g.size.days);
}

/**
 * An upload as the media library stores it (its records, its path under uploads/YYYY/MM/): a copy
 * of one of the demo's files of the same kind, with that file's facts. The library's own add() is not
 * used: it cleans each file (sharp, ffmpeg) and names it with crypto's randomness, which would make the
 * set neither quick nor the same twice.
 */
function addUploads(g: Generator, day: number) {
  const { db, random } = g;
  for (const seconds of random.times(shareOfDay(g.size.uploads, day, g.size.days), 9, 20)) {
    const at = new Date(moment(day, seconds));
    const roll = random.next();
    const kind: MediaKind = roll < 0.92 ? 'image' : roll < 0.98 ? 'pdf' : 'video';
    const source = random.pick(g.sources[kind]);
    const ext = path.extname(source.path).slice(1);
    const month = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    const stored = `uploads/${month}/${random.hex(16)}.${ext}`;
    const target = path.join(g.mediaDir, ...stored.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(g.mediaDir, source.path), target);
    if (kind === 'pdf') {
      // With its cover, as an upload leaves it: the server would otherwise draw every one at start.
      const cover = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.cover.webp`);
      fs.copyFileSync(cover(path.join(g.mediaDir, source.path)), cover(target));
    }
    const described = random.next();
    const record = insertMediaRecord(
      db,
      {
        path: stored,
        kind,
        mime: source.mime,
        bytes: source.bytes,
        width: source.width,
        height: source.height,
        pages: source.pages,
        original_name:
          kind === 'image'
            ? `IMG_${random.int(1000, 9999)}.${ext}`
            : kind === 'pdf'
              ? `price-list-${at.getFullYear()}.pdf`
              : `salon-tour-${random.int(1, 40)}.${ext}`,
        ...(kind !== 'image' ? {} : described < 0.8 ? { alt: random.pick(LOOKS) } : { decorative: described < 0.88 }),
      },
      at.toISOString(),
    );
    recordActivity(db, {
      action: 'media-uploaded',
      account: OWNER.email,
      address: OWNER_ADDRESS,
      detail: `${record.original_name} (${record.path})`,
      at,
    });
    if (kind === 'image') g.photos.push(stored);
    g.counts.mediaRecords += 1;
  }
}

/**
 * The owner's publishes, each a small change of the content as the editor makes it (a draft saved,
 * then published): new photos at the top of the gallery, as many as bring it to its share of the
 * final count, or else a service's new price.
 */
function addVersions(g: Generator, day: number, before: number) {
  const { db, random, size } = g;
  // publishContent dates a version by the clock and takes no other time: dated here afterwards.
  const dated = db.prepare('UPDATE content_versions SET created_at = ? WHERE id = ?');
  const count = shareOfDay(size.versions, day, size.days);
  random.times(count, 10, 19).forEach((seconds, index) => {
    const at = new Date(moment(day, seconds));
    const content = exportContent(db);
    const demoCount = g.content.demoGallery.length;
    const wanted =
      demoCount +
      Math.round(((size.galleryPhotos - demoCount) * (before + index + 1)) / size.versions) -
      content.galleryItems.length;
    let change: { entity: keyof ContentFile; value: unknown; note: string };
    if (wanted > 0) {
      const photos = g.photos.length > 0 ? g.photos : g.content.demoGallery;
      // Photos cycle through the uploads: three years' gallery holds 3,000 photos, the library 2,000 uploads.
      const added = Array.from({ length: wanted }, (_, i) => ({
        image: photos[(content.galleryItems.length + i) % photos.length]!,
        alt: random.pick(LOOKS),
      }));
      change = {
        entity: 'galleryItems',
        value: [...added, ...content.galleryItems],
        note: `${wanted} new photo${wanted > 1 ? 's' : ''}`,
      };
    } else {
      const which = random.int(0, content.services.length - 1);
      const services = content.services.map((service, i) =>
        i === which ? { ...service, price: `$${random.int(45, 260)}` } : service,
      );
      change = { entity: 'services', value: services, note: 'New price' };
    }
    const saved = saveDraftEntity(db, change.entity, change.value, { author: OWNER.email });
    if (!saved.ok) throw new Error(`The generated draft was refused: ${saved.message}`);
    const published = publishDraft(db, { author: OWNER.email, note: change.note }, checkPicturesDescribed);
    if (!published.ok) throw new Error(`The generated publish was refused: ${published.message}`);
    dated.run(at.toISOString(), published.version.id);
    recordActivity(db, {
      action: 'content-published',
      account: OWNER.email,
      address: OWNER_ADDRESS,
      detail: `version ${published.version.id}: ${change.note}`,
      at,
    });
  });
  g.counts.versions += count;
}

const VITAL_MEDIANS = { LCP: 1900, INP: 140, CLS: 0.06, TTFB: 450 } as const;

/** A speed figure spread around its median as real ones are (log-normal). */
function vital(random: Random, median: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  return Number((median * Math.exp(0.5 * normal)).toFixed(median < 1 ? 3 : 0));
}

/** The events a visitor's page sends beside its page view, as the site's collector sends them. */
function pageEvents(g: Generator, pathname: string, landing: boolean): InsightEventInput[] {
  const { random } = g;
  const events: InsightEventInput[] = [{ name: 'page_view', path: pathname }];
  if (landing && random.chance(0.9)) {
    const props = Object.fromEntries(
      Object.entries(VITAL_MEDIANS)
        .filter(([metric]) => metric !== 'INP' || random.chance(0.6))
        .map(([metric, median]) => [metric, vital(random, median)]),
    );
    events.push({ name: 'vitals', path: pathname, props });
  }
  if (random.chance(0.06)) {
    events.push({ name: 'booking_opened', path: pathname, props: { from: random.pick(BOOKING_BUTTONS) } });
    for (const [name, p] of [
      ['booking_type_viewed', 0.7],
      ['booking_time_picked', 0.6],
      ['booking_booked', 0.7],
    ] as const) {
      if (!random.chance(p)) break;
      events.push({ name, path: pathname });
    }
  }
  if (pathname === '/products') {
    if (random.chance(0.5))
      events.push({ name: 'product_opened', path: pathname, props: { product: random.pick(g.content.products) } });
    if (random.chance(0.2)) {
      const catalogue = random.pick(g.content.catalogues);
      events.push({ name: 'catalogue_opened', path: pathname, props: { catalogue } });
      if (random.chance(0.3)) events.push({ name: 'catalogue_downloaded', path: pathname, props: { catalogue } });
    }
  }
  if (pathname === '/contact' && random.chance(0.1)) events.push({ name: 'contact_sent', path: pathname });
  if (random.chance(0.03))
    events.push({ name: 'outbound_click', path: pathname, props: { channel: random.pick(CHANNELS) } });
  return events;
}

/** A day's visits, each page's events as one beacon, collected by the visit counter at that moment. */
function addVisits(g: Generator, day: number, insights: Insights) {
  const { random } = g;
  // Weekends are busier, and no two days alike.
  const weekday = new Date(moment(day, 0)).getDay();
  const visits = Math.round(
    g.size.visitsPerDay * (weekday === 0 || weekday === 6 ? 1.15 : 0.94) * (0.85 + 0.3 * random.next()),
  );
  for (const seconds of random.times(visits, DAYTIME[0], DAYTIME[1])) {
    const sender = {
      address: `${random.int(1, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      userAgent: random.pick(USER_AGENTS),
      ownHosts: [SITE_HOST],
    };
    const width = random.pick([390, 390, 390, 412, 820, 1280, 1440, 1920]);
    const landingInfo: Pick<InsightBeacon, 'referrer' | 'utm'> = {};
    if (random.chance(0.55)) landingInfo.referrer = random.pick(REFERRERS);
    if (random.chance(0.05)) landingInfo.utm = random.pick(CAMPAIGNS);
    // One page at least, then each further one with a chance: 2.5 pages a visit on average.
    let page = 0;
    do {
      const pathname =
        random.chance(0.1) && page > 0 ? `/services/section-service-${random.int(1, 5)}` : random.pick(PAGES);
      const events = pageEvents(g, pathname, page === 0);
      g.clock.now = moment(day, seconds + page * 45);
      g.counts.events += insights.collect({ ...(page === 0 ? landingInfo : {}), width, events }, sender);
      page += 1;
    } while (random.chance(0.6) && page < 12);
  }
  g.counts.visits += visits;
}

function timed<T>(timings: DataSet['timings'], part: keyof DataSet['timings'], run: () => T): T {
  const start = performance.now();
  try {
    return run();
  } finally {
    timings[part] += performance.now() - start;
  }
}

/**
 * Builds a data set of `size` in `dir` (salon.sqlite and media/, which must not exist yet), as the
 * server would have it after `size.days` days of a salon's life; `onDay` hears of each day done.
 */
export async function buildDataSet(
  dir: string,
  size: DataSize,
  onDay: (day: number) => void = () => undefined,
): Promise<DataSet> {
  const timings: DataSet['timings'] = { setup: 0, messages: 0, uploads: 0, versions: 0, visits: 0, rollups: 0 };
  const setupStart = performance.now();
  const dbPath = path.join(dir, 'salon.sqlite');
  const mediaDir = path.join(dir, 'media');
  if (fs.existsSync(dbPath) || fs.existsSync(mediaDir)) throw new Error(`${dir} already holds a data set`);
  fs.mkdirSync(dir, { recursive: true });
  // The demo media in a folder of the set's own, since uploads are added beside them.
  fs.cpSync(path.join(CONTENT_DIR, 'media'), mediaDir, { recursive: true });
  const db = openDatabase(dbPath);
  try {
    // What a server's first start does: the demo content, and a record for each demo file.
    seedIfNeeded(db, CONTENT_DIR);
    await adoptMediaFiles(db, mediaDir, CONTENT_DIR);
    addOwner(db, OWNER.email, await hashPassword(OWNER.password, DEFAULT_HASH_PARAMETERS));
    // The seed and the adoption are dated by the clock: moved to the first morning, before anything else.
    const firstMorning = new Date(moment(0, 8 * 3600)).toISOString();
    db.prepare('UPDATE content_versions SET created_at = ?').run(firstMorning);
    db.prepare('UPDATE media SET created_at = ?, updated_at = ?').run(firstMorning, firstMorning);

    const demo = exportContent(db);
    const demoRecords = [...getMediaRecordsByPath(db, [...allMediaPaths(db)]).values()];
    const sources = Object.fromEntries(
      (['image', 'pdf', 'video'] as const).map((kind) => [
        kind,
        demoRecords.filter((r) => r.kind === kind && r.mime !== 'image/svg+xml').sort((a, b) => a.id - b.id),
      ]),
    ) as Record<MediaKind, MediaRecord[]>;
    const clock = { now: moment(0, 0) };
    const g: Generator = {
      db,
      random: prng(20230102),
      size,
      mediaDir,
      content: {
        products: demo.productCategories.flatMap((c) => c.products.map((p) => p.title ?? 'Product')),
        catalogues: demo.productCategories.map((c) => c.title ?? 'Catalogue'),
        demoGallery: demo.galleryItems.map((item) => item.image),
      },
      photos: [],
      sources,
      clock,
      counts: {
        messages: 0,
        versions: 1,
        galleryPhotos: 0,
        mediaRecords: demoRecords.length,
        visits: 0,
        events: 0,
        rawEvents: 0,
        dailyRows: 0,
      },
    };
    // The server's own counter, on the set's clock; the server rolls up every hour, here once a night.
    const insights = createInsights(db, { ...DEFAULT_ANALYTICS, now: () => clock.now });
    const lastDayEnd = moment(size.days - 1, 23 * 3600 + 50 * 60);
    timings.setup = performance.now() - setupStart;

    let versionsBefore = 0;
    for (let day = 0; day < size.days; day += 1) {
      // One transaction a day: commits with synchronous=FULL cost a disk flush each.
      db.transaction(() => {
        timed(timings, 'uploads', () => addUploads(g, day));
        timed(timings, 'messages', () => addMessages(g, day, lastDayEnd));
        timed(timings, 'versions', () => addVersions(g, day, versionsBefore));
        timed(timings, 'visits', () => addVisits(g, day, insights));
      })();
      versionsBefore += shareOfDay(size.versions, day, size.days);
      clock.now = moment(day + 1, 300);
      if (day < size.days - 1) timed(timings, 'rollups', () => insights.housekeeping());
      onDay(day);
    }
    clock.now = lastDayEnd;
    g.counts.galleryPhotos = exportContent(db).galleryItems.length;
    g.counts.rawEvents = db.prepare('SELECT COUNT(*) FROM insight_events').pluck().get() as number;
    g.counts.dailyRows =
      (db.prepare('SELECT COUNT(*) FROM insight_daily').pluck().get() as number) +
      (db.prepare('SELECT COUNT(*) FROM insight_daily_speed').pluck().get() as number);
    return { dir, dbPath, mediaDir, lastDay: dayOf(lastDayEnd, ZONE), nowMs: lastDayEnd, counts: g.counts, timings };
  } finally {
    db.close();
  }
}
