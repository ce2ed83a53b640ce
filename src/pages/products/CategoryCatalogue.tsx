// The selected category's PDF as a flipbook. The viewer (and pdf.js behind it) is its own chunk,
// fetched only here; a failure in it leaves the rest of the page standing.
import { lazy, Suspense } from 'react';
import { mediaUrl } from '../../api/media';
import type { ProductCategory } from '../../api/types';
import { FlipbookErrorBoundary } from '../../flipbook/FlipbookErrorBoundary';
import { FlipbookLoading } from '../../flipbook/FlipbookLoading';
import { useHydrated } from '../../ui/useHydrated';

const Flipbook = lazy(() =>
  import(/* webpackChunkName: "flipbook" */ '../../flipbook/Flipbook').then((m) => ({ default: m.Flipbook })),
);

export function CategoryCatalogue({ category }: { category: ProductCategory }) {
  const hydrated = useHydrated();
  const url = mediaUrl(category.pdf_file);
  if (!url) return null;
  const title = category.title?.trim();
  if (!hydrated) return <FlipbookLoading framed />;
  return (
    <FlipbookErrorBoundary url={url}>
      <Suspense fallback={<FlipbookLoading framed />}>
        <Flipbook key={url} url={url} label={title ? `${title} catalogue` : 'Catalogue'} />
      </Suspense>
    </FlipbookErrorBoundary>
  );
}
