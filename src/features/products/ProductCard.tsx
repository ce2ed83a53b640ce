// One product in the grid; the whole card opens the product's details: a link to the products page
// with the product open, which the server renders as it is, and the app answers in place.
import type { Product } from '../../api/types';
import { productsPath } from '../../paths';
import { answeredInPage } from '../../ui/inPageLink';
import { Picture } from '../../ui/Picture';
import { formatPrice } from './formatPrice';
import './ProductCard.css';

export interface ProductCardProps {
  product: Product;
  /** The category the card is shown in, which its address names. */
  categoryId: number;
  onOpen: (id: number) => void;
}

export function ProductCard({ product, categoryId, onOpen }: ProductCardProps) {
  const title = product.title?.trim();
  const price = formatPrice(product.price);
  return (
    <li className="product-card hover-lift">
      <div className="product-card__media">
        {product.featured_image ? (
          <Picture
            path={product.featured_image}
            alt=""
            width={640}
            height={800}
            sizes="(min-width: 64em) 22vw, (min-width: 40em) 45vw, 90vw"
            className="product-card__image fill-image"
          />
        ) : (
          <span className="product-card__no-image" aria-hidden="true" />
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title">
          <a
            href={productsPath(categoryId, product.id)}
            className="product-card__button"
            aria-haspopup="dialog"
            onClick={answeredInPage(() => onOpen(product.id))}
          >
            {title || 'View product'}
          </a>
        </h3>
        {price && <p className="product-card__price">{price}</p>}
      </div>
    </li>
  );
}
