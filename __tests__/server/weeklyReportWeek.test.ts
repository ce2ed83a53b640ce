// When the weekly report is due, in a salon's time zone: Monday 08:00 there, for the week Monday to
// Sunday just ended there, across clock changes and on either side of UTC.
import { dueWeek, weekMoments, zonedMoment } from '../../server/modules/weeklyReport/week';

const iso = (ms: number) => new Date(ms).toISOString();

it('finds the moment a local time happens, also where a clock change skips or repeats it', () => {
  expect(iso(zonedMoment('2026-03-09', 8, 0, 'Europe/Paris'))).toBe('2026-03-09T07:00:00.000Z');
  expect(iso(zonedMoment('2026-03-09', 8, 0, 'America/New_York'))).toBe('2026-03-09T12:00:00.000Z');
  expect(iso(zonedMoment('2026-03-09', 8, 0, 'Pacific/Auckland'))).toBe('2026-03-08T19:00:00.000Z');
  // 02:30 does not happen in Paris on 29 March 2026 (02:00 → 03:00): the first minute after the gap,
  // as a scheduled publish takes it.
  expect(iso(zonedMoment('2026-03-29', 2, 30, 'Europe/Paris'))).toBe('2026-03-29T01:00:00.000Z');
  // It happens twice on 25 October 2026 (03:00 → 02:00): the first.
  expect(iso(zonedMoment('2026-10-25', 2, 30, 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z');
});

it('is due from Monday 08:00 in the salon’s zone for the week just ended there, all week, never earlier', () => {
  const paris = (utc: string) => dueWeek(Date.parse(utc), 'Europe/Paris').week;
  const week = { from: '2026-03-02', to: '2026-03-08' };
  expect(paris('2026-03-09T06:59:59Z')).toBeNull();
  expect(paris('2026-03-09T07:00:00Z')).toEqual(week);
  // Sunday 23:59 in Paris is still that week's.
  expect(paris('2026-03-15T22:59:00Z')).toEqual(week);
  expect(paris('2026-03-15T23:00:00Z')).toBeNull();
  // Monday 08:00 in Auckland is Sunday evening in UTC.
  expect(dueWeek(Date.parse('2026-03-08T19:00:00Z'), 'Pacific/Auckland').week).toEqual(week);
  // A minute before: not yet, and not the week before either.
  expect(dueWeek(Date.parse('2026-03-08T18:59:00Z'), 'Pacific/Auckland').week).toBeNull();
});

it('counts a week from its Monday’s midnight to the next Monday’s, a week with a clock change too', () => {
  const { from, to } = weekMoments({ from: '2026-03-23', to: '2026-03-29' }, 'Europe/Paris');
  expect([from.toISOString(), to.toISOString()]).toEqual(['2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
});
