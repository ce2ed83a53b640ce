// The report's sections, in the order the owner reads them: the headline figures with their change,
// the booking funnel, where bookings start, the days (a chart with a table behind it), the pages,
// where visitors came from and on what, what they did, and how fast the pages were for them. Each
// section is a file of its own in sections/; each figure has a line saying what it counts.
import { BookingStarts } from './sections/BookingStarts';
import { Days } from './sections/Days';
import { Devices } from './sections/Devices';
import { Funnel } from './sections/Funnel';
import { Headlines } from './sections/Headlines';
import { Interest } from './sections/Interest';
import type { SectionProps } from './sections/sectionProps';
import { Sources } from './sections/Sources';
import { Speed } from './sections/Speed';
import { TopPages } from './sections/TopPages';

export function ReportSections({ report }: SectionProps) {
  return (
    <>
      <Headlines report={report} />
      <div className="insights-grid">
        <Funnel report={report} />
        <BookingStarts report={report} />
        <Days report={report} />
        <TopPages report={report} />
        <Sources report={report} />
        <Devices report={report} />
        <Interest report={report} />
        <Speed report={report} />
      </div>
    </>
  );
}
