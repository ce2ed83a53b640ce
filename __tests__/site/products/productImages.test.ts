import { parseImageList, productImagePaths } from '../../../src/features/products/productImages';

describe('product images', () => {
  it('puts the featured image first, then the JSON-encoded list, without duplicates', () => {
    expect(
      productImagePaths({
        featured_image: 'products/a.jpg',
        images: '["products/b.jpg","products/a.jpg","products/c.jpg","products/b.jpg"]',
      }),
    ).toEqual(['products/a.jpg', 'products/b.jpg', 'products/c.jpg']);
  });

  it('keeps the featured image alone when the list is not valid JSON', () => {
    expect(productImagePaths({ featured_image: 'products/a.jpg', images: '["products/b.jpg"' })).toEqual([
      'products/a.jpg',
    ]);
    expect(productImagePaths({ featured_image: 'products/a.jpg', images: 'products/b.jpg' })).toEqual([
      'products/a.jpg',
    ]);
  });

  it('accepts an actual array', () => {
    expect(
      productImagePaths({ featured_image: 'products/a.jpg', images: ['products/b.jpg', 'products/c.jpg'] }),
    ).toEqual(['products/a.jpg', 'products/b.jpg', 'products/c.jpg']);
  });

  it('handles empty, null and odd values', () => {
    expect(productImagePaths({ featured_image: 'products/a.jpg', images: '' })).toEqual(['products/a.jpg']);
    expect(productImagePaths({ featured_image: 'products/a.jpg', images: '[]' })).toEqual(['products/a.jpg']);
    expect(productImagePaths({ featured_image: null, images: null })).toEqual([]);
    expect(productImagePaths({ featured_image: null, images: '["products/b.jpg"]' })).toEqual(['products/b.jpg']);
    expect(parseImageList('{"a":"products/b.jpg"}')).toEqual([]);
    expect(parseImageList('"products/b.jpg"')).toEqual([]);
    expect(parseImageList('[1, null, "", "products/b.jpg", {"x":1}]')).toEqual(['products/b.jpg']);
  });
});
