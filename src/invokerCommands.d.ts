// HTML's Invoker Commands, which React passes through to the DOM as they are but its types do not
// name yet: a button that opens or closes a dialog by itself, before (and without) any script.
import 'react';

declare module 'react' {
  // Merged into React's own interface, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button commands. */
    commandfor?: string;
    /** What the button does to that element. */
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
