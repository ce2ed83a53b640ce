// /products: hero, category chips, the selected category's description, catalogue flipbook and products.
import { useEffect } from 'react';
import { useGetProductsPageQuery } from '../../api/contentApi';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { PageTitleFallback } from '../../layout/PageTitleFallback';
import { Seo } from '../../layout/Seo';
import { categorySelected, productClosed, productOpened } from '../../state/uiSlice';
import { MediaFrame } from '../../ui/MediaFrame';
import { RichText } from '../../ui/RichText';
import { CategoryCatalogue } from './CategoryCatalogue';
import { CategoryFilter } from './CategoryFilter';
import { ProductCard } from './ProductCard';
import { ProductModal } from './ProductModal';
import {
  selectOpenProduct,
  selectProductCategories,
  selectShownCategory,
  selectShownProducts,
} from './productSelectors';
import './ProductsPage.css';

export function ProductsPage() {
  const dispatch = useAppDispatch();
  const { data } = useGetProductsPageQuery();
  const categories = useAppSelector(selectProductCategories);
  const selected = useAppSelector(selectShownCategory);
  const products = useAppSelector(selectShownProducts);
  const openProduct = useAppSelector(selectOpenProduct);

  // Leaving the page must not leave its modal (and the scroll lock that comes with it) behind.
  useEffect(
    () => () => {
      dispatch(productClosed());
    },
    [dispatch],
  );

  const settings = data?.productsSettings;
  if (!data || (!settings && categories.length === 0)) return <Seo page="products" />;

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

      <ProductModal product={openProduct?.product ?? null} categoryTitle={openProduct?.categoryTitle ?? null} />
    </div>
  );
}
