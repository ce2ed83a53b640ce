// The chart of the period's days, drawn by uPlot (small and fast; this module is its own chunk,
// fetched by the dashboard only). Lines differ in dash and markers as well as colour; the chart is
// hidden from screen readers, which read the same figures in the table beside it.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_SERIES, type ChartDay } from './chartSeries';

export interface DayChart {
  resize: (width: number) => void;
  destroy: () => void;
}

const HEIGHT = 260;
const FONT = '13px "DM Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INK = '#5f524a';
const LINE = '#e2d3c1';

/** Draws the days into `into`, `width` CSS pixels wide; `dayLabel` names a day on the axis. */
export function drawDayChart(
  into: HTMLElement,
  days: readonly ChartDay[],
  width: number,
  dayLabel: (date: string) => string,
): DayChart {
  const count = new Intl.NumberFormat(undefined);
  const data: uPlot.AlignedData = [
    days.map((_, i) => i),
    ...CHART_SERIES.map((series) => days.map((day) => day[series.key])),
  ];
  const axis = { font: FONT, stroke: INK, grid: { stroke: LINE, width: 1 }, ticks: { stroke: LINE, width: 1 } };
  const chart = new uPlot(
    {
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false },
        y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
      },
      axes: [
        {
          ...axis,
          space: 72,
          incrs: [1, 2, 3, 7, 14, 28, 56, 91],
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? dayLabel(days[i].date) : '')),
        },
        {
          ...axis,
          size: 48,
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000],
          values: (_u, splits) => splits.map((n) => count.format(n)),
        },
      ],
      series: [
        {},
        ...CHART_SERIES.map((series) => ({
          label: series.label,
          stroke: series.colour,
          width: series.width,
          dash: series.dash,
          points: { show: series.points, size: 7, stroke: series.colour, fill: series.colour },
        })),
      ],
    },
    data,
    into,
  );
  return {
    resize: (newWidth) => chart.setSize({ width: newWidth, height: HEIGHT }),
    destroy: () => chart.destroy(),
  };
}
