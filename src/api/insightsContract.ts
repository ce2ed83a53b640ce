// What the site's visit counter and the content server agree on: the events a page may report, the
// beacon that carries them, and the report the salon's dashboard reads. Nothing here identifies a
// visitor: the server derives a daily visitor key from the request and forgets it the next day.
// Both sides import this module; it imports nothing at run time.

/**
 * The meta element the server writes at the start of every page's head, before the page's own
 * script: content "on", or "off" when it runs with ANALYTICS=off. The site counts nothing when it
 * says "off".
 */
export const INSIGHTS_META_NAME = 'insights';

/** POST (under the API's base URL), sent as text by `navigator.sendBeacon`: an InsightBeacon. */
export const INSIGHTS_COLLECT_PATH = '/insights';

/** GET `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included): an InsightsReport. */
export const INSIGHTS_REPORT_PATH = '/admin/insights';
/** GET, same query: the report's days as CSV. */
export const INSIGHTS_CSV_PATH = '/admin/insights.csv';

/**
 * GET: the signed-in owner's choice of the weekly report by email (WeeklyReportChoice); PUT
 * `{ subscribed }` changes it.
 */
export const WEEKLY_REPORT_PATH = '/admin/weekly-report';
/**
 * The weekly email's unsubscribe link, `?token=…`, open without a session: GET shows a page with one
 * button, POST (the button, or the mail program's own, RFC 8058) unsubscribes.
 */
export const WEEKLY_REPORT_UNSUBSCRIBE_PATH = '/weekly-report/unsubscribe';

/** Whether the signed-in owner gets the weekly report by email, and when it goes. */
export interface WeeklyReportChoice {
  subscribed: boolean;
  /** Whether this server sends mail (SMTP_URL with NOTIFY_EMAIL): without it, no report goes, whatever the choice. */
  mailEnabled: boolean;
  /** When it goes, in the salon's time zone (an IANA name): e.g. Monday, '08:00', 'Europe/Paris'. */
  weekday: string;
  time: string;
  timeZone: string;
}

/** The longest period one report covers: 762 days, the most that 25 calendar months can hold. */
export const INSIGHTS_MAX_PERIOD_DAYS = 762;

/**
 * What a page reports. The scheduling page's own steps become `booking_type_viewed`,
 * `booking_time_picked` and `booking_booked`; `vitals` carries the page's speed once, as it is hidden.
 */
export const INSIGHT_EVENTS = [
  'page_view',
  'booking_opened',
  'booking_type_viewed',
  'booking_time_picked',
  'booking_booked',
  'contact_sent',
  'catalogue_opened',
  'catalogue_downloaded',
  'product_opened',
  'outbound_click',
  'vitals',
] as const;
export type InsightEventName = (typeof INSIGHT_EVENTS)[number];

/** Where a click out of the site went. */
export const OUTBOUND_CHANNELS = [
  'instagram',
  'facebook',
  'tiktok',
  'youtube',
  'pinterest',
  'whatsapp',
  'phone',
  'email',
  'other',
] as const;
export type OutboundChannel = (typeof OUTBOUND_CHANNELS)[number];

/** The speed measures kept from real visits, as Google's web-vitals library names them. */
export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITALS)[number];

/** Google's thresholds: at or under `good` is good, over `poor` is poor (ms; CLS has no unit). */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** Device classes, by the screen's CSS width: under 768 a phone, under 1024 a tablet. */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** The limits the server holds a beacon to (a larger or other beacon is refused whole). */
export const BEACON_LIMITS = {
  /** Bytes of the whole body. */
  bytes: 4096,
  events: 20,
  /** Characters of a path, of the referrer, and of each text property or UTM value. */
  pathLength: 200,
  referrerLength: 500,
  textLength: 80,
  /** Properties per event. */
  props: 6,
} as const;

