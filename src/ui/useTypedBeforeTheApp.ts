// What a visitor typed into a form the server rendered, before the app took the page over. React
// hydrates a controlled field without touching what it holds, but the field's state starts from
// what the server rendered: the next render would put that back over the visitor's words, and a send
// would send it. As the form is first committed, each of its named text fields that holds something
// else than its state is handed over, so that the state takes it. A form the app draws itself holds
// its state already: nothing is handed over.
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useTypedBeforeTheApp<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  values: Readonly<Record<Name, string>>,
  take: (typed: Partial<Record<Name, string>>) => void,
): void {
  // The values of the first render: those the server rendered the fields with.
  const first = useRef({ values, take });
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const { values: drawn, take: handOver } = first.current;
    const typed: Partial<Record<Name, string>> = {};
    let any = false;
    for (const control of Array.from(element.elements)) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
      if (!Object.hasOwn(drawn, control.name)) continue;
      const name = control.name as Name;
      if (control.value === drawn[name]) continue;
      typed[name] = control.value;
      any = true;
    }
    if (any) handOver(typed);
  }, [form]);
}
