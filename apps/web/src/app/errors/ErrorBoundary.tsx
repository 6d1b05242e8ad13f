import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId } from './error-id';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  fullScreen?: boolean;
}

interface State {
  error: unknown;
  errorId: string | null;
}

/** Catches render errors and shows the error screen; 'Opnieuw proberen' renders the children again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, errorId: createErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.state.errorId ?? 'error'}]`, error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null, errorId: null });
  };

  override render(): ReactNode {
    if (this.state.errorId) {
      return (
        <ErrorScreen
          errorId={this.state.errorId}
          error={this.state.error}
          onRetry={this.reset}
          fullScreen={this.props.fullScreen}
        />
      );
    }
    return this.props.children;
  }
}
