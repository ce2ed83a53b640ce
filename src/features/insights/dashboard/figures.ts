// The words and sums behind the dashboard's figures: the change from the period before, the
// booking funnel's shares, the speed measures' meaning and ratings, and plain names for what the
// report lists by code.
import type {
  DeviceClass,
  InsightsReport,
  InsightTotals,
  OutboundChannel,
  VitalName,
  VitalRating,
} from '../../../api/insightsContract';

const count = new Intl.NumberFormat(undefined);

/** A count as people read it: "1,204". */
export const formatCount = (n: number): string => count.format(n);

/** A part of a whole as a whole percentage ("67%"), "under 1%" for a sliver, null when the whole is 0. */
export function formatShare(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const percent = (part / whole) * 100;
  if (part > 0 && percent < 1) return 'under 1%';
  return `${Math.round(percent)}%`;
}

export type Direction = 'up' | 'down' | 'same';

export interface Change {
  direction: Direction;
  /** A sentence: "Up 5 (+25%) on the 7 days before". */
  words: string;
}

/** How a figure changed from the period before, in words ("Up 3 (+50%) on the 7 days before"). */
export function changeFrom(current: number, previous: number, before: string): Change {
  const difference = current - previous;
  if (difference === 0) return { direction: 'same', words: `Same as ${before}` };
  const direction: Direction = difference > 0 ? 'up' : 'down';
  const size = formatCount(Math.abs(difference));
  if (previous === 0) return { direction, words: `Up ${size} on ${before}, which had none` };
  const percent = Math.round((Math.abs(difference) / previous) * 100);
  const sign = direction === 'up' ? '+' : '−';
  return { direction, words: `${direction === 'up' ? 'Up' : 'Down'} ${size} (${sign}${percent}%) on ${before}` };
}

/** The arrow beside a change: its shape, not only its colour, says which way. */
export const ARROWS: Record<Direction, string> = { up: '▲', down: '▼', same: '●' };

export interface FunnelStep {
  key: keyof InsightTotals;
  label: string;
  explanation: string;
  count: number;
  /** The step's share of the period's visitors ("67%"), null while there are none. */
  ofVisitors: string | null;
  /** The step's share of the step before it, null for the first step or when that one had none. */
  ofPrevious: string | null;
  /** The shares in words: "33% of visitors, 50% of those who opened the booking"; null for the first step. */
  shareWords: string | null;
}

const FUNNEL: readonly { key: keyof InsightTotals; label: string; explanation: string; those: string }[] = [
  { key: 'visitors', label: 'Visitors', explanation: 'People who came to the website.', those: 'came' },
  {
    key: 'bookingOpened',
    label: 'Opened the booking',
    explanation: 'Pressed a “Book” button, which opens the booking calendar.',
    those: 'opened the booking',
  },
  {
    key: 'bookingTimePicked',
    label: 'Picked a time',
    explanation: 'Chose a day and a time in the calendar.',
    those: 'picked a time',
  },
  { key: 'booked', label: 'Booked', explanation: 'Finished the booking: an appointment was made.', those: 'booked' },
];

/** The booking funnel: how many visitors reached each step, and the share of the step before. */
export function funnelSteps(totals: InsightTotals): FunnelStep[] {
  return FUNNEL.map(({ those: _those, ...step }, i) => {
    const value = totals[step.key];
    const previous = i > 0 ? (FUNNEL[i - 1] ?? null) : null;
    const ofVisitors = formatShare(value, totals.visitors);
    const ofPrevious = previous ? formatShare(value, totals[previous.key]) : null;
    const words = [
      ofVisitors && `${ofVisitors} of visitors`,
      i > 1 && previous && ofPrevious && `${ofPrevious} of those who ${previous.those}`,
    ].filter(Boolean);
    return {
      ...step,
      count: value,
      ofVisitors,
      ofPrevious,
      shareWords: i === 0 ? null : words.join(', ') || null,
    };
  });
}

/** Whether the period has nothing at all to show. */
export const isEmptyReport = (report: InsightsReport): boolean =>
  report.totals.visitors === 0 && report.totals.pageViews === 0;

export const DEVICE_WORDS: Record<DeviceClass, string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Computers' };

export const CHANNEL_WORDS: Record<OutboundChannel, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
  phone: 'Phone number (a call)',
  email: 'Email address',
  other: 'Other websites',
};

/** A referrer's host as the owner reads it; '' is a visit that came straight in. */
export const sourceWords = (source: string): string => (source === '' ? 'Came straight in' : source);

const START_WORDS: Record<string, string> = {
  header: 'The “Book” button at the top',
  menu: 'The menu',
  service: 'A service’s “Book” button',
  banner: 'The big picture at the top of the page',
  footer: 'The bottom of the page',
};

/** Which button opened the booking, in words (an unknown one by its own name). */
export const startWords = (from: string): string => START_WORDS[from] ?? (from === '' ? 'Another button' : from);

/** A page's path as the owner reads it. */
export const pageWords = (path: string): string => (path === '/' ? 'Home page (/)' : path);

export interface VitalInfo {
  title: string;
  /** What the measure means, in one sentence. */
  meaning: string;
}

export const VITAL_INFO: Record<VitalName, VitalInfo> = {
  LCP: {
    title: 'Main content shown (LCP)',
    meaning: 'How long until the biggest picture or block of text on the page was shown.',
  },
  INP: {
    title: 'Reaction to taps (INP)',
    meaning: 'How long the page took to react when a visitor tapped, clicked or typed.',
  },
  CLS: {
    title: 'Steadiness (CLS)',
    meaning: 'How much things jumped about as the page loaded: 0 means nothing moved (no unit).',
  },
  TTFB: {
    title: 'Server answer (TTFB)',
    meaning: 'How long until the first part of the page arrived from the server.',
  },
};

export const RATING_WORDS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** The marker beside a rating: its shape, not only its colour, tells them apart. */
export const RATING_MARKERS: Record<VitalRating, string> = { good: '●', 'needs-improvement': '▲', poor: '■' };

/** A measure's value as people read it: "1.8 s", "140 ms", "0.05". */
export function formatVital(metric: VitalName, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

type VitalEntry = InsightsReport['vitals'][number];

export interface VitalsRow {
  path: string;
  device: DeviceClass;
  measures: Partial<Record<VitalName, VitalEntry>>;
}

const DEVICE_ORDER: readonly DeviceClass[] = ['phone', 'tablet', 'desktop'];

/** The report's speed entries as one row per page and device, pages in the order given, phones first. */
export function vitalsRows(vitals: InsightsReport['vitals']): VitalsRow[] {
  const rows = new Map<string, VitalsRow>();
  for (const entry of vitals) {
    const key = `${entry.path}\n${entry.device}`;
    const row = rows.get(key) ?? { path: entry.path, device: entry.device, measures: {} };
    row.measures[entry.metric] = entry;
    rows.set(key, row);
  }
  const pageOrder = [...new Set(vitals.map((entry) => entry.path))];
  return [...rows.values()].sort(
    (a, b) =>
      pageOrder.indexOf(a.path) - pageOrder.indexOf(b.path) ||
      DEVICE_ORDER.indexOf(a.device) - DEVICE_ORDER.indexOf(b.device),
  );
}
