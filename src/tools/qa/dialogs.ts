// Which of the page's dialogs is on top, and its accessible name, as a person using a screen reader
// would hear it. Dialogs are native <dialog> elements; the last one opened is on top.

/** The accessible name of a dialog: its aria-label, or the text of what aria-labelledby names. */
export function accessibleName(dialog: Element): string {
  const label = dialog.getAttribute('aria-label')?.trim();
  if (label) return label;
  const ids = dialog.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  const text = ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text;
}

export interface DialogWatcher {
  /** The name of the topmost open dialog, or null when none is open. */
  top: () => string | null;
  /** The topmost open dialog, or null. */
  topElement: () => HTMLDialogElement | null;
  stop: () => void;
}

/** Follows the page's open dialogs; `onChange` runs when one opens or closes. */
export function watchDialogs(onChange: () => void): DialogWatcher {
  let open: HTMLDialogElement[] = [];
  const update = (notify = true) => {
    const now = Array.from(document.querySelectorAll('dialog')).filter((dialog) => dialog.open);
    // Keep the order they opened in; newly opened ones go on top.
    const next = [...open.filter((dialog) => now.includes(dialog)), ...now.filter((dialog) => !open.includes(dialog))];
    const changed = next.length !== open.length || next.some((dialog, i) => dialog !== open[i]);
    open = next;
    if (changed && notify) onChange();
  };
  const observer = new MutationObserver(() => update());
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  update(false);
  return {
    top: () => {
      const top = open[open.length - 1];
      return top ? accessibleName(top) : null;
    },
    topElement: () => open[open.length - 1] ?? null,
    stop: () => observer.disconnect(),
  };
}
