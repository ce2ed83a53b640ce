// Catches what fails while drawing a route (a page's lost chunk, a bug) and shows the route error
// screen instead of a blank page. Going to another address tries again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageDrawn } from './pageDrawn';
import { RouteError } from './RouteError';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** The address last drawn: leaving it for another clears the error. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (process.env.NODE_ENV !== 'production') console.error('A route failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <RouteError error={this.state.error} />
        {/* The error screen stands for the page: the router follows the visitor's moves from here. */}
        <PageDrawn />
      </>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
