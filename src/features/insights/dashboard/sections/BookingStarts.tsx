// Which buttons, on which pages, opened the booking calendar.
import { formatCount, pageWords, startWords } from '../figures';
import { TableCard } from './TableCard';
import type { SectionProps } from './sectionProps';

export function BookingStarts({ report }: SectionProps) {
  return (
    <TableCard
      title="Where bookings start"
      about="Which button visitors pressed to open the booking calendar, and on which page."
      caption="Buttons that opened the booking"
      head={['Button', 'Page', 'Opened']}
      rows={report.bookingStarts.map((start) => [
        startWords(start.from),
        pageWords(start.path),
        formatCount(start.opened),
      ])}
      empty="Nobody opened the booking in this period."
    />
  );
}
