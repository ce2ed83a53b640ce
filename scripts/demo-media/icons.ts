// Small line icons stored as media (services, social channels, contact details). Drawn on simple
// grids so they stay crisp at 24–64 px.

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" fill="none">${body}</svg>\n`;

/** Service glyphs on a 64 grid, drawn with strokes in the given colour. */
const SERVICE_GLYPHS: Record<string, (c: string) => string> = {
  cut: (c) =>
    `<g stroke="${c}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><circle cx="20" cy="46" r="7"/><circle cx="44" cy="46" r="7"/><path d="M25 41 L42 12"/><path d="M39 41 L22 12"/><circle cx="32" cy="30" r="1.2" fill="${c}"/></g>`,
  hydrate: (c) =>
    `<g stroke="${c}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M32 9 C41 21 47 29 47 38 A15 15 0 0 1 17 38 C17 29 23 21 32 9 Z"/><path d="M25 39 A7 7 0 0 0 32 46"/></g>`,
  colour: (c) =>
    `<g stroke="${c}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M40 10 L50 20 L30 40 L20 30 Z"/><path d="M20 30 C14 33 13 40 10 46 C16 45 24 44 27 37"/><path d="M35 15 L45 25"/><circle cx="46" cy="46" r="5"/><circle cx="46" cy="46" r="1.2" fill="${c}"/></g>`,
  define: (c) =>
    `<g stroke="${c}" stroke-width="2.5" stroke-linecap="round"><path d="M32 32 m0 -2.5 a2.5 2.5 0 1 1 -2.5 2.5 a5 5 0 0 1 5 -5 a7.5 7.5 0 0 1 7.5 7.5 a10 10 0 0 1 -10 10 a12.5 12.5 0 0 1 -12.5 -12.5 a15 15 0 0 1 15 -15 a17.5 17.5 0 0 1 17.5 17.5"/></g>`,
  consult: (c) =>
    `<g stroke="${c}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M10 14 H42 A4 4 0 0 1 46 18 V34 A4 4 0 0 1 42 38 H24 L16 45 V38 H14 A4 4 0 0 1 10 34 V18 A4 4 0 0 1 14 14 Z"/><path d="M50 24 H52 A3 3 0 0 1 55 27 V44 A3 3 0 0 1 52 47 H50 V53 L43 47 H32 A3 3 0 0 1 29 44 V42"/><path d="M18 24 H38 M18 30 H32"/></g>`,
};

export const SERVICE_ICON_KEYS = Object.keys(SERVICE_GLYPHS);

export function serviceIcon(key: string, variant: 'default' | 'hover' | 'on-image'): string {
  const glyph = SERVICE_GLYPHS[key];
  if (!glyph) throw new Error(`no icon for ${key}`);
  if (variant === 'default') return svg(64, glyph('#2f4a3a'));
  if (variant === 'hover') return svg(64, `<circle cx="32" cy="32" r="31" fill="#f3ddd3"/>${glyph('#b4532a')}`);
  // Sits on a photo: a solid disc keeps it legible on any picture.
  return svg(64, `<circle cx="32" cy="32" r="31" fill="#b4532a"/>${glyph('#ffffff')}`);
}

