// The QA panel: a small region in the page's corner, outside the app's own tree, with plain DOM
// controls (the QA chunk brings no framework of its own). While one of the site's modal dialogs is
// open the browser makes everything outside it inert, so the panel moves into the topmost one, and
// back to the body when it closes.
import { QA_SESSION_KEY } from '../../boot/qaWanted';
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
  /** Puts the panel inside `dialog` (the topmost open one), or back in the body when null. */
  follow: (dialog: HTMLElement | null) => void;
}

const MAX_LOG_LINES = 200;

/** The log goes on across the session's page loads. */
const LOG_KEY = `${QA_SESSION_KEY}-log`;

function readLog(): string[] {
  try {
    const lines: unknown = JSON.parse(sessionStorage.getItem(LOG_KEY) ?? '[]');
    return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
  } catch {
    return [];
  }
}

function writeLog(lines: string[]) {
  try {
    sessionStorage.setItem(LOG_KEY, JSON.stringify(lines));
  } catch {
    // The log of this page is still shown.
  }
}

/** Forgets the log (a new recording or replay starts one). */
export function clearLog(): void {
  try {
    sessionStorage.removeItem(LOG_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The panel, added to the page. */
export function createPanel(title: string): Panel {
  const heading = element('h2', { class: 'qa-panel__title', id: 'qa-panel-title' }, title);
  const body = element('div', { class: 'qa-panel__body', id: 'qa-panel-body' });
  const list = element('ol', { class: 'qa-panel__log', 'aria-label': `${title}: log` });
  // Minimised, the panel is its title bar: nothing of the page stays hidden behind it.
  const minimise = button('Minimise', () => {
    const minimised = root.classList.toggle('qa-panel--minimised');
    minimise.textContent = minimised ? 'Show' : 'Minimise';
    minimise.setAttribute('aria-expanded', String(!minimised));
  });
  minimise.setAttribute('aria-expanded', 'true');
  minimise.setAttribute('aria-controls', 'qa-panel-body');
  const root = element(
    'section',
    { class: 'qa-panel', 'aria-labelledby': 'qa-panel-title', 'data-qa-panel': '' },
    element('div', { class: 'qa-panel__header' }, heading, minimise),
    body,
    list,
  );
  const lines: string[] = readLog().slice(-MAX_LOG_LINES);
  for (const line of lines) list.append(element('li', {}, line));
  // The entry script runs once the document is parsed: the body is there.
  document.body.append(root);
  return {
    root,
    body,
    log: (line) => {
      lines.push(line);
      if (lines.length > MAX_LOG_LINES) lines.shift();
      writeLog(lines);
      list.append(element('li', {}, line));
      while (list.childElementCount > MAX_LOG_LINES) list.firstElementChild?.remove();
      list.scrollTop = list.scrollHeight;
    },
    lines: () => [...lines],
    follow: (dialog) => {
      // Into a dialog of the app only once React holds it: a dialog the visitor opened before the
      // app ran is part of the markup the app is about to hydrate, which must stay as drawn.
      const held = dialog !== null && Object.keys(dialog).some((key) => key.startsWith('__reactProps'));
      const home = dialog && held ? dialog : document.body;
      if (root.parentElement !== home) home.append(root);
    },
  };
}
