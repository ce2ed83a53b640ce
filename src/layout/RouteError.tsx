import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  return <div role="alert">{error instanceof Error ? error.message : 'Something went wrong'}</div>;
}
