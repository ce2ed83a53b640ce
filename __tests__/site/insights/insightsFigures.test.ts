// The dashboard's arithmetic and words: the period an address names and what is wrong with a range,
// the change from the period before, the funnel's shares, and the speed measures' values and ratings.
import { NO_VISITS, type InsightTotals } from '../../../src/api/insightsContract';
import {
  changeFrom,
  formatShare,
  formatVital,
  funnelSteps,
  RATING_MARKERS,
  RATING_WORDS,
  sourceWords,
  vitalsRows,
} from '../../../src/features/insights/dashboard/figures';
import {
  daysIn,
  periodSearch,
  previousWords,
  rangeProblem,
  readPeriod,
} from '../../../src/features/insights/dashboard/period';
import { addDays, isDay } from '../../../src/api/zonedTime';

const TODAY = '2026-11-25';

describe('the period in the address', () => {
  it('is the last 7 days without a query, and today, 30 days or a range with one', () => {
    expect(readPeriod('', TODAY)).toEqual({ kind: '7d', from: '2026-11-19', to: TODAY });
    expect(readPeriod('?period=today', TODAY)).toEqual({ kind: 'today', from: TODAY, to: TODAY });
    expect(readPeriod('?period=30d', TODAY)).toEqual({ kind: '30d', from: '2026-10-27', to: TODAY });
    expect(readPeriod('?from=2026-02-27&to=2026-03-02', TODAY)).toEqual({
      kind: 'custom',
      from: '2026-02-27',
      to: '2026-03-02',
    });
    expect(readPeriod('?period=year', TODAY)).toEqual({ kind: '7d', from: '2026-11-19', to: TODAY });
  });

  it('falls back to the last 7 days when the range named cannot be shown, and says why', () => {
    expect(readPeriod('?from=2026-11-20&to=2026-11-10', TODAY)).toEqual({
      kind: '7d',
      from: '2026-11-19',
      to: TODAY,
      problem: 'The first day must be on or before the last day.',
      asked: { from: '2026-11-20', to: '2026-11-10' },
    });
  });

  it('writes each choice back as the query that names it', () => {
    expect(periodSearch({ kind: '7d' })).toBe('');
    expect(periodSearch({ kind: 'today' })).toBe('?period=today');
    expect(periodSearch({ kind: '30d' })).toBe('?period=30d');
    expect(periodSearch({ kind: 'custom', from: '2026-11-01', to: '2026-11-03' })).toBe(
      '?from=2026-11-01&to=2026-11-03',
    );
    for (const search of ['?period=today', '?period=30d', '?from=2026-11-01&to=2026-11-03']) {
      const choice = readPeriod(search, TODAY);
      expect(periodSearch(choice.kind === 'custom' ? { ...choice, kind: 'custom' } : { kind: choice.kind })).toBe(
        search,
      );
    }
  });

  it('says in words what is wrong with a chosen range', () => {
    expect(rangeProblem('', TODAY, TODAY)).toBe('Choose both the first and the last day.');
    expect(rangeProblem('2026-02-30', TODAY, TODAY)).toMatch(/^The first day is not a date/);
    expect(rangeProblem('2026-11-01', '25/11/2026', TODAY)).toMatch(/^The last day is not a date/);
    expect(rangeProblem('2026-11-02', '2026-11-01', TODAY)).toBe('The first day must be on or before the last day.');
    expect(rangeProblem('2026-11-20', '2026-11-26', TODAY)).toMatch(/^The last day cannot be after today/);
    expect(rangeProblem('2024-10-24', TODAY, TODAY)).toBe('Choose at most 762 days (25 months) at once.');
    expect(rangeProblem('2024-10-25', TODAY, TODAY)).toBeNull();
    expect(rangeProblem(TODAY, TODAY, TODAY)).toBeNull();
  });

  it('counts days across months, leap days and clock changes', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-10-25', 7)).toBe('2026-11-01');
    expect(daysIn({ from: '2026-03-25', to: '2026-04-03' })).toBe(10);
    expect(previousWords({ from: TODAY, to: TODAY })).toBe('the day before');
    expect(previousWords({ from: '2026-11-19', to: TODAY })).toBe('the 7 days before');
  });
});

describe('the change from the period before', () => {
  it('says up or down, by how many and by what share, or that it is the same', () => {
    expect(changeFrom(15, 10, 'the 7 days before')).toEqual({
      direction: 'up',
      words: 'Up 5 (+50%) on the 7 days before',
    });
    expect(changeFrom(3, 4, 'the day before')).toEqual({ direction: 'down', words: 'Down 1 (−25%) on the day before' });
    expect(changeFrom(7, 7, 'the 30 days before')).toEqual({ direction: 'same', words: 'Same as the 30 days before' });
    expect(changeFrom(4, 0, 'the 7 days before')).toEqual({
      direction: 'up',
      words: 'Up 4 on the 7 days before, which had none',
    });
    expect(changeFrom(0, 2, 'the 7 days before').words).toBe('Down 2 (−100%) on the 7 days before');
  });
});

const totals = (figures: Partial<InsightTotals>): InsightTotals => ({ ...NO_VISITS, ...figures });

describe('the booking funnel', () => {
  it('gives each step its share of the visitors and of the step before', () => {
    const steps = funnelSteps(totals({ visitors: 3, bookingOpened: 3, bookingTimePicked: 2, booked: 1 }));
    expect(steps.map((step) => [step.label, step.count, step.shareWords])).toEqual([
      ['Visitors', 3, null],
      ['Opened the booking', 3, '100% of visitors'],
      ['Picked a time', 2, '67% of visitors, 67% of those who opened the booking'],
      ['Booked', 1, '33% of visitors, 50% of those who picked a time'],
    ]);
  });

  it('has no shares without visitors, and says "under 1%" for a sliver', () => {
    expect(funnelSteps(totals({})).map((step) => step.shareWords)).toEqual([null, null, null, null]);
    expect(formatShare(1, 400)).toBe('under 1%');
    expect(formatShare(0, 400)).toBe('0%');
    expect(formatShare(1, 0)).toBeNull();
  });
});

describe('real visitors’ speed', () => {
  it('writes each measure in its unit, and each rating as a word with its own marker', () => {
    expect(formatVital('LCP', 2480)).toBe('2.5 s');
    expect(formatVital('INP', 136.4)).toBe('136 ms');
    expect(formatVital('CLS', 0.0412)).toBe('0.04');
    expect(formatVital('TTFB', 999)).toBe('999 ms');
    expect(RATING_WORDS).toEqual({ good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' });
    expect(new Set(Object.values(RATING_MARKERS)).size).toBe(3);
  });

  it('groups the measures by page and device, phones first', () => {
    const entry = (path: string, device: 'phone' | 'desktop', metric: 'LCP' | 'CLS') => ({
      path,
      device,
      metric,
      p75: 1,
      samples: 2,
      rating: 'good' as const,
    });
    const rows = vitalsRows([
      entry('/', 'desktop', 'LCP'),
      entry('/about', 'phone', 'LCP'),
      entry('/', 'phone', 'LCP'),
      entry('/', 'phone', 'CLS'),
    ]);
    expect(rows.map((row) => [row.path, row.device, Object.keys(row.measures)])).toEqual([
      ['/', 'phone', ['LCP', 'CLS']],
      ['/', 'desktop', ['LCP']],
      ['/about', 'phone', ['LCP']],
    ]);
  });

  it('names a visit without a referrer as one that came straight in', () => {
    expect(sourceWords('')).toBe('Came straight in');
    expect(sourceWords('instagram.com')).toBe('instagram.com');
  });
});
