// The salon's dashboard: is the website bringing clients? The period comes from the address (see
// period.ts), its "today" from the salon's clocks; the report, for it and the period before, from the
// content server.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useGetSalonSettingsQuery } from '../../../api/salonSettingsApi';
import { dayIn } from '../../../api/zonedTime';
import { LoadFailed } from '../../../ui/LoadFailed';
import { isEmptyReport } from './figures';
import { useGetInsightsReportQuery, insightsCsvUrl } from './insightsApi';
import { formatRange, readPeriod } from './period';
import { PeriodPicker } from './PeriodPicker';
import { ReportSections } from './ReportSections';
import '../../../ui/FormField.css';
import './InsightsDashboard.css';

/** This computer's zone: the days it shows, should the salon's settings not load. */
const computerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function InsightsDashboard({ now = () => new Date() }: { now?: () => Date }) {
  // The server counts visits on the salon's days: "today" is the one its clocks show, wherever this computer is.
  const { data: settings, isError } = useGetSalonSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const zone = settings?.timeZone ?? (isError ? computerZone() : null);
  if (zone === null) {
    return (
      <div className="insights">
        <p className="insights-state">Loading the figures…</p>
      </div>
    );
  }
  return <PeriodReport today={dayIn(now().getTime(), zone)} />;
}

function PeriodReport({ today }: { today: string }) {
  const { search } = useLocation();
  const choice = useMemo(() => readPeriod(search, today), [search, today]);
  const period = useMemo(() => ({ from: choice.from, to: choice.to }), [choice.from, choice.to]);
  const {
    data: report,
    error,
    isFetching,
    refetch,
  } = useGetInsightsReportQuery(period, {
    refetchOnMountOrArgChange: true,
  });
  const shown = report && report.period.from === period.from && report.period.to === period.to ? report : undefined;

  return (
    <div className="insights">
      <PeriodPicker key={search} choice={choice} today={today} />
      <div className="insights-summary">
        <p className="insights-summary__period" aria-live="polite">
          <strong>{formatRange(period)}</strong>
          {shown && <span>, compared with {formatRange(shown.previous)}</span>}
        </p>
        <a className="button button--ghost insights-summary__csv" href={insightsCsvUrl(period)} download>
          Download as CSV
        </a>
      </div>
      {report && !report.collecting && (
        <p className="insights-off" role="status">
          <strong>Counting is switched off.</strong> The server runs with ANALYTICS=off, so new visits are not counted.
          Figures from before are still shown.
        </p>
      )}
      <div
        className={isFetching ? 'insights-report insights-report--updating' : 'insights-report'}
        aria-busy={isFetching || undefined}
      >
        {!report && (!error || isFetching) && <p className="insights-state">Loading the figures…</p>}
        {error && !isFetching && (
          <LoadFailed className="insights-state" what="The figures" error={error} onRetry={() => void refetch()} />
        )}
        {report && !error && isEmptyReport(report) && (
          <p className="insights-state">
            <strong>No visits yet in this period.</strong> Visits are counted from the moment counting is on; choose a
            longer period, or come back once people have visited the website.
          </p>
        )}
        {report && !error && !isEmptyReport(report) && (
          <>
            <ReportSections report={report} />
            <p className="insights-note">
              Each visit is kept for {report.retentionDays} days, then only the day’s totals. Visitors are told apart by
              a key that changes every day, so nobody can be followed from one day to the next.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
