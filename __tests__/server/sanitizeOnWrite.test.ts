// HTML from content is sanitised when it is written (the seed, an import, a publish, a draft), with
// sanitize-html to the site's own allowlist, so the server render can use it as it is; every field
// of the model that holds rich text is, and no other field is touched.
import fs from 'node:fs';
import path from 'node:path';
import { contentModel } from '../../src/api/model';
import type { Field } from '../../src/api/model/kinds';
import { exportContent, publishContent } from '../../server/modules/content/store';
import { openDatabase } from '../../server/db/database';
import { pageRendererAt } from '../../server/modules/site/pageRenderer';
import { demoContent, tempFolderEachTest } from '../support/tempDatabase';

const hostile =
  '<p>Kept</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="/x" target="_blank">link</a>' +
  '<a href="javascript:alert(3)" onclick="alert(4)">x</a><p style="color:red" onmouseover="alert(5)">y</p>';
const clean = '<p>Kept</p><a href="/x" target="_blank" rel="noopener noreferrer">link</a><a>x</a><p>y</p>';
// What plain text may hold that HTML would read otherwise: it is stored, and shown, as typed.
const text = 'Curls & coils <3 "quoted" a < b > c &amp; &lt;b&gt;';

const tmp = tempFolderEachTest('salon-sanitize');

/** Every rich-text field of `value` set to `html` and every text field to `plain`, wherever the model has them. */
function fillAll(field: Field, value: unknown, html: string, plain: string): unknown {
  if (field.kind === 'richText') return html;
  if (field.kind === 'text') return plain;
  if (field.kind === 'record') {
    const record = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, fillAll(f, record[k], html, plain)]));
  }
  if (field.kind === 'list' && 'item' in field) {
    const items = (value as Record<string, unknown>[] | undefined)?.length
      ? (value as Record<string, unknown>[])
      : [{}];
    return items.map((item) => ({
      ...item,
      ...(fillAll({ ...field, kind: 'record', fields: field.item }, item, html, plain) as object),
    }));
  }
  return value;
}

/** The values of `value` at every field of `kind`, with where they are. */
function valuesOfKind(field: Field, value: unknown, kind: Field['kind'], where = ''): [string, unknown][] {
  if (field.kind === kind) return [[where, value]];
  if (field.kind === 'record') {
    const record = (value ?? {}) as Record<string, unknown>;
    return Object.entries(field.fields).flatMap(([k, f]) => valuesOfKind(f, record[k], kind, `${where}.${k}`));
  }
  if (field.kind === 'list' && 'item' in field) {
    return ((value ?? []) as Record<string, unknown>[]).flatMap((item, i) =>
      Object.entries(field.item).flatMap(([k, f]) => valuesOfKind(f, item[k], kind, `${where}.${i}.${k}`)),
    );
  }
  return [];
}

it('stores every rich-text field of the model as the site would show it, and every text field as written', () => {
  const hostileContent = Object.fromEntries(
    Object.entries(demoContent()).map(([name, value]) => [
      name,
      name === 'version' ? value : fillAll(contentModel[name as keyof typeof contentModel], value, hostile, text),
    ]),
  );
  const db = openDatabase(path.join(tmp(), 'salon.sqlite'));
  try {
    publishContent(db, hostileContent, { source: 'import' });
    const stored = exportContent(db);
    const richText = Object.entries(contentModel).flatMap(([name, field]) =>
      valuesOfKind(field, stored[name as keyof typeof contentModel], 'richText', name),
    );
    const plain = Object.entries(contentModel).flatMap(([name, field]) =>
      valuesOfKind(field, stored[name as keyof typeof contentModel], 'text', name),
    );
    expect(richText.length).toBeGreaterThan(20);
    expect(richText.filter(([, value]) => value !== clean)).toEqual([]);
    expect(plain.length).toBeGreaterThan(50);
    expect(plain.filter(([, value]) => value !== text)).toEqual([]);
  } finally {
    db.close();
  }
});

it('refuses markup in a plain text field, naming the field, and stores nothing', () => {
  const content = demoContent();
  const db = openDatabase(path.join(tmp(), 'salon.sqlite'));
  try {
    publishContent(db, content, { source: 'import' });
    const tagged = { ...content, homeSettings: { ...content.homeSettings, banner_title: 'Curls <b>bold</b>' } };
    expect(() => publishContent(db, tagged, { source: 'import' })).toThrow(
      /homeSettings\.banner_title: Write plain text/,
    );
    expect(exportContent(db).homeSettings.banner_title).toBe(content.homeSettings.banner_title);
  } finally {
    db.close();
  }
});

it('has the server render use the stored HTML as it is', async () => {
  const file = path.join(tmp(), 'render.cjs');
  fs.writeFileSync(
    file,
    `let trusted = false;
    exports.trustStoredHtml = () => { trusted = true; };
    exports.setSanitizerWindow = () => { throw new Error('no DOM needed'); };
    exports.renderPage = async () => ({ head: '', body: String(trusted) });`,
  );
  const log = { warn: jest.fn() } as unknown as Parameters<typeof pageRendererAt>[1];
  expect(await (await pageRendererAt(file, log)())?.('http://localhost/', {})).toEqual({ head: '', body: 'true' });
  expect(log.warn).not.toHaveBeenCalled();
});
