// What visitors opened on the products page, and the links out they followed.
import { CHANNEL_WORDS, formatCount } from '../figures';
import { Card } from './Card';
import { SubTable } from './SubTable';
import type { SectionProps } from './sectionProps';

export function Interest({ report }: SectionProps) {
  return (
    <Card
      title="Catalogues, products and links out"
      about="What visitors opened on the products page, and the links they followed to your social pages, phone or WhatsApp."
    >
      <SubTable
        caption="Catalogues"
        head={['Catalogue', 'Opened', 'Downloaded']}
        rows={report.catalogues.map((c) => [c.catalogue, formatCount(c.opened), formatCount(c.downloaded)])}
        empty="No catalogue was opened in this period."
      />
      <SubTable
        caption="Products"
        head={['Product', 'Opened']}
        rows={report.products.map((p) => [p.product, formatCount(p.opened)])}
        empty="No product was opened in this period."
      />
      <SubTable
        caption="Clicks out"
        head={['To', 'Clicks']}
        rows={report.outbound.map((o) => [CHANNEL_WORDS[o.channel], formatCount(o.clicks)])}
        empty="Nobody followed a link out in this period."
      />
    </Card>
  );
}
