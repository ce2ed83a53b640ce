// Taps before the app has started: caught on the page's buttons, shown as busy, replayed once on
// the same button, and never on links, disabled buttons or anything outside the app's root.
import { catchEarlyTaps, EARLY_TAP_ATTRIBUTE } from '../../../src/boot/earlyTaps';

function drawnPage() {
  document.body.innerHTML = `
    <div id="root">
      <a href="/about" id="link">About</a>
      <button type="button" id="menu"><svg id="menu-icon"></svg></button>
      <button type="button" id="book">Book</button>
      <button type="button" id="off" disabled>Off</button>
      <form><button id="send">Send</button></form>
    </div>
    <button type="button" id="outside">Outside</button>`;
  const root = document.getElementById('root') as HTMLElement;
  root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { root, byId };
}

/** Counts the clicks the app would see once it holds the page (listeners added after stop()). */
function clicksOn(element: HTMLElement) {
  const seen: Event[] = [];
  element.addEventListener('click', (event) => seen.push(event));
  return seen;
}

describe('catchEarlyTaps', () => {
  it('replays the tap on the tapped button once the app has started, and marks it busy meanwhile', () => {
    const { root, byId } = drawnPage();
    const taps = catchEarlyTaps(root);
    byId('menu-icon').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(byId('menu')).toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    expect(byId('menu')).toHaveAttribute('aria-busy', 'true');

    taps.stop();
    expect(byId('menu')).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    expect(byId('menu')).not.toHaveAttribute('aria-busy');
    const seen = clicksOn(byId('menu'));
    taps.replay();
    expect(seen).toHaveLength(1);
    taps.replay();
    expect(seen).toHaveLength(1);
  });

  it('replays only the last tap', () => {
    const { root, byId } = drawnPage();
    const taps = catchEarlyTaps(root);
    byId('menu').click();
    byId('book').click();
    expect(byId('menu')).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    expect(byId('book')).toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    taps.stop();
    const menu = clicksOn(byId('menu'));
    const book = clicksOn(byId('book'));
    taps.replay();
    expect(menu).toHaveLength(0);
    expect(book).toHaveLength(1);
  });

  it('finds the button again by its place when the app has drawn the page anew', () => {
    const { root, byId } = drawnPage();
    const taps = catchEarlyTaps(root);
    byId('book').click();
    taps.stop();
    root.innerHTML = root.innerHTML.replace('id="book"', 'id="book-again"');
    const seen = clicksOn(byId('book-again'));
    taps.replay();
    expect(seen).toHaveLength(1);
  });

  it('leaves links, disabled buttons, submit buttons and what is outside the root alone', () => {
    const { root, byId } = drawnPage();
    const taps = catchEarlyTaps(root);
    byId('link').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    byId('send').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    byId('outside').click();
    byId('off').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root.querySelector(`[${EARLY_TAP_ATTRIBUTE}]`)).toBeNull();
    expect(byId('outside')).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    taps.stop();
    const seen = [byId('link'), byId('send'), byId('outside'), byId('off')].map(clicksOn);
    taps.replay();
    expect(seen.map((s) => s.length)).toEqual([0, 0, 0, 0]);
  });

  it('catches nothing once stopped: the app answers taps itself', () => {
    const { root, byId } = drawnPage();
    const taps = catchEarlyTaps(root);
    taps.stop();
    byId('book').click();
    expect(byId('book')).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    const seen = clicksOn(byId('book'));
    taps.replay();
    expect(seen).toHaveLength(0);
  });
});

describe('before the app: what the browser answers by itself', () => {
  function productsPage() {
    document.body.innerHTML = `
      <div id="root">
        <button type="button" id="burger" commandfor="menu" command="show-modal">Menu</button>
        <nav>
          <a href="/products?category=1" id="chip-1" data-shows="panel-1" aria-current="true">One</a>
          <a href="/products?category=2" id="chip-2" data-shows="panel-2">Two</a>
          <a href="/products?category=3" id="chip-3" data-shows="panel-missing">Three</a>
        </nav>
        <div id="panel-1">First</div>
        <div id="panel-2" hidden>Second</div>
      </div>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    return { root: byId('root'), byId };
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('leaves a button that opens a dialog by itself to the browser, with nothing to replay', () => {
    const { root, byId } = productsPage();
    const taps = catchEarlyTaps(root);
    byId('burger').click();
    expect(byId('burger')).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    taps.stop();
    const seen = clicksOn(byId('burger'));
    taps.replay();
    expect(seen).toHaveLength(0);
  });
});
