// What every section of the report is given: the whole report, from which each takes its figures.
import type { InsightsReport } from '../../../../api/insightsContract';

export interface SectionProps {
  report: InsightsReport;
}
