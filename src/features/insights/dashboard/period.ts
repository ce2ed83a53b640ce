// The period the dashboard shows, kept in the page's address so that reloading and going back keep
// it: `?period=today`, `?period=30d`, or a range `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days
// included). Without either, the last 7 days. Days are the salon's, cut in its time zone (the
// settings'), on the dashboard as on the server, wherever the owner's computer is.
import { INSIGHTS_MAX_PERIOD_DAYS, type InsightsPeriod } from '../../../api/insightsContract';
import { addDays, isDay } from '../../../api/zonedTime';

export type PresetPeriod = 'today' | '7d' | '30d';
export type PeriodKind = PresetPeriod | 'custom';

const PRESET_DAYS: Record<PresetPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

export const PRESETS: readonly { kind: PresetPeriod; label: string }[] = [
  { kind: 'today', label: 'Today' },
  { kind: '7d', label: 'Last 7 days' },
  { kind: '30d', label: 'Last 30 days' },
];

const DEFAULT_PRESET: PresetPeriod = '7d';

/** The longest range the dashboard asks for at once: any 25 months, so two years can be set side by side. */
export const MAX_RANGE_DAYS = INSIGHTS_MAX_PERIOD_DAYS;

export const periodQuery = { period: 'period', from: 'from', to: 'to' } as const;

export interface PeriodChoice extends InsightsPeriod {
  kind: PeriodKind;
  /** What is wrong with the range the address names (the default period is shown instead). */
  problem?: string;
  /** The range the address named, as typed, when it had a problem. */
  asked?: { from: string; to: string };
}

/** How many days a range holds, both ends included. */
export function daysIn(period: InsightsPeriod): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
}

/** The range a preset names, ending today. */
export function presetRange(kind: PresetPeriod, today: string): InsightsPeriod {
  const days = PRESET_DAYS[kind];
  return { from: addDays(today, 1 - days), to: today };
}

/** What is wrong with a range the owner chose, in words, or null when it can be shown. */
export function rangeProblem(from: string, to: string, today: string): string | null {
  if (!from || !to) return 'Choose both the first and the last day.';
  if (!isDay(from)) return 'The first day is not a date. Write it as year-month-day, e.g. 2026-11-01.';
  if (!isDay(to)) return 'The last day is not a date. Write it as year-month-day, e.g. 2026-11-30.';
  if (from > to) return 'The first day must be on or before the last day.';
  if (to > today) return 'The last day cannot be after today: there are no visits to count yet.';
  if (daysIn({ from, to }) > MAX_RANGE_DAYS) return `Choose at most ${MAX_RANGE_DAYS} days (25 months) at once.`;
  return null;
}

/** The period an address's query names; the last 7 days when it names none, or one that cannot be shown. */
export function readPeriod(search: string, today: string): PeriodChoice {
  const query = new URLSearchParams(search);
  const from = query.get(periodQuery.from);
  const to = query.get(periodQuery.to);
  const fallback = { kind: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today) };
  if (from !== null || to !== null) {
    const asked = { from: from ?? '', to: to ?? '' };
    const problem = rangeProblem(asked.from, asked.to, today);
    return problem ? { ...fallback, problem, asked } : { kind: 'custom', ...asked };
  }
  const preset = PRESETS.find((p) => p.kind === query.get(periodQuery.period));
  return preset ? { kind: preset.kind, ...presetRange(preset.kind, today) } : fallback;
}

/** The query (with its `?`) of the address that shows a preset or a range. */
export function periodSearch(choice: { kind: PresetPeriod } | ({ kind: 'custom' } & InsightsPeriod)): string {
  const query = new URLSearchParams();
  if (choice.kind === 'custom') {
    query.set(periodQuery.from, choice.from);
    query.set(periodQuery.to, choice.to);
  } else if (choice.kind !== DEFAULT_PRESET) {
    query.set(periodQuery.period, choice.kind);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

const asDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};
const dayMonthYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const weekdayDayMonth = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });

/** A day as people read it: "25 Nov 2026". */
export const formatDay = (day: string): string => dayMonthYear.format(asDate(day));

/** A day in a chart's axis or a table's row: "Wed, 25 Nov". */
export const formatShortDay = (day: string): string => weekdayDayMonth.format(asDate(day));

/** A range as people read it: "25 Nov 2026", or "19 Nov – 25 Nov 2026", or across years in full. */
export function formatRange(period: InsightsPeriod): string {
  if (period.from === period.to) return formatDay(period.from);
  const sameYear = period.from.slice(0, 4) === period.to.slice(0, 4);
  return `${sameYear ? dayMonth.format(asDate(period.from)) : formatDay(period.from)} – ${formatDay(period.to)}`;
}

/** The period before, as the comparison names it: "the day before", "the 7 days before". */
export function previousWords(period: InsightsPeriod): string {
  const days = daysIn(period);
  return days === 1 ? 'the day before' : `the ${days} days before`;
}