const SOCIAL_GLYPHS: Record<string, (c: string) => string> = {
  instagram: (c) =>
    `<rect x="3" y="3" width="18" height="18" rx="5" stroke="${c}" stroke-width="1.8"/><circle cx="12" cy="12" r="4.2" stroke="${c}" stroke-width="1.8"/><circle cx="17.3" cy="6.7" r="1.2" fill="${c}"/>`,
  facebook: (c) =>
    `<path d="M13.5 21.5 V13.2 H16.4 L16.9 9.9 H13.5 V7.8 C13.5 6.9 13.8 6.2 15.1 6.2 H17 V3.3 C16.6 3.2 15.6 3.1 14.5 3.1 C11.9 3.1 10.2 4.7 10.2 7.5 V9.9 H7.3 V13.2 H10.2 V21.5 Z" fill="${c}"/>`,
  tiktok: (c) =>
    `<path d="M14.2 2.5 H17.3 C17.6 4.9 19 6.4 21.3 6.6 V9.7 C19.8 9.8 18.5 9.3 17.3 8.5 V15.3 C17.3 18.8 14.7 21.5 11.2 21.5 C7.8 21.5 5.2 18.9 5.2 15.6 C5.2 12 8.2 9.5 11.8 9.9 V13.1 C10 12.7 8.4 13.9 8.4 15.6 C8.4 17.1 9.6 18.3 11.1 18.3 C12.8 18.3 14.2 17.1 14.2 15 Z" fill="${c}"/>`,
  pinterest: (c) =>
    `<path d="M12 2.2 C6.6 2.2 2.2 6.6 2.2 12 C2.2 16.1 4.7 19.6 8.3 21 C8.2 20.2 8.1 19 8.3 18.2 L9.5 13.2 C9.5 13.2 9.2 12.5 9.2 11.5 C9.2 9.9 10.1 8.8 11.2 8.8 C12.2 8.8 12.6 9.5 12.6 10.4 C12.6 11.4 12 12.8 11.7 14.1 C11.4 15.2 12.2 16.1 13.3 16.1 C15.3 16.1 16.8 14 16.8 11 C16.8 8.3 14.9 6.5 12.1 6.5 C8.9 6.5 7.1 8.9 7.1 11.3 C7.1 12.3 7.5 13.3 7.9 13.8 C8 13.9 8 14 8 14.2 L7.7 15.4 C7.6 15.6 7.5 15.7 7.3 15.6 C5.9 14.9 5 12.9 5 11.3 C5 7.8 7.6 4.5 12.4 4.5 C16.3 4.5 19.3 7.3 19.3 10.9 C19.3 14.8 16.9 17.9 13.5 17.9 C12.4 17.9 11.3 17.3 10.9 16.6 L10.2 19.2 C10 20.1 9.3 21.3 8.9 22 C9.9 22.3 10.9 22.4 12 22.4 C17.4 22.4 21.8 18 21.8 12.6 C21.8 6.6 17.4 2.2 12 2.2 Z" fill="${c}"/>`,
  mail: (c) =>
    `<rect x="2.8" y="5" width="18.4" height="14" rx="2.5" stroke="${c}" stroke-width="1.8"/><path d="M3.5 6.5 L12 13 L20.5 6.5" stroke="${c}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
};

export const SOCIAL_ICON_KEYS = Object.keys(SOCIAL_GLYPHS);

/** Grey meets 4.5:1 against the cream page, for icons that carry meaning on their own. */
export function socialIcon(key: string, tone: 'white' | 'grey'): string {
  const glyph = SOCIAL_GLYPHS[key];
  if (!glyph) throw new Error(`no icon for ${key}`);
  return svg(24, glyph(tone === 'white' ? '#ffffff' : '#6b625b'));
}

const CONTACT_GLYPHS: Record<string, string> = {
  phone: `<path d="M17 8 C15 8 12 10 12 13 C12 24 24 36 35 36 C38 36 40 33 40 31 L40 28 L33 25 L29 29 C25 27 21 23 19 19 L23 15 L20 8 Z" stroke="#b4532a" stroke-width="2.4" stroke-linejoin="round"/>`,
  whatsapp: `<path d="M24 6 A18 18 0 0 0 8.5 33 L6.5 41.5 L15.2 39.5 A18 18 0 1 0 24 6 Z" stroke="#b4532a" stroke-width="2.4" stroke-linejoin="round"/><path d="M18 15 C17 15 16 16.5 16 18 C16 24 24 32 30 32 C31.5 32 33 31 33 30 L33 28 L29.5 26.5 L27.5 28.5 C25 27.5 20.5 23 19.5 20.5 L21.5 18.5 L20 15 Z" fill="#b4532a"/>`,
  location: `<path d="M24 43 C24 43 11 29.5 11 19.5 A13 13 0 0 1 37 19.5 C37 29.5 24 43 24 43 Z" stroke="#b4532a" stroke-width="2.4" stroke-linejoin="round"/><circle cx="24" cy="19.5" r="5" stroke="#b4532a" stroke-width="2.4"/>`,
};

export const CONTACT_ICON_KEYS = Object.keys(CONTACT_GLYPHS);

export function contactIcon(key: string): string {
  const glyph = CONTACT_GLYPHS[key];
  if (!glyph) throw new Error(`no icon for ${key}`);
  return svg(48, glyph);
}