/**
 * The properties each event may carry; any other is refused.
 * booking_opened: `from` (which button: 'header', 'menu', 'service', 'banner'…).
 * catalogue_opened / catalogue_downloaded: `catalogue` (the category's name).
 * product_opened: `product` (its name). outbound_click: `channel` (an OutboundChannel).
 * vitals: `LCP`, `INP`, `CLS`, `TTFB` (numbers, those measured).
 */
export type InsightProps = Record<string, string | number>;

export interface InsightEventInput {
  name: InsightEventName;
  /** The page's path (no query or fragment). */
  path: string;
  props?: InsightProps;
}

export interface InsightBeacon {
  /** The address the visitor came from, on the visit's first page only (the server keeps its host). */
  referrer?: string;
  /** The landing address's `utm_source`, `utm_medium` and `utm_campaign`, on the visit's first page only. */
  utm?: { source?: string; medium?: string; campaign?: string };
  /** The screen's CSS width, for the device class (the width itself is not kept). */
  width: number;
  events: InsightEventInput[];
}

/** Counts for a period or a day. Visitors are distinct per day (a day's key cannot follow anyone further). */
export interface InsightTotals {
  visitors: number;
  pageViews: number;
  /** Visitors who opened the booking dialog, saw a service's calendar, picked a time, booked. */
  bookingOpened: number;
  bookingTypeViewed: number;
  bookingTimePicked: number;
  booked: number;
  messages: number;
  catalogueOpened: number;
  catalogueDownloaded: number;
  productOpened: number;
  outboundClicks: number;
}

/** The totals of a period or a day without a visit. */
export const NO_VISITS: Readonly<InsightTotals> = {
  visitors: 0,
  pageViews: 0,
  bookingOpened: 0,
  bookingTypeViewed: 0,
  bookingTimePicked: 0,
  booked: 0,
  messages: 0,
  catalogueOpened: 0,
  catalogueDownloaded: 0,
  productOpened: 0,
  outboundClicks: 0,
};

export interface InsightsPeriod {
  /** First and last day, both included (YYYY-MM-DD, in the server's time zone). */
  from: string;
  to: string;
}

export interface InsightsReport {
  period: InsightsPeriod;
  /** The period of the same length just before, and its totals, to compare with. */
  previous: InsightsPeriod;
  totals: InsightTotals;
  previousTotals: InsightTotals;
  /** One entry per day of the period, oldest first, days without visits included. */
  days: Array<{ date: string } & InsightTotals>;
  topPages: Array<{ path: string; views: number; visitors: number }>;
  /** Referrers' hosts ('' for visits that came straight in), by visitors. */
  sources: Array<{ source: string; visitors: number }>;
  campaigns: Array<{ source: string; medium: string; campaign: string; visitors: number }>;
  devices: Array<{ device: DeviceClass; visitors: number }>;
  browsers: Array<{ browser: string; visitors: number }>;
  /** Where visitors opened the booking dialog from: the button and the page. */
  bookingStarts: Array<{ from: string; path: string; opened: number }>;
  catalogues: Array<{ catalogue: string; opened: number; downloaded: number }>;
  products: Array<{ product: string; opened: number }>;
  outbound: Array<{ channel: OutboundChannel; clicks: number }>;
  /** Real visitors' speed: the 75th percentile per page, device class and measure. */
  vitals: Array<{
    path: string;
    device: DeviceClass;
    metric: VitalName;
    p75: number;
    samples: number;
    rating: VitalRating;
  }>;
  /** Real visitors' speed over the whole site: the 75th percentile of each measure, every page and device together. */
  speed: Array<{ metric: VitalName; p75: number; samples: number; rating: VitalRating }>;
  /** False when the server runs with ANALYTICS=off. */
  collecting: boolean;
  /** Days raw events are kept before they are folded into daily totals. */
  retentionDays: number;
  /** True when the raw events of days not yet rolled up fill the storage cap: new events were dropped. */
  storageFull?: boolean;
}
