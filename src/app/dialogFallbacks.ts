// The site's dialogs open and close by the browser itself: a button with `commandfor` and
// `command="show-modal"` or `"close"` (Invoker Commands), and `closedby="any"` for a click outside.
// Browsers of the support matrix that lack either feature (Safari before 26.2, Firefox ESR) get the
// same behaviour from here: the page's own small script installs these listeners before the first
// paint, and they keep working once the app runs. Where the browser has the feature, nothing is
// installed.

/** What a dialog's own listeners learn of an opening: browsers without toggle events on dialogs tell nothing. */
const opened = (dialog: HTMLDialogElement) => dialog.dispatchEvent(new Event('toggle'));

function runCommand(button: HTMLButtonElement) {
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(target instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !target.open) {
    target.showModal();
    opened(target);
  } else if ((command === 'close' || command === 'request-close') && target.open) {
    target.close();
  }
}

/** Answers Invoker Commands on dialogs, where the browser does not. */
export function answerDialogCommands(doc: Document): void {
  if ('command' in HTMLButtonElement.prototype) return;
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    // As the browser does: a button that is disabled, or whose click was cancelled, commands nothing.
    if (!(button instanceof HTMLButtonElement) || button.disabled || event.defaultPrevented) return;
    runCommand(button);
  });
}

/**
 * Closes a dialog marked `closedby="any"` on a click on its backdrop, where the browser does not.
 * The dialog's content fills it, so a click that lands on the element itself is outside the content.
 * A click the app has answered already (it cancels it) is left to the app.
 */
export function answerDialogLightDismiss(doc: Document): void {
  if ('closedBy' in HTMLDialogElement.prototype) return;
  doc.addEventListener('click', (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || event.defaultPrevented) return;
    if (dialog.open && dialog.getAttribute('closedby') === 'any') dialog.close();
  });
}
