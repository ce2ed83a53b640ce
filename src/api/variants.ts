// The image variants the media server makes, and so the only ones the site may ask for: a fixed set
// of widths in one format, so no one can make the server encode and store a file per query.
export const VARIANT_WIDTHS = [320, 480, 640, 800, 960, 1200, 1600] as const;

export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

export const VARIANT_FORMAT = 'webp';
