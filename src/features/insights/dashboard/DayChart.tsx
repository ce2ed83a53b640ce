// The period's days as a chart, with its legend. The chart's code (uPlot) is fetched when the
// dashboard first draws one; it is hidden from screen readers, and the table beside it says the same.
import { useEffect, useRef, useState } from 'react';
import { CHART_SERIES, type ChartDay } from './chartSeries';

const axisDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const axisLabel = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return axisDay.format(new Date(year, month - 1, day));
};

function LegendLine({ colour, dash, points }: { colour: string; dash?: number[]; points: boolean }) {
  return (
    <svg width="36" height="12" viewBox="0 0 36 12" aria-hidden="true" focusable="false">
      <line x1="2" y1="6" x2="34" y2="6" stroke={colour} strokeWidth="3" strokeDasharray={dash?.join(' ')} />
      {points && <circle cx="18" cy="6" r="3.5" fill={colour} />}
    </svg>
  );
}

export function DayChart({ days }: { days: readonly ChartDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    // Nothing to draw in a box without a width (a test's DOM, a hidden tab).
    if (!element || element.clientWidth === 0) return undefined;
    let chart: { resize: (width: number) => void; destroy: () => void } | null = null;
    let gone = false;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) chart?.resize(element.clientWidth);
    });
    import(/* webpackChunkName: "insights-chart" */ './dayChart')
      .then(({ drawDayChart }) => {
        if (gone) return;
        chart = drawDayChart(element, days, element.clientWidth, axisLabel);
        observer.observe(element);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [days]);

  return (
    <div className="insights-chart" aria-hidden="true">
      {failed ? (
        <p className="insights-chart__failed">The chart could not be loaded; the table below has the same figures.</p>
      ) : (
        <div ref={box} className="insights-chart__plot" />
      )}
      <ul className="insights-chart__legend">
        {CHART_SERIES.map((series) => (
          <li key={series.key}>
            <LegendLine colour={series.colour} dash={series.dash} points={series.points} />
            {series.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
