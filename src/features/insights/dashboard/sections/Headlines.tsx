// The top of the report: the figures the owner reads first, before the cards.
import type { InsightTotals } from '../../../../api/insightsContract';
import { ARROWS, changeFrom, formatCount } from '../figures';
import { previousWords } from '../period';
import type { SectionProps } from './sectionProps';

const HEADLINES: readonly { key: keyof InsightTotals; label: string; about: string }[] = [
  {
    key: 'visitors',
    label: 'Visitors',
    about: 'Different people who came, counted once a day each (so someone who came on two days counts twice).',
  },
  { key: 'pageViews', label: 'Page views', about: 'Pages opened, all visitors together.' },
  { key: 'booked', label: 'Bookings', about: 'Appointments made through the website’s booking calendar.' },
  { key: 'messages', label: 'Messages', about: 'Messages sent with the contact form.' },
];

/** The four headline figures, each with its change from the period before. */
export function Headlines({ report }: SectionProps) {
  const before = previousWords(report.period);
  return (
    <ul className="insights-headlines" aria-label="The period in figures">
      {HEADLINES.map((figure) => {
        const change = changeFrom(report.totals[figure.key], report.previousTotals[figure.key], before);
        return (
          <li key={figure.key} className="insights-figure area-paper area-paper--small">
            <p className="insights-figure__label">{figure.label}</p>
            <p className="insights-figure__value">{formatCount(report.totals[figure.key])}</p>
            <p className={`insights-change insights-change--${change.direction}`}>
              <span className="insights-change__arrow" aria-hidden="true">
                {ARROWS[change.direction]}
              </span>{' '}
              {change.words}
            </p>
            <p className="insights-figure__about">{figure.about}</p>
          </li>
        );
      })}
    </ul>
  );
}
