// One speed measure of a page as visitors got it, with its rating in words as well as colour.
import type { InsightsReport, VitalName } from '../../../../api/insightsContract';
import { RATING_MARKERS, RATING_WORDS, formatVital } from '../figures';

export function Measure({ entry, metric }: { entry: InsightsReport['vitals'][number] | undefined; metric: VitalName }) {
  if (!entry) return <span className="insights-vital insights-vital--none">not measured</span>;
  return (
    <span className={`insights-vital insights-vital--${entry.rating}`}>
      <span className="insights-vital__value">{formatVital(metric, entry.p75)}</span>
      <span className="insights-vital__rating">
        <span className="insights-vital__marker" aria-hidden="true">
          {RATING_MARKERS[entry.rating]}
        </span>{' '}
        {RATING_WORDS[entry.rating]}
      </span>
    </span>
  );
}
