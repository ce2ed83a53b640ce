// RichText: the one way HTML from content reaches the page, sanitised by DOMPurify first.
import { render } from '@testing-library/react';
import { RichText } from '../../../src/ui/RichText';

function renderHtml(html: string | null | undefined) {
  return render(<RichText html={html} className="story" />).container;
}

describe('RichText', () => {
  it('keeps the formatting content uses', () => {
    const container = renderHtml('<p>Soft <strong>curls</strong>, <em>no</em> frizz</p><ul><li>Cut</li></ul>');
    expect(container.querySelector('.rich-text.story')?.innerHTML).toBe(
      '<p>Soft <strong>curls</strong>, <em>no</em> frizz</p><ul><li>Cut</li></ul>',
    );
  });

  it('drops scripts, event handlers, styles and script links', () => {
    const container = renderHtml(
      '<p onclick="steal()" style="color:red">Hi<script>steal()</script><img src=x onerror="steal()"></p>' +
        '<a href="javascript:steal()">bad</a><iframe src="https://evil.example"></iframe>',
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onclick|onerror|style=|iframe|javascript:/i);
    expect(container.querySelector('p')).toHaveTextContent('Hi');
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });

  it('gives a link that opens a new tab rel="noopener noreferrer", whatever content says', () => {
    const container = renderHtml(
      '<p><a href="https://example.com" target="_blank" rel="opener">Shop</a> <a href="/about">About</a></p>',
    );
    const [shop, about] = Array.from(container.querySelectorAll('a'));
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(about).not.toHaveAttribute('rel');
  });

  it('renders nothing for missing or empty content', () => {
    expect(renderHtml(null).innerHTML).toBe('');
    expect(renderHtml('<script>steal()</script>').innerHTML).toBe('');
  });
});
