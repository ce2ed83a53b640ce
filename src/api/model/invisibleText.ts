// Text that came from outside (an email tried at sign-in, a visitor's name and message, a file's
// name) may hold characters that show nothing themselves but change how the text around them is
// drawn: the bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C) can make
// "gro.elpmaxe@renwo · from 127.0.0.1" read as something else, and zero-width characters hide
// words or make two texts that look alike differ. The server leaves them out of what it stores
// (stripInvisible); the area shows any older text with them named (revealInvisible), inside an
// isolate (<bdi>, dir="auto"), so what an owner reads is what was sent.

/**
 * Every invisible character that is not needed to draw the text: format characters (Cf: the bidi
 * controls, zero-width spaces and joiners, the soft hyphen, tags), controls (Cc), the line and
 * paragraph separators, the characters Unicode says to draw as nothing (Default_Ignorable_Code_Point:
 * the combining grapheme joiner U+034F, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0,
 * variation selectors…) and the blank Braille pattern U+2800, which fonts draw as a space. Kept, as
 * text needs them: the joiner between two pictographs (👩‍💻), the tag letters of a subdivision flag
 * (🏴 + tags + cancel tag), the text and emoji presentation selectors after a character that has
 * both (❤️), and the ideographic variation selectors after a Han character (a name's own glyph).
 */
const INVISIBLE_CHAR =
  /(?<kept>(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|(?<=\p{Emoji})[\uFE0E\uFE0F]|(?<=\p{Script=Han})[\u{E0100}-\u{E01EF}])|[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/gu;

/** Calls `each` for every match of INVISIBLE_CHAR that is not one of the emoji sequences kept. */
const replaceInvisible = (text: string, each: (char: string) => string) =>
  text.replace(INVISIBLE_CHAR, (found: string, kept: string | undefined) => (kept ? found : each(found)));

export interface StripOptions {
  /** Keep line breaks and tabs (a message); otherwise they become spaces (a name, an email). */
  multiline?: boolean;
}

/** The text without invisible characters: what is stored of text from outside. */
export function stripInvisible(text: string, { multiline = false }: StripOptions = {}): string {
  // Line breaks as a browser sends them (CR LF) stay; any other kind becomes a plain one.
  const lines = text.replace(/\r(?!\n)|[\u2028\u2029\u0085]/g, '\n');
  return replaceInvisible(lines, (char) => {
    if (char === '\n' || char === '\t' || char === '\r') return multiline ? char : char === '\r' ? '' : ' ';
    return '';
  });
}

/** Whether the text holds any character stripInvisible would take out (line breaks and tabs aside). */
export function hasInvisible(text: string): boolean {
  return stripInvisible(text, { multiline: true }) !== text.replace(/\r(?!\n)|[\u2028\u2029\u0085]/g, '\n');
}

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The text with each invisible character named where it stands ("[U+202E]"), line breaks and tabs
 * kept: for showing text stored before it was stripped, so nothing in it acts unseen.
 */
export function revealInvisible(text: string): string {
  return replaceInvisible(text, (char) =>
    char === '\n' || char === '\t' || char === '\r' ? char : `[${codePoint(char)}]`,
  );
}
