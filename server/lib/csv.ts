// CSV as spreadsheets read it (RFC 4180: fields quoted, quotes doubled, CRLF line ends), safe against
// formula injection: a cell a visitor's text starts with =, +, -, @, a tab, a carriage return or a
// NUL would be run as a formula by Excel, LibreOffice or Google Sheets, so it starts with a ' instead,
// which they show as text (OWASP's CSV Injection guidance; ASVS 5.0 1.2.10).
//
// Spreadsheets skip leading spaces and invisible characters before they look for a formula, so the
// first character that counts is the first that is not Unicode white space (\s, U+0085, U+2028…), a
// control (Cc) or a format character (Cf: bidi controls, zero-width spaces, the byte order mark).
const FORMULA_START = /^[\s\p{Cc}\p{Cf}\p{Z}]*[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/u;
const STARTS_WITH_TAB_OR_CR = /^[\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  const safe = FORMULA_START.test(text) || STARTS_WITH_TAB_OR_CR.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

type Row = ReadonlyArray<string | number | null>;

/** Rows as CSV lines, each ended by CRLF. */
const csvLines = (rows: ReadonlyArray<Row>) => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

/** The byte order mark, so that Excel reads the document as UTF-8. */
const BOM = '\uFEFF';

/** The rows as one CSV document, with a byte order mark so that Excel reads it as UTF-8. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<Row>): string {
  return `${BOM}${csvLines([header, ...rows])}`;
}

/** The same document, a batch of rows at a time, for a stream. */
export async function* csvStream(header: readonly string[], batches: AsyncIterable<ReadonlyArray<Row>>) {
  yield `${BOM}${csvLines([header])}`;
  for await (const rows of batches) yield csvLines(rows);
}
