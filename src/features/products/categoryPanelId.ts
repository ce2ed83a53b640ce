/** The id of a category's panel on the products page (its description, catalogue and products). */
export const categoryPanelId = (categoryId: number | undefined): string => `products-category-${categoryId}`;
