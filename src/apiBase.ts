// The content API's prefix, in a file of its own: the page's own script in the head counts the first
// page view with it (src/features/insights/firstView.ts) and takes nothing else of the configuration.

export function readUrlPrefix(value: string | undefined, fallback: string): string {
  const chosen = value && value.trim() !== '' ? value.trim() : fallback;
  // Accept "/api", "/api/", "https://cms.example.com/api": always drop a trailing slash.
  return chosen.replace(/\/+$/, '');
}

/** Prefix of every content API call. */
export const API_BASE = readUrlPrefix(process.env.API_BASE_URL, '/api');
