import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '#ui/components/button/button';
import { EmptyState } from '#ui/components/empty-state/empty-state';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The error clears when this changes, so navigating elsewhere tries again. */
  resetKey: string;
  onError: (error: unknown) => void;
}

interface BoundaryState {
  failedAt: string | null;
}

/**
 * Catches a page that fails to load (a lazy chunk) or to render. React offers error boundaries only as
 * classes; the one piece of state is which location failed, so leaving it clears the error.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };
  // getDerivedStateFromError sees no props; the failed location is filled in by getDerivedStateFromProps.
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: BoundaryState) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('route failed', error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <EmptyState
        title="This page could not be loaded."
        action={<Button onClick={() => window.location.reload()}>Reload page</Button>}
      />
    );
  }
}
