export function ErrorPopup() {
  return null;
}
