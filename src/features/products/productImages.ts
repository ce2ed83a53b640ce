// A product's images: the featured one first, then the `images` list, which content stores as a
// JSON-encoded string (sometimes an actual array). Anything unreadable leaves the featured image alone.
import type { Product } from '../../api/types';

function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function parseImageList(images: unknown): string[] {
  if (Array.isArray(images)) return images.filter(isPath);
  if (!isPath(images)) return [];
  try {
    const parsed: unknown = JSON.parse(images);
    return Array.isArray(parsed) ? parsed.filter(isPath) : [];
  } catch {
    return [];
  }
}

export function productImagePaths(product: Pick<Product, 'featured_image' | 'images'>): string[] {
  const all = [product.featured_image, ...parseImageList(product.images)].filter(isPath).map((p) => p.trim());
  return [...new Set(all)];
}
