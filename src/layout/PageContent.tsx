// A content page's frame: its SEO tags always, a placeholder that holds its place while its content
// loads, then its blocks (unless the content left it empty), titled by the route's name when the
// content gives the page no title of its own.
import type { ReactNode } from 'react';
import type { NavItem } from './navItems';
import { PageTitleFallback } from './PageTitleFallback';
import { Seo } from './Seo';

export interface PageContentProps {
  /** The page: its SEO entry, its fallback title, and its block's class (`{page}`, `{page}-placeholder`). */
  page: NavItem['key'];
  loading: boolean;
  /** Nothing to show: only the SEO tags are drawn. */
  empty: boolean;
  /** Whether the content titles the page itself (else the route's name stands in). */
  titled: boolean;
  children: ReactNode;
}

export function PageContent({ page, loading, empty, titled, children }: PageContentProps) {
  return (
    <>
      <Seo page={page} />
      {loading && <div className={`${page}-placeholder`} aria-busy="true" />}
      {!loading && !empty && (
        <div className={page}>
          {!titled && <PageTitleFallback page={page} />}
          {children}
        </div>
      )}
    </>
  );
}
