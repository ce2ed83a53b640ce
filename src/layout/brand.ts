// The brand's name as its logo spells it: part of the identity, like the curl mark, not page content.
export const brand = {
  name: 'CurlCraft',
  tagline: 'Studio',
  fullName: 'CurlCraft Studio',
} as const;
