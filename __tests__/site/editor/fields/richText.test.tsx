// Rich text in the generated forms: TipTap limited to what the site renders, so whatever the content
// held, what the editor sends is only the markup the site's sanitiser keeps; a toolbar that says
// which formats are on; links checked before they are made.
import { screen, waitFor, within } from '@testing-library/react';
import { RICH_TEXT_POLICY } from '../../../../src/api/contract';
import { renderEntityForm } from '../../../support/entityForm';

// Typing and TipTap's transactions are slow on a machine shared by several test runs; never stuck.
jest.setTimeout(30_000);

// ProseMirror measures the text to scroll the cursor into view; jsdom lays nothing out.
beforeAll(async () => {
  // The editor is a lazy chunk: compiled once here, so no test waits on the first compile.
  await import('../../../../src/features/editor/fields/RichTextEditor');
  const empty = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => DOMRect.fromRect();
  document.elementFromPoint = () => null;
});

const hostile =
  '<h1>Welcome</h1><p onclick="steal()">Hello <script>alert(1)</script><img src="x" onerror="steal()">' +
  '<s>struck</s> <code>code</code> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example/">good</a></p>' +
  '<table><tr><td>cell</td></tr></table><ul><li>one</li></ul>';

/** Every tag and attribute in the HTML, and every link's address. */
function markupOf(html: string) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const elements = Array.from(body.querySelectorAll('*'));
  return {
    tags: new Set(elements.map((element) => element.tagName.toLowerCase())),
    attributes: new Set(elements.flatMap((element) => element.getAttributeNames())),
    hrefs: elements.flatMap((element) => (element.hasAttribute('href') ? [element.getAttribute('href')] : [])),
    text: body.textContent,
  };
}

async function openEditor(value: string | undefined) {
  const rendered = renderEntityForm('aboutSettings', { banner_description: value });
  const textbox = await screen.findByRole('textbox', { name: 'Banner text' }, { timeout: 10_000 });
  const toolbar = screen.getByRole('toolbar', { name: 'Formats: Banner text' });
  return { ...rendered, textbox, toolbar };
}

it('sends only the markup the site renders, whatever the content held', async () => {
  const { user, toolbar, last } = await openEditor(hostile);
  await user.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
  const sent = (last() as { banner_description: string }).banner_description;
  const { tags, attributes, hrefs, text } = markupOf(sent);
  for (const tag of tags) expect(RICH_TEXT_POLICY.ALLOWED_TAGS).toContain(tag);
  for (const attribute of attributes) expect(RICH_TEXT_POLICY.ALLOWED_ATTR).toContain(attribute);
  expect(hrefs).toEqual(['https://ok.example/']);
  expect(tags).toContain('ol');
  // The words stay; only what the site would not show goes.
  expect(text).toContain('Welcome');
  expect(text).toContain('good');
  expect(text).not.toContain('alert(1)');
});

it('says which formats are on at the cursor, and moves between its buttons with the arrows', async () => {
  const { user, toolbar } = await openEditor('<p><strong>Bold words</strong></p>');
  const bold = within(toolbar).getByRole('button', { name: 'Bold' });
  await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
  expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
  // One Tab stop: the first button; the arrows go on from there.
  expect(
    within(toolbar)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0),
  ).toEqual([bold]);
  bold.focus();
  await user.keyboard('{ArrowRight}');
  expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus();
});

it('refuses a link the sanitiser would drop, with a message, and makes a mail link of an email address', async () => {
  const { user, toolbar, last } = await openEditor('<p>Write to us</p>');
  await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
  const address = screen.getByRole('textbox', { name: 'Link address' });
  expect(address).toHaveFocus();
  await user.type(address, 'javascript:alert(1){Enter}');
  expect(address).toHaveAttribute('aria-invalid', 'true');
  expect(address).toHaveAccessibleDescription(expect.stringContaining('Enter a full web address starting with'));
  await user.clear(address);
  await user.type(address, 'hello@example.com');
  await user.click(screen.getByRole('button', { name: 'Apply link' }));
  const sent = (last() as { banner_description: string }).banner_description;
  expect(markupOf(sent).hrefs).toEqual(['mailto:hello@example.com']);
  expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
});

it('is a multi-line text box named by its label, and sends null once the text is emptied', async () => {
  const { user, textbox, last } = await openEditor('<p>Some words</p>');
  expect(textbox).toHaveAttribute('aria-multiline', 'true');
  await user.click(textbox);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  expect(last()).toEqual({ banner_description: null });
});
