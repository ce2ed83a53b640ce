// The product's images: one large, the rest as a thumbnail strip (3 to 5 across, by the space there is).
// Which one is large is store state, so that a replay shows the same image.
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { productImageShown, selectProductImageIndex } from './productsSlice';
import { Picture } from '../../ui/Picture';
import './ProductGallery.css';

export interface ProductGalleryProps {
  paths: string[];
  title: string;
}

export function ProductGallery({ paths, title }: ProductGalleryProps) {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectProductImageIndex);
  const count = paths.length;
  if (count === 0) {
    return (
      <div className="product-gallery">
        <div className="product-gallery__main product-gallery__main--empty" aria-hidden="true" />
      </div>
    );
  }
  const shown = Math.min(active, count - 1);
  const altOf = (i: number) => (count > 1 ? `${title}, image ${i + 1} of ${count}` : title);
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <Picture
          key={paths[shown]}
          path={paths[shown]}
          alt={altOf(shown)}
          width={960}
          height={960}
          sizes="(min-width: 56em) 28rem, 90vw"
          priority
          className="product-gallery__image"
        />
      </div>
      {count > 1 && (
        <ul className="product-gallery__thumbs" aria-label="Product images">
          {paths.map((path, i) => (
            <li key={path}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-pressed={i === shown}
                onClick={() => dispatch(productImageShown(i))}
              >
                <Picture
                  path={path}
                  alt=""
                  width={160}
                  height={160}
                  sizes="6rem"
                  className="product-gallery__thumb-image"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
