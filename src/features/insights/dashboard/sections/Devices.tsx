// What visitors used: phones, tablets or computers, and which browsers.
import { DEVICE_WORDS, formatCount } from '../figures';
import { Card } from './Card';
import { SubTable } from './SubTable';
import { VisitorShares } from './VisitorShares';
import type { SectionProps } from './sectionProps';

export function Devices({ report }: SectionProps) {
  return (
    <Card
      title="Phones and computers"
      about="What visitors used: a phone, a tablet or a computer (told apart by the screen’s width), and which browser."
    >
      <VisitorShares
        caption="Devices"
        what="Device"
        items={report.devices}
        words={(d) => DEVICE_WORDS[d.device]}
        visitors={report.totals.visitors}
      />
      <SubTable
        caption="Browsers"
        head={['Browser', 'Visitors']}
        rows={report.browsers.map((b) => [b.browser || 'Other', formatCount(b.visitors)])}
        empty="No visitors in this period."
      />
    </Card>
  );
}
