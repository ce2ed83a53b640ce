// The address of a page of the site drawn from the draft (or from a published version), as the
// server renders it, with its "Preview" bar. It opens in a tab of its own.
import { adminApiPaths } from '../../api/adminContract';
import { config } from '../../config';

export function previewUrl(page: string, version?: number): string {
  const params = new URLSearchParams({ page });
  if (version !== undefined) params.set('version', String(version));
  return `${config.apiBase}${adminApiPaths.contentPreview}?${params.toString()}`;
}
