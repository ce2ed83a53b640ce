// The printed-catalogue look for each product category: a cover, one page per product and a back
// page with the studio's details, A5. Headings are rendered in the brand serif as images (pdf-lib's
// built-in fonts have no Fraunces); body text stays real, selectable text.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import sharp from 'sharp';
import { escapeXml, P, SERIF, spiralPath } from './art';

const A5: [number, number] = [419.53, 595.28];

function colour(hex: string): RGB {
  const v = parseInt(hex.slice(1), 16);
  return rgb(((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255);
}

export function htmlToText(html: string): string {
  return html
    .replace(/<li>/g, '• ')
    .replace(/<\/(p|li|ul)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A line of serif type as a transparent PNG at 4x, so it prints sharp. */
async function serifLine(
  text: string,
  sizePt: number,
  hex: string,
  italic = false,
): Promise<{ png: Buffer; w: number; h: number }> {
  const scale = 4;
  const fontSize = sizePt * scale;
  const approxWidth = Math.ceil(text.length * fontSize * 0.62 + fontSize);
  const height = Math.ceil(fontSize * 1.35);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${approxWidth}" height="${height}"><text x="0" y="${fontSize * 1.02}" font-family="${SERIF}" font-style="${italic ? 'italic' : 'normal'}" font-size="${fontSize}" fill="${hex}">${escapeXml(text)}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .trim({ threshold: 0 })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer({ resolveWithObject: true });
  return { png: data, w: info.width / scale, h: info.height / scale };
}

export interface CatalogueProduct {
  title: string;
  price: string;
  size: string;
  description: string;
  features: Array<{ title: string; content: string }>;
  image: Buffer;
}

export interface Catalogue {
  category: string;
  intro: string;
  theme: string;
  cover: Buffer;
  products: CatalogueProduct[];
}

export async function buildCatalogue(c: Catalogue): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`CurlCraft Care: the ${c.category} collection`);
  doc.setAuthor('CurlCraft Studio');
  doc.setSubject(`Product catalogue: ${c.category}`);
  doc.setCreator('CurlCraft Studio demo content');
  doc.setProducer('pdf-lib');
  // A fixed date keeps regenerated files identical when nothing changed.
  const fixed = new Date('2026-01-15T09:00:00Z');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);

  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const sansBold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [W, H] = A5;
  const theme = colour(c.theme);
  const cream = colour(P.cream);
  const brown = colour(P.brown);
  const cocoa = colour(P.cocoa);
  const terracotta = colour(P.terracotta);
  const pageCount = c.products.length + 2;

  const spaced = (page: PDFPage, text: string, x: number, y: number, size: number, col: RGB, font = sansBold) => {
    let cursor = x;
    for (const ch of text) {
      page.drawText(ch, { x: cursor, y, size, font, color: col });
      cursor += font.widthOfTextAtSize(ch, size) + size * 0.32;
    }
  };

  const footer = (page: PDFPage, index: number, col: RGB) => {
    spaced(page, 'CURLCRAFT CARE', 32, 26, 6.5, col);
    const label = `${index} / ${pageCount}`;
    page.drawText(label, { x: W - 32 - sans.widthOfTextAtSize(label, 7), y: 26, size: 7, font: sans, color: col });
  };

  // Cover.
  {
    const page = doc.addPage(A5);
    page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: theme });
    const art = await doc.embedJpg(c.cover);
    const side = W - 64;
    page.drawImage(art, { x: 32, y: H - 60 - side, width: side, height: side });
    spaced(page, 'CURLCRAFT CARE', 32, H - 44, 8, cream);
    const title = await serifLine(`The ${c.category}`, 34, P.cream);
    const titleImg = await doc.embedPng(title.png);
    page.drawImage(titleImg, { x: 32, y: H - 60 - side - 30 - title.h, width: title.w, height: title.h });
    const sub = await serifLine('collection', 22, P.sand, true);
    const subImg = await doc.embedPng(sub.png);
    page.drawImage(subImg, { x: 32, y: H - 60 - side - 38 - title.h - sub.h, width: sub.w, height: sub.h });
    let y = H - 60 - side - 70 - title.h - sub.h;
    // Narrower than the page, leaving the corner to the spiral.
    for (const line of wrap(htmlToText(c.intro), sans, 9.5, W - 130)) {
      page.drawText(line, { x: 32, y, size: 9.5, font: sans, color: cream, lineHeight: 13 });
      y -= 13.5;
    }
    page.drawSvgPath(spiralPath(0, 0, 26, 2.6, 0.4, 0.1, 36), {
      x: W - 66,
      y: 70,
      borderColor: cream,
      borderWidth: 1.6,
      borderOpacity: 0.8,
    });
    footer(page, 1, cream);
  }

  // One page per product.
  let index = 2;
  for (const product of c.products) {
    const page = doc.addPage(A5);
    page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: cream });
    page.drawRectangle({ x: 0, y: H - 8, width: W, height: 8, color: theme });
    const img = await doc.embedJpg(product.image);
    const side = 230;
    page.drawImage(img, { x: (W - side) / 2, y: H - 36 - side, width: side, height: side });
    let y = H - 36 - side - 26;
    spaced(page, c.category.toUpperCase(), 32, y, 7, terracotta);
    y -= 8;
    const title = await serifLine(product.title, 21, P.brown);
    const titleImg = await doc.embedPng(title.png);
    const titleW = Math.min(title.w, W - 64);
    const titleH = (title.h * titleW) / title.w;
    page.drawImage(titleImg, { x: 32, y: y - titleH, width: titleW, height: titleH });
    y -= titleH + 16;
    const meta = `${product.price}   ·   ${product.size}`;
    page.drawText(meta, { x: 32, y, size: 9, font: sansBold, color: cocoa });
    y -= 18;
    for (const line of wrap(htmlToText(product.description), sans, 9, W - 64)) {
      page.drawText(line, { x: 32, y, size: 9, font: sans, color: brown });
      y -= 12.5;
    }
    y -= 6;
    page.drawLine({ start: { x: 32, y }, end: { x: 92, y }, thickness: 1, color: terracotta });
    y -= 16;
    for (const feature of product.features) {
      if (y < 70) break;
      page.drawText(feature.title, { x: 32, y, size: 8.5, font: sansBold, color: colour(P.forest) });
      y -= 12;
      for (const line of wrap(htmlToText(feature.content), sans, 8.5, W - 64)) {
        if (y < 56) break;
        page.drawText(line, { x: 32, y, size: 8.5, font: sans, color: brown });
        y -= 11.5;
      }
      y -= 7;
    }
    footer(page, index, cocoa);
    index += 1;
  }

  // Back page: where to find us.
  {
    const page = doc.addPage(A5);
    page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: colour(P.sandLight) });
    page.drawSvgPath(spiralPath(0, 0, 70, 3.2, 0, 0.06, 40), {
      x: W / 2,
      y: H - 170,
      borderColor: theme,
      borderWidth: 2.4,
    });
    const heading = await serifLine('Find your routine with us', 22, P.brown);
    const headingImg = await doc.embedPng(heading.png);
    page.drawImage(headingImg, { x: (W - heading.w) / 2, y: H - 300, width: heading.w, height: heading.h });
    const lines = [
      'Every product in this collection is used in our chairs every day.',
      'Ask your stylist which ones suit your curls, or book a consultation.',
      '',
      'CurlCraft Studio',
      '24 SW Alder Street, Portland, OR 97204',
      '+1 (503) 555-0142  ·  hello@curlcraft.example',
      'Tuesday to Saturday, 9 am to 7 pm',
    ];
    let y = H - 340;
    for (const line of lines) {
      const font = line === 'CurlCraft Studio' ? sansBold : sans;
      const width = font.widthOfTextAtSize(line, 9.5);
      page.drawText(line, { x: (W - width) / 2, y, size: 9.5, font, color: brown });
      y -= 15;
    }
    footer(page, pageCount, cocoa);
  }

  return doc.save({ useObjectStreams: true });
}
