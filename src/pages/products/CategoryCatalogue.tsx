// The selected category's PDF as a flipbook. The viewer (and pdf.js behind it) is its own chunk,
// fetched only here, as the catalogue comes near the viewport; a failure in it leaves the rest of
// the page standing.
import { lazy, Suspense, useState } from 'react';
import { mediaUrl } from '../../api/media';
import type { ProductCategory } from '../../api/types';
import { FlipbookErrorBoundary } from '../../flipbook/FlipbookErrorBoundary';
import { FlipbookLoading } from '../../flipbook/FlipbookLoading';
import { useNearViewport } from '../../ui/useNearViewport';

const Flipbook = lazy(() =>
  import(/* webpackChunkName: "flipbook" */ '../../flipbook/Flipbook').then((m) => ({ default: m.Flipbook })),
);

export function CategoryCatalogue({ category }: { category: ProductCategory }) {
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  // pdf.js and the book are heavy: fetched and run only as the catalogue comes near the viewport
  // (never in the server's render, nor before the page is hydrated).
  const near = useNearViewport(placeholder);
  const url = mediaUrl(category.pdf_file);
  if (!url) return null;
  const title = category.title?.trim();
  if (!near) return <FlipbookLoading framed ref={setPlaceholder} />;
  return (
    <FlipbookErrorBoundary url={url}>
      <Suspense fallback={<FlipbookLoading framed />}>
        <Flipbook key={url} url={url} label={title ? `${title} catalogue` : 'Catalogue'} />
      </Suspense>
    </FlipbookErrorBoundary>
  );
}
