// One category of the catalogue: its description, its catalogue and its products. Every category's
// panel is drawn, the shown one visible, so that choosing another shows it at once, before the app
// runs too (src/boot/earlyTaps.ts).
import type { ProductCategory } from '../../api/types';
import { hasNumericId } from '../../api/dropNullItems';
import { RichText } from '../../ui/RichText';
import { CategoryCatalogue } from './CategoryCatalogue';
import { categoryPanelId } from './categoryPanelId';
import { ProductCard } from './ProductCard';

export interface CategoryPanelProps {
  category: ProductCategory;
  shown: boolean;
  onOpenProduct: (id: number) => void;
}

export function CategoryPanel({ category, shown, onOpenProduct }: CategoryPanelProps) {
  const title = category.title?.trim();
  const products = (category.products ?? []).filter(hasNumericId);
  return (
    <div className="products-category" id={categoryPanelId(category.id)} hidden={!shown}>
      {(title || category.description) && (
        <header className="products-category__intro">
          {title && <h3 className="products-category__title">{title}</h3>}
          <RichText html={category.description} className="products-category__description" />
        </header>
      )}

      {/* The visit counter names a download from here by the category's name. */}
      <div className="products-category__catalogue" data-catalogue={title || undefined}>
        <CategoryCatalogue category={category} shown={shown} />
      </div>

      {products.length > 0 && (
        <ul className="products-grid plain-list" aria-label={title ? `${title} products` : 'Products'}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} categoryId={category.id} onOpen={onOpenProduct} />
          ))}
        </ul>
      )}
    </div>
  );
}
