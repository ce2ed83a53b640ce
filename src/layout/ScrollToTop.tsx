export function ScrollToTop() {
  return null;
}
