/** Prices arrive as text ("120 AED") or numbers; show them as content gave them, or nothing. */
export function formatPrice(price: string | number | null | undefined): string | null {
  if (typeof price === 'number') return Number.isFinite(price) ? String(price) : null;
  if (typeof price === 'string' && price.trim() !== '') return price.trim();
  return null;
}
