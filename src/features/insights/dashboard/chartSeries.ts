// What the chart of the days draws, shared by the chart and its legend.
import type { InsightTotals } from '../../../api/insightsContract';

export type ChartDay = { date: string } & InsightTotals;

export interface ChartSeries {
  key: 'visitors' | 'pageViews' | 'booked';
  label: string;
  colour: string;
  width: number;
  /** Dash and gap lengths (none: a solid line). */
  dash?: number[];
  points: boolean;
}

export const CHART_SERIES: readonly ChartSeries[] = [
  { key: 'visitors', label: 'Visitors', colour: '#264235', width: 3, points: false },
  { key: 'pageViews', label: 'Page views', colour: '#a9482a', width: 2, dash: [8, 5], points: false },
  { key: 'booked', label: 'Bookings', colour: '#6b4f8a', width: 2, dash: [2, 4], points: true },
];
