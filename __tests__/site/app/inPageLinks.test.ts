// Links whose answer is on the page, answered from the first paint by the page's own script: the
// panel shown, the others hidden, the address in place; until the app stops it.
import { answerInPageLinks } from '../../../src/boot/inPageLinks';

function productsPage() {
  document.body.innerHTML = `
    <div id="root">
      <nav>
        <a href="/products?category=1" id="chip-1" data-shows="panel-1" aria-current="true">One</a>
        <a href="/products?category=2" id="chip-2" data-shows="panel-2"><span id="chip-2-text">Two</span></a>
        <a href="/products?category=3" id="chip-3" data-shows="panel-missing">Three</a>
      </nav>
      <div id="panel-1">First</div>
      <div id="panel-2" hidden>Second</div>
    </div>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

const click = (element: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('answerInPageLinks', () => {
  it('shows the panel a link names at once, hides the others, and puts its address in place', () => {
    const byId = productsPage();
    const stop = answerInPageLinks(document);
    expect(click(byId('chip-2-text')).defaultPrevented).toBe(true);
    expect(byId('panel-2')).not.toHaveAttribute('hidden');
    expect(byId('panel-1')).toHaveAttribute('hidden');
    expect(byId('chip-2')).toHaveAttribute('aria-current', 'true');
    expect(byId('chip-1')).not.toHaveAttribute('aria-current');
    expect(window.location.pathname + window.location.search).toBe('/products?category=2');
    stop();
  });

  it('lets a link go where it leads when its panel is not on the page, or another tab is asked for', () => {
    const byId = productsPage();
    const stop = answerInPageLinks(document);
    expect(click(byId('chip-3')).defaultPrevented).toBe(false);
    expect(click(byId('chip-2'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(byId('chip-2'), { button: 1 }).defaultPrevented).toBe(false);
    expect(byId('panel-2')).toHaveAttribute('hidden');
    stop();
  });

  it('answers nothing once stopped: the app answers the links itself', () => {
    const byId = productsPage();
    answerInPageLinks(document)();
    expect(click(byId('chip-2')).defaultPrevented).toBe(false);
    expect(byId('panel-2')).toHaveAttribute('hidden');
  });
});
