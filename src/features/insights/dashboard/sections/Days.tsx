// The period day by day: a chart when there is more than one day, and a table behind it always.
import { DayChart } from '../DayChart';
import { formatCount } from '../figures';
import { formatShortDay } from '../period';
import { Card } from './Card';
import { Table } from './Table';
import type { SectionProps } from './sectionProps';

/** The period's days: a chart, and the same figures as a table. */
export function Days({ report }: SectionProps) {
  const several = report.days.length > 1;
  return (
    <Card title="Day by day" about="Visitors, page views and bookings on each day of the period." wide>
      {several ? (
        <DayChart days={report.days} />
      ) : (
        <p className="insights-empty-list">
          The chart needs more than one day: choose the last 7 or 30 days to see one.
        </p>
      )}
      <details className="insights-disclosure" open={!several || undefined}>
        <summary>Show the days as a table</summary>
        <Table
          caption="Each day of the period"
          head={['Day', 'Visitors', 'Page views', 'Opened the booking', 'Bookings', 'Messages']}
          rows={report.days.map((day) => [
            formatShortDay(day.date),
            formatCount(day.visitors),
            formatCount(day.pageViews),
            formatCount(day.bookingOpened),
            formatCount(day.booked),
            formatCount(day.messages),
          ])}
          empty="No days in this period."
        />
      </details>
    </Card>
  );
}
