// The weekly report's figures: a week's visit report and the week before's (the same report the
// dashboard reads, built where reports are built), and the contact messages of both weeks, each
// figure beside the week before's, with its change in words.
import type { InsightsPeriod, InsightsReport, VitalName, VitalRating } from '../../../src/api/insightsContract';
import { REPORT_LIST_LIMIT } from '../insights';

/** The top pages and sources the email lists. */
const TOP_ENTRIES = 5;

export interface Count {
  label: string;
  /** One and more: "visitor", "visitors". */
  unit: [string, string];
  current: number;
  previous: number;
}

export interface Listed {
  /** A page's path or a referrer's host ('' for visits that came straight in): text from visitors. */
  name: string;
  current: number;
  /** The week before's, or null when it was past the report's list there (not known). */
  previous: number | null;
}

export interface Speed {
  metric: VitalName;
  p75: number;
  rating: VitalRating;
  samples: number;
  previous: { p75: number; rating: VitalRating } | null;
}

export interface WeeklyFigures {
  week: InsightsPeriod;
  previousWeek: InsightsPeriod;
  /** False when the server counts no visits (ANALYTICS=off). */
  collecting: boolean;
  counts: Count[];
  pages: Listed[];
  sources: Listed[];
  speed: Speed[];
}

/** The week before's figure of an entry, or null when the entry was not in its list and the list was cut. */
function before<T>(list: readonly T[], key: (entry: T) => string, value: (entry: T) => number, wanted: string) {
  const found = list.find((entry) => key(entry) === wanted);
  if (found) return value(found);
  // A shorter list than the report's longest is the whole of it.
  return list.length >= REPORT_LIST_LIMIT ? null : 0;
}

export function weeklyFigures(
  report: InsightsReport,
  previous: InsightsReport,
  messages: { current: number; previous: number },
): WeeklyFigures {
  const count = (label: string, unit: [string, string], key: keyof InsightsReport['totals']): Count => ({
    label,
    unit,
    current: report.totals[key],
    previous: previous.totals[key],
  });
  return {
    week: report.period,
    previousWeek: previous.period,
    collecting: report.collecting,
    counts: [
      count('Visitors', ['visitor', 'visitors'], 'visitors'),
      count('Page views', ['page view', 'page views'], 'pageViews'),
      count('Opened the booking', ['visitor', 'visitors'], 'bookingOpened'),
      count('Booked', ['booking', 'bookings'], 'booked'),
      { label: 'Messages', unit: ['message', 'messages'], ...messages },
    ],
    pages: report.topPages.slice(0, TOP_ENTRIES).map((page) => ({
      name: page.path,
      current: page.views,
      previous: before(
        previous.topPages,
        (p) => p.path,
        (p) => p.views,
        page.path,
      ),
    })),
    sources: report.sources.slice(0, TOP_ENTRIES).map((source) => ({
      name: source.source,
      current: source.visitors,
      previous: before(
        previous.sources,
        (s) => s.source,
        (s) => s.visitors,
        source.source,
      ),
    })),
    speed: report.speed.map((entry) => {
      const earlier = previous.speed.find((p) => p.metric === entry.metric);
      return { ...entry, previous: earlier ? { p75: earlier.p75, rating: earlier.rating } : null };
    }),
  };
}

const numbers = new Intl.NumberFormat('en');

/** A count as people read it: "1,204". */
export const formatCount = (n: number): string => numbers.format(n);

export interface Change {
  /** "up 12% on the week before (278)", "up from none the week before". */
  words: string;
  /** For the subject, in plain ASCII: "+12%", "-5%", "up from none". */
  short: string;
}

/** How a figure changed from the week before, in words that never divide by nothing. */
export function changeFrom(current: number, previous: number): Change {
  if (current === previous) return { words: 'the same as the week before', short: 'same as the week before' };
  if (previous === 0) return { words: 'up from none the week before', short: 'up from none' };
  if (current === 0) {
    const was = formatCount(previous);
    return { words: `down from ${was} the week before`, short: `down from ${was}` };
  }
  const up = current > previous;
  const exact = (Math.abs(current - previous) / previous) * 100;
  const percent = exact < 1 ? 'under 1%' : `${formatCount(Math.round(exact))}%`;
  const sign = up ? '+' : '-';
  return {
    words: `${up ? 'up' : 'down'} ${percent} on the week before (${formatCount(previous)})`,
    short: exact < 1 ? `${sign}<1%` : `${sign}${percent}`,
  };
}
