export function BookingOverlay() {
  return null;
}
