// Keeps a failing catalogue (its chunk, pdf.js or a render error) from taking the products page down.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FlipbookMessage } from './FlipbookMessage';

export interface FlipbookErrorBoundaryProps {
  /** The PDF, offered as a download when the viewer fails. */
  url: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class FlipbookErrorBoundary extends Component<FlipbookErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (process.env.NODE_ENV !== 'production') console.error('The catalogue viewer failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: FlipbookErrorBoundaryProps) {
    // Another PDF deserves a fresh attempt.
    if (previous.url !== this.props.url && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <FlipbookMessage url={this.props.url} /> : this.props.children;
  }
}
