// How fast the pages were in real visitors' browsers, page by page and device by device.
import { VITALS } from '../../../../api/insightsContract';
import { DEVICE_WORDS, VITAL_INFO, formatCount, pageWords, vitalsRows } from '../figures';
import { Card } from './Card';
import { Measure } from './Measure';
import { Table } from './Table';
import type { SectionProps } from './sectionProps';

export function Speed({ report }: SectionProps) {
  const rows = vitalsRows(report.vitals);
  return (
    <Card
      title="How fast the pages were for real visitors"
      about="Measured in visitors’ own browsers. Each figure is what 3 visits in 4 got or bettered (the 75th percentile), rated against Google’s thresholds."
      wide
    >
      <dl className="insights-measures">
        {VITALS.map((metric) => (
          <div key={metric}>
            <dt>{VITAL_INFO[metric].title}</dt>
            <dd>{VITAL_INFO[metric].meaning}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="insights-empty-list">No visit was measured in this period yet.</p>
      ) : (
        <ul className="insights-speed">
          {rows.map((row) => {
            const samples = Math.max(...Object.values(row.measures).map((m) => m.samples));
            const where = `${pageWords(row.path)} on ${DEVICE_WORDS[row.device].toLowerCase()}`;
            return (
              <li key={`${row.path} ${row.device}`} className="insights-speed__page">
                <h3 className="insights-speed__title">{pageWords(row.path)}</h3>
                <p className="insights-speed__detail">
                  {DEVICE_WORDS[row.device]} · {formatCount(samples)} {samples === 1 ? 'visit' : 'visits'} measured
                </p>
                <Table
                  caption={`Speed of ${where}`}
                  head={['Measure', '75th percentile']}
                  rows={VITALS.map((metric) => [
                    VITAL_INFO[metric].title,
                    <Measure key={metric} entry={row.measures[metric]} metric={metric} />,
                  ])}
                  empty=""
                />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
