// A page whose content gives it no title still has its one first-level heading, for visitors who
// move through a page by its headings: the page's menu name, read by screen readers, not shown.
import { useHeaderNavItems, type NavItem } from './navItems';

export function PageTitleFallback({ page }: { page: NavItem['key'] | 'products' }) {
  const items = useHeaderNavItems();
  const label = items.find((item) => item.key === page)?.label ?? 'Products';
  return <h1 className="visually-hidden">{label}</h1>;
}
