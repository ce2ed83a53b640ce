// The category chips: toggle buttons, exactly one pressed.
import type { ProductCategory } from '../../api/types';
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
    <div className="category-filter" role="group" aria-label={label}>
      {categories.map((category, index) => (
        <button
          key={category.id}
          type="button"
          className="category-filter__chip"
          aria-pressed={category.id === selectedId}
          onClick={() => onSelect(category.id)}
        >
          {category.title?.trim() || `Collection ${index + 1}`}
        </button>
      ))}
    </div>
  );
}
