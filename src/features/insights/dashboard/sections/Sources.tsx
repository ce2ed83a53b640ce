// Where visitors came from: the sites that sent them, and the campaigns' tagged links.
import { formatCount, sourceWords } from '../figures';
import { Card } from './Card';
import { SubTable } from './SubTable';
import { VisitorShares } from './VisitorShares';
import type { SectionProps } from './sectionProps';

export function Sources({ report }: SectionProps) {
  return (
    <Card
      title="Where visitors came from"
      about="The website that sent each visitor here. “Came straight in” means they typed the address, used a bookmark, or came from an app that does not say."
    >
      <VisitorShares
        caption="Visitors by where they came from"
        what="Came from"
        items={report.sources}
        words={(source) => sourceWords(source.source)}
        visitors={report.totals.visitors}
      />
      <SubTable
        caption="Campaigns"
        about="Visitors who came through a link you tagged for a campaign (a flyer’s link, an Instagram post), with its utm_source, utm_medium and utm_campaign."
        head={['Campaign', 'Source', 'Medium', 'Visitors']}
        rows={report.campaigns.map((c) => [
          c.campaign || '(no name)',
          c.source || '–',
          c.medium || '–',
          formatCount(c.visitors),
        ])}
        empty="No visitor came through a campaign’s link in this period."
      />
    </Card>
  );
}
