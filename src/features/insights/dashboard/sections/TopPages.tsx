// The website's pages that visitors looked at, most viewed first.
import { formatCount, pageWords } from '../figures';
import { TableCard } from './TableCard';
import type { SectionProps } from './sectionProps';

export function TopPages({ report }: SectionProps) {
  return (
    <TableCard
      title="Pages people looked at"
      about="The website’s pages, most viewed first."
      caption="Pages, most viewed first"
      head={['Page', 'Views', 'Visitors']}
      rows={report.topPages.map((page) => [pageWords(page.path), formatCount(page.views), formatCount(page.visitors)])}
      empty="No pages were viewed in this period."
    />
  );
}
