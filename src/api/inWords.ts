// Shared by the server's answers and the site's own messages, so both say a wait the same way.

/**
 * When something may happen again, in words: "in a minute", "in 4 minutes", and from `hoursFrom`
 * minutes on "in 5 hours" (never, unless asked).
 */
export function inWords(ms: number, { hoursFrom = Infinity }: { hoursFrom?: number } = {}): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes === 1) return 'in a minute';
  if (minutes < hoursFrom) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}
