// The booking funnel: how many visitors got how far towards a booking.
import { formatCount, funnelSteps } from '../figures';
import { Card } from './Card';
import type { SectionProps } from './sectionProps';

/** Visitors → opened the booking → picked a time → booked, with the share at each step. */
export function Funnel({ report }: SectionProps) {
  const steps = funnelSteps(report.totals);
  const visitors = report.totals.visitors;
  return (
    <Card
      title="From visit to booking"
      about="How many visitors went on to book: each step counts the visitors who got that far."
    >
      <ol className="insights-funnel">
        {steps.map((step) => (
          <li key={step.key} className="insights-funnel__step">
            <div className="insights-funnel__text">
              <span className="insights-funnel__label">{step.label}</span>
              <span className="insights-funnel__count">{formatCount(step.count)}</span>
            </div>
            <div className="insights-funnel__bar" aria-hidden="true">
              <span style={{ width: `${visitors > 0 ? Math.min(100, (step.count / visitors) * 100) : 0}%` }} />
            </div>
            <p className="insights-funnel__share">
              {step.shareWords && <strong>{step.shareWords}. </strong>}
              {step.explanation}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
