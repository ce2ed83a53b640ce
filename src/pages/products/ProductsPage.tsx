// /products: hero, category chips, the selected category's description, catalogue flipbook and products.
import { useEffect } from 'react';
import { useGetProductsPageQuery } from '../../api/contentApi';
import type { Product, ProductCategory } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitleFallback } from '../../layout/PageTitleFallback';
import { Seo } from '../../layout/Seo';
import {
  categorySelected,
  productClosed,
  productOpened,
  selectSelectedCategoryId,
  selectSelectedProductId,
} from '../../state/uiSlice';
import { MediaFrame } from '../../ui/MediaFrame';
import { RichText } from '../../ui/RichText';
import { CategoryCatalogue } from './CategoryCatalogue';
import { CategoryFilter } from './CategoryFilter';
import { ProductCard } from './ProductCard';
import { ProductModal } from './ProductModal';
import './ProductsPage.css';

function validCategories(categories: ProductCategory[] | null | undefined): ProductCategory[] {
  return (categories ?? []).filter((c) => typeof c.id === 'number');
}

function validProducts(products: Product[] | null | undefined): Product[] {
  return (products ?? []).filter((p) => typeof p.id === 'number');
}

export function ProductsPage() {
  const dispatch = useAppDispatch();
  const { data } = useGetProductsPageQuery();
  const selectedCategoryId = useAppSelector(selectSelectedCategoryId);
  const selectedProductId = useAppSelector(selectSelectedProductId);

  // Leaving the page must not leave its modal (and the scroll lock that comes with it) behind.
  useEffect(
    () => () => {
      dispatch(productClosed());
    },
    [dispatch],
  );

  const settings = data?.productsSettings;
  const categories = validCategories(data?.products);
  if (!data || (!settings && categories.length === 0)) return <Seo page="products" />;

  const selected = categories.find((c) => c.id === selectedCategoryId) ?? categories[0];
  const products = validProducts(selected?.products);
  const openProduct =
    selectedProductId === null
      ? null
      : (products.find((p) => p.id === selectedProductId) ??
        categories.flatMap((c) => validProducts(c.products)).find((p) => p.id === selectedProductId) ??
        null);
  const mainTitle = settings?.main_title?.trim();
  const productsTitle = settings?.products_title?.trim();
  const selectedTitle = selected?.title?.trim();

  return (
    <div className="products-page">
      <Seo page="products" />
      {!mainTitle && <PageTitleFallback page="products" />}
      {(mainTitle || settings?.main_image) && (
        <section className="products-hero">
          <div className="container products-hero__inner">
            {mainTitle && <h1 className="products-hero__title">{mainTitle}</h1>}
            {settings?.main_image && (
              <MediaFrame
                className="products-hero__media"
                imageClassName="products-hero__image"
                image={{
                  path: settings.main_image,
                  width: 1200,
                  height: 900,
                  sizes: '(min-width: 64em) 45vw, 100vw',
                  priority: true,
                }}
              />
            )}
          </div>
        </section>
      )}

      <section className="products-catalogue section" aria-labelledby={productsTitle ? 'products-title' : undefined}>
        <div className="container">
          {productsTitle && (
            <h2 id="products-title" className="products-catalogue__title">
              {productsTitle}
            </h2>
          )}
          {!selected && <p className="products-catalogue__empty">New products are on their way: check back soon.</p>}
          {selected && (
            <>
              <CategoryFilter
                categories={categories}
                selectedId={selected.id}
                onSelect={(id) => dispatch(categorySelected(id))}
                label={productsTitle || 'Product categories'}
              />

              <div className="products-category" key={selected.id}>
                {(selectedTitle || selected.description) && (
                  <header className="products-category__intro">
                    {selectedTitle && <h3 className="products-category__title">{selectedTitle}</h3>}
                    <RichText html={selected.description} className="products-category__description" />
                  </header>
                )}

                <div className="products-category__catalogue">
                  <CategoryCatalogue category={selected} />
                </div>

                {products.length > 0 && (
                  <ul className="products-grid" aria-label={selectedTitle ? `${selectedTitle} products` : 'Products'}>
                    {products.map((product) => (
                      <ProductCard key={product.id} product={product} onOpen={(id) => dispatch(productOpened(id))} />
                    ))}
                  </ul>
                )}
              </div>
            </>
          )}
        </div>
      </section>

      <ProductModal
        product={openProduct}
        categoryTitle={
          openProduct
            ? (categories.find((c) => validProducts(c.products).some((p) => p.id === openProduct.id))?.title ?? null)
            : null
        }
      />
    </div>
  );
}
