// The QA panel: a small region in the page's corner, outside the app's own tree, with plain DOM
// controls (the QA chunk brings no framework of its own). While one of the site's dialogs is open,
// the browser makes everything else inert, the panel included: it answers again once it closes.
import './panel.css';

type Child = Node | string | null | false;

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== false) node.append(child);
  return node;
}

export function button(label: string, onClick: () => void, attributes: Record<string, string> = {}) {
  const node = element('button', { type: 'button', class: 'qa-panel__button', ...attributes }, label);
  node.addEventListener('click', onClick);
  return node;
}

/** Saves `text` as a file the browser downloads. */
export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = element('a', { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface Panel {
  root: HTMLElement;
  body: HTMLElement;
  /** Adds a line to the panel's log (the newest last; the oldest go past 200). */
  log: (line: string) => void;
  lines: () => string[];
}

const MAX_LOG_LINES = 200;

/** The panel, added to the page. */
export function createPanel(title: string): Panel {
  const heading = element('h2', { class: 'qa-panel__title', id: 'qa-panel-title' }, title);
  const body = element('div', { class: 'qa-panel__body' });
  const list = element('ol', { class: 'qa-panel__log', 'aria-label': `${title}: log` });
  const root = element(
    'section',
    { class: 'qa-panel', 'aria-labelledby': 'qa-panel-title', 'data-qa-panel': '' },
    heading,
    body,
    list,
  );
  const lines: string[] = [];
  // The entry script runs once the document is parsed: the body is there.
  document.body.append(root);
  return {
    root,
    body,
    log: (line) => {
      lines.push(line);
      list.append(element('li', {}, line));
      while (list.childElementCount > MAX_LOG_LINES) list.firstElementChild?.remove();
      list.scrollTop = list.scrollHeight;
    },
    lines: () => [...lines],
  };
}
