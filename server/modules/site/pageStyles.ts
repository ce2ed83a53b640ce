// The first view's styles written into the page itself, so that a page paints from its HTML alone:
// linked, each stylesheet cost a round trip before the first paint (on a slow phone network, half a
// second or more). The site's styles are small (under 10 KB compressed for any page: the base, the
// app's frame and the page's own), so each page carries all of its styles rather than a critical
// subset; nothing is left to load later, so nothing is restyled as it arrives.
import fs from 'node:fs';
import path from 'node:path';

/** A stylesheet link the build writes into the HTML, for a file of its own under /static/. */
const BUILD_STYLESHEET = /<link\b(?=[^>]*\brel="?stylesheet"?)[^>]*\bhref="?\/(static\/[\w./-]+\.css)"?[^>]*>/g;

/** The build's stylesheet links in `html`, and the HTML without them. */
export function takeStylesheetLinks(html: string): { files: string[]; html: string } {
  const files: string[] = [];
  const rest = html.replace(BUILD_STYLESHEET, (_link, file: string) => {
    files.push(file);
    return '';
  });
  return { files, html: rest };
}

/** Each file's text, by its path and version, read once per build. */
const texts = new Map<string, { stamp: string; text: string | null }>();

async function readStylesheet(distDir: string, file: string): Promise<string | null> {
  const absolute = path.join(distDir, file);
  const stat = await fs.promises.stat(absolute).catch(() => null);
  const stamp = stat?.isFile() ? `${stat.mtimeMs}:${stat.size}` : '-';
  const known = texts.get(absolute);
  if (known?.stamp === stamp) return known.text;
  const text = stamp === '-' ? null : await fs.promises.readFile(absolute, 'utf8').catch(() => null);
  texts.set(absolute, { stamp, text });
  return text;
}

/**
 * The stylesheets as style elements, in their order. Each names its file in data-href, where the
 * app's chunk loader looks before it links a stylesheet: a page's styles are never fetched again.
 * A file that cannot be read is linked instead.
 */
export async function inlineStylesheets(distDir: string, files: readonly string[]): Promise<string> {
  const elements = await Promise.all(
    files.map(async (file) => {
      const text = await readStylesheet(distDir, file);
      if (text === null) return `<link rel="stylesheet" href="/${file}">`;
      const css = text
        // A style element ends at the first "</style", whatever CSS syntax it sits in.
        .replace(/<\/(style)/gi, '<\\/$1')
        // The source map sits beside the file, not beside the page.
        .replace(/\/\*# sourceMappingURL=([\w.-]+)\s*\*\//, (_comment, map: string) => {
          return `/*# sourceMappingURL=/${path.posix.dirname(file)}/${map}*/`;
        });
      return `<style data-href="/${file}">${css}</style>`;
    }),
  );
  return elements.join('');
}
