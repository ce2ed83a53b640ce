// What each kind of field accepts, as plain checks shared by the model's validation (./schema.ts)
// and the server's code that puts content into headers. Strict on purpose: content ends up in
// attributes, headers and share previews, and one odd character must not reach any of them.

/** The file endings each kind of media accepts. */
export const MEDIA_EXTENSIONS = {
  image: ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'svg'],
  video: ['mp4', 'webm'],
  pdf: ['pdf'],
} as const;

export type MediaKind = keyof typeof MEDIA_EXTENSIONS;

/** A folder or file name: letters, digits, dots, dashes and underscores, never starting with a dot. */
const PATH_SEGMENT = /^[\p{L}\p{N}_-][\p{L}\p{N}._-]*$/u;

/**
 * Why a value is not a stored path of this kind ("home/banner.jpg"), or null when it is one. A
 * stored path names a file inside the media storage and nothing else: no scheme (so no `data:` or
 * `javascript:`), no host, no query, no way out of the folder, no space or comma (srcset splits on them).
 */
export function storedPathProblem(kind: MediaKind, value: string): string | null {
  const extensions: readonly string[] = MEDIA_EXTENSIONS[kind];
  const example = `such as "folder/name.${extensions[0] ?? ''}"`;
  if (value.length > 300) return 'Use a shorter file name (at most 300 characters).';
  if (!value.split('/').every((segment) => PATH_SEGMENT.test(segment))) {
    return `Choose a file of the media storage, ${example}: letters, digits, dots, dashes and underscores, folders separated by "/", not a web address.`;
  }
  const extension = /\.(\w+)$/.exec(value)?.[1]?.toLowerCase() ?? '';
  if (!extensions.includes(extension))
    return `Choose a ${kind === 'pdf' ? 'PDF' : kind} file (${extensions.join(', ')}).`;
  return null;
}

/** A host name with at least one dot and a top-level domain that starts with a letter. */
const HOST = '(?:[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?\\.)+[a-z](?:[a-z\\d-]{0,61}[a-z\\d])?';
/** What may follow the host: nothing a header or an attribute could misread. */
const REST = '[^\\s"<>\\\\^`{|}\\u0000-\\u001f\\u007f]*';
const WEB_ADDRESS = new RegExp(`^(https?)://(${HOST})(?::(\\d{1,5}))?(?:[/?#]${REST})?$`, 'i');
const LOCAL_PATH = new RegExp(`^/(?!/)${REST}$`);

export interface WebAddressOptions {
  /** Plain http too (https only otherwise). */
  http?: boolean;
  /** A path on the site's own origin ("/storage/…") too. */
  local?: boolean;
}

/**
 * Why a value is not a web address as these options allow, or null when it is one: a scheme, a host
 * name (no user name, no address that is only digits), an optional port, and then only a path,
 * query or fragment. "https://maps.example;sandbox" is refused: the host ends at the first
 * character that cannot be part of one, and only "/", "?", "#" or ":port" may come next.
 */
export function webAddressProblem(value: string, options: WebAddressOptions = {}): string | null {
  const expected = options.http ? 'http:// or https://' : 'https://';
  if (value.length > 2000) return 'Use a shorter address (at most 2000 characters).';
  if (options.local && LOCAL_PATH.test(value)) return null;
  const parts = addressParts(value);
  if (!parts) {
    return `Enter a full web address starting with ${expected} and a host name, such as https://www.example.com/page (no spaces).`;
  }
  if (parts.scheme === 'http' && !options.http) return 'Use a secure address, starting with https://.';
  if (parts.port !== undefined && Number(parts.port) > 65535)
    return 'The port after the host name is not a valid number.';
  return null;
}

function addressParts(value: string): { scheme: string; host: string; port: string | undefined } | null {
  const [, scheme, host, port] = WEB_ADDRESS.exec(value) ?? [];
  return scheme && host ? { scheme: scheme.toLowerCase(), host: host.toLowerCase(), port } : null;
}

/** The origin of a web address that passes webAddressProblem (http allowed), lower-cased: safe to name in a header. */
export function originOf(value: string): string | null {
  const parts = webAddressProblem(value, { http: true }) === null ? addressParts(value) : null;
  return parts && `${parts.scheme}://${parts.host}${parts.port === undefined ? '' : `:${parts.port}`}`;
}

/**
 * An address as people really type it: something@domain.tld, no spaces, one @. Deliberately not
 * the full RFC grammar, which accepts addresses no mail provider hands out.
 */
const EMAIL = /^[^\s@"<>()[\],;:\\]+@[^\s@"<>()[\],;:\\]+\.[^\s@"<>()[\],;:\\.]{2,}$/;

/**
 * Characters that show nothing, or nothing like themselves: format characters such as the zero-width
 * space and joiners and the bidi controls (Unicode's Cf), controls, line and paragraph separators,
 * the Hangul fillers and the braille blank, and variation selectors. In an address they make two
 * that look the same differ, or hide where one really goes.
 */
export const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\p{Variation_Selector}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** An address as people really type it, with nothing invisible in it. */
export function isValidEmail(s: string): boolean {
  return EMAIL.test(s) && !s.includes('..') && !INVISIBLE.test(s);
}

/** Half of a UTF-16 pair without its other half: no character at all, and not storable as UTF-8. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why text cannot be stored and read back as it was written (a NUL, a broken pair), or null. */
export function textProblem(value: string): string | null {
  if (value.includes('\0')) return 'Remove the NUL character (an invisible control character).';
  if (LONE_SURROGATE.test(value)) return 'Remove the broken character (half of an emoji or symbol).';
  return null;
}

/** The start of a tag: "<b", "</p", "<!--", "<?xml". */
const MARKUP = /<[a-z!/?]/i;

/**
 * Why a plain text field cannot hold a value, or null: as textProblem, and no markup. The site shows
 * plain text as typed, so a tag in it was never meant (and a script never gets in, whatever a
 * client sends to the editor's endpoint).
 */
export function plainTextProblem(value: string): string | null {
  if (MARKUP.test(value)) return 'Write plain text here, without tags such as <b> or <script>.';
  return textProblem(value);
}
