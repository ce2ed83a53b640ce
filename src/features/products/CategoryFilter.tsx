// The category chips: links to the products page with each category shown, the shown one current.
// The app answers them in place; before it runs, the entry does (the category's panel is on the page,
// src/boot/earlyTaps.ts); without scripts, they load the page with that category.
import type { ProductCategory } from '../../api/types';
import { productsPath } from '../../paths';
import { answeredInPage, SHOWS_ATTRIBUTE } from '../../ui/inPageLink';
import { categoryPanelId } from './categoryPanelId';
import './CategoryFilter.css';

export interface CategoryFilterProps {
  categories: ProductCategory[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  label: string;
}

export function CategoryFilter({ categories, selectedId, onSelect, label }: CategoryFilterProps) {
  if (categories.length < 2) return null;
  return (
    <nav className="category-filter" aria-label={label}>
      {categories.map((category, index) => (
        <a
          key={category.id}
          href={productsPath(category.id)}
          className="category-filter__chip"
          aria-current={category.id === selectedId ? 'true' : undefined}
          {...{ [SHOWS_ATTRIBUTE]: categoryPanelId(category.id) }}
          onClick={answeredInPage(() => onSelect(category.id))}
        >
          {category.title?.trim() || `Collection ${index + 1}`}
        </a>
      ))}
    </nav>
  );
}
