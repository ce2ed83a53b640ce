// A product's details over the page: images, category, title, price, size, description and features.
// Its address is the products page with the product open, which the server renders open; closing it
// is a link back to the page without it, which the app answers in place.
import { hasNumericId } from '../../api/dropNullItems';
import { useId } from 'react';
import type { Product } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { productsPath } from '../../paths';
import { featureToggled, productClosed, selectOpenFeatureId } from './productsSlice';
import { Accordion } from '../../ui/Accordion';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { answeredInPage } from '../../ui/inPageLink';
import { RichText } from '../../ui/RichText';
import { formatPrice } from './formatPrice';
import { ProductGallery } from './ProductGallery';
import { productImagePaths } from './productImages';
import './ProductModal.css';

export interface ProductModalProps {
  /** The open product, or null when the modal is closed. */
  product: Product | null;
  categoryTitle?: string | null;
  /** The category the address names (null: the first), where closing it leads. */
  categoryId: number | null;
}

export function ProductModal({ product, categoryTitle, categoryId }: ProductModalProps) {
  const dispatch = useAppDispatch();
  const title = product?.title?.trim();
  const titleId = useId();
  const closeHref = productsPath(categoryId);
  const close = answeredInPage(() => dispatch(productClosed()));
  return (
    <Dialog
      open={product !== null}
      onClose={() => dispatch(productClosed())}
      labelledBy={title ? titleId : undefined}
      label={title ? undefined : 'Product details'}
      className="product-modal"
    >
      {product && (
        <>
          {/* Outside the box: where a click closes the details when the server drew them open, without the app. */}
          <a className="product-modal__backdrop" href={closeHref} tabIndex={-1} aria-hidden="true" onClick={close} />
          <ProductDetails
            key={product.id}
            product={product}
            categoryTitle={categoryTitle}
            titleId={titleId}
            closeHref={closeHref}
          />
        </>
      )}
    </Dialog>
  );
}

function ProductDetails({
  product,
  categoryTitle,
  titleId,
  closeHref,
}: {
  product: Product;
  categoryTitle?: string | null;
  titleId: string;
  closeHref: string;
}) {
  const dispatch = useAppDispatch();
  const openFeatureId = useAppSelector(selectOpenFeatureId);
  const title = product.title?.trim() ?? '';
  const price = formatPrice(product.price);
  const size = product.size?.trim();
  const features = (product.product_features ?? []).filter((feature) => hasNumericId(feature));

  return (
    <div className="product-modal__box">
      <a
        href={closeHref}
        className="product-modal__close"
        aria-label="Close"
        onClick={answeredInPage(() => dispatch(productClosed()))}
      >
        <Icon name="close" size={22} />
      </a>

      <div className="product-modal__layout">
        <ProductGallery paths={productImagePaths(product)} title={title || 'Product'} />

        <div className="product-modal__info">
          {categoryTitle?.trim() && <p className="eyebrow product-modal__category">{categoryTitle.trim()}</p>}
          {title && (
            <h2 id={titleId} className="product-modal__title">
              {title}
            </h2>
          )}
          {(price || size) && (
            <p className="product-modal__facts">
              {price && <span className="product-modal__price">{price}</span>}
              {size && <span className="product-modal__size">{size}</span>}
            </p>
          )}
          <RichText html={product.description} className="product-modal__description" />
          {features.length > 0 && (
            <Accordion
              className="product-modal__features"
              headingLevel={3}
              openId={openFeatureId}
              onToggle={(id) => dispatch(featureToggled(Number(id)))}
              items={features.map((feature) => ({
                id: feature.id,
                title: feature.title?.trim() || 'Details',
                content: <RichText html={feature.content} />,
              }))}
            />
          )}
        </div>
      </div>
    </div>
  );
}
