// /products: hero, category chips, the selected category's description, catalogue flipbook and products,
// and the open product's details. The address names the category and product (src/paths.ts).
import { useEffect } from 'react';
import { useGetProductsPageQuery } from '../../api/contentApi';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { PageTitleFallback } from '../../layout/PageTitleFallback';
import { Seo } from '../../layout/Seo';
import { productsPath } from '../../paths';
import {
  categorySelected,
  productClosed,
  productOpened,
  selectSelectedCategoryId,
} from '../../features/products/productsSlice';
import { HeroPicture } from '../../ui/HeroPicture';
import { plainText } from '../../ui/plainText';
import { TitledSection } from '../../ui/TitledSection';
import { CatalogueIntentContext, useCatalogueIntent } from '../../flipbook/catalogueIntent';
import { CategoryFilter } from '../../features/products/CategoryFilter';
import { CategoryPanel } from '../../features/products/CategoryPanel';
import { ProductModal } from '../../features/products/ProductModal';
import {
  selectOpenProduct,
  selectProductCategories,
  selectShownCategory,
} from '../../features/products/productSelectors';
import { useProductsAddress } from '../../features/products/useProductsAddress';
import './ProductsPage.css';

export function ProductsPage() {
  const dispatch = useAppDispatch();
  const { data } = useGetProductsPageQuery();
  const categories = useAppSelector(selectProductCategories);
  const selected = useAppSelector(selectShownCategory);
  const openProduct = useAppSelector(selectOpenProduct);
  const selectedCategoryId = useAppSelector(selectSelectedCategoryId);
  // The catalogue viewer loads once the visitor asks for a catalogue on this page, not before.
  const catalogueIntent = useCatalogueIntent();
  useProductsAddress();

  // Leaving the page must not leave its modal (and the scroll lock that comes with it) behind.
  useEffect(
    () => () => {
      dispatch(productClosed());
    },
    [dispatch],
  );

  const settings = data?.productsSettings;
  // The address names the product open: shared, it previews the product itself.
  const product = openProduct?.product;
  const seo = (
    <Seo
      page="products"
      title={product?.title?.trim() || undefined}
      description={plainText(product?.description)}
      image={product?.featured_image}
      path={productsPath(selectedCategoryId, product?.id)}
    />
  );
  if (!data || (!settings && categories.length === 0)) return seo;

  const mainTitle = settings?.main_title?.trim();
  const productsTitle = settings?.products_title?.trim();

  return (
    <div className="products-page">
      {seo}
      {!mainTitle && <PageTitleFallback page="products" />}
      {(mainTitle || settings?.main_image) && (
        <section className="products-hero page-hero">
          <div className="container products-hero__inner page-hero__inner">
            {mainTitle && <h1 className="products-hero__title">{mainTitle}</h1>}
            <HeroPicture
              block="products-hero"
              image={{ path: settings?.main_image, width: 1200, height: 900, sizes: '(min-width: 64em) 45vw, 100vw' }}
            />
          </div>
        </section>
      )}

      <TitledSection block="products-catalogue" title={productsTitle} titleId="products-title">
        {!selected && <p className="products-catalogue__empty">New products are on their way: check back soon.</p>}
        {selected && (
          <>
            <CategoryFilter
              categories={categories}
              selectedId={selected.id}
              onSelect={(id) => dispatch(categorySelected(id))}
              label={productsTitle || 'Product categories'}
            />
            <CatalogueIntentContext value={catalogueIntent}>
              {categories.map((category) => (
                <CategoryPanel
                  key={category.id}
                  category={category}
                  shown={category.id === selected.id}
                  onOpenProduct={(id) => dispatch(productOpened(id))}
                />
              ))}
            </CatalogueIntentContext>
          </>
        )}
      </TitledSection>

      <ProductModal
        product={openProduct?.product ?? null}
        categoryTitle={openProduct?.categoryTitle ?? null}
        categoryId={selectedCategoryId}
      />
    </div>
  );
}
