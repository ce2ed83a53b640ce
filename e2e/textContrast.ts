// The contrast of a text against what is really behind it, for backgrounds axe-core cannot judge
// (a gradient, an image): the element is drawn without its text, every pixel of that background is
// read, and the lowest ratio of the text's colour to any of them is the text's contrast (WCAG 2.x).
import type { Locator } from '@playwright/test';
import sharp from 'sharp';

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The lowest contrast of the element's text colour against the background drawn behind it. */
export async function lowestTextContrast(element: Locator): Promise<number> {
  const color = await element.evaluate((node) => getComputedStyle(node).color);
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  await element.evaluate((node: HTMLElement) => node.style.setProperty('color', 'transparent', 'important'));
  const shot = await element.screenshot({ animations: 'disabled' });
  await element.evaluate((node: HTMLElement) => node.style.removeProperty('color'));
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < data.length; i += info.channels) {
    lowest = Math.min(lowest, contrastRatio([r, g, b], [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]));
  }
  return lowest;
}
