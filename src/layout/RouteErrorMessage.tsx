// The body of the route error screen: a title, a short explanation and one way forward.
import type { ReactNode } from 'react';
import { CurlMark } from '../ui/CurlMark';
import { Seo } from './Seo';

export interface RouteErrorMessageProps {
  title: string;
  text: string;
  action: ReactNode;
}

export function RouteErrorMessage({ title, text, action }: RouteErrorMessageProps) {
  return (
    <section className="container route-error centred-column" role="alert" aria-labelledby="route-error-title">
      <Seo title={title} noindex />
      <CurlMark className="route-error__mark" />
      <h1 id="route-error-title" className="route-error__title">
        {title}
      </h1>
      <p className="route-error__text">{text}</p>
      {action}
    </section>
  );
}
