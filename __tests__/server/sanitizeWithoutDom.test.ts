// Outside a browser, before a DOM is given to the sanitiser, HTML from content keeps its text only.
import { sanitizeHtml } from '../../src/ui/RichText';

it('keeps only the text, with no tag or part of one left to reach the page', () => {
  expect(sanitizeHtml('<p>Curls <strong>first</strong></p>')).toBe('Curls first');
  expect(sanitizeHtml('Soft <img src=x onerror=alert(1)')).not.toMatch(/[<>]/);
});
