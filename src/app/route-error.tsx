import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { ErrorView } from '@/components/error-view';
import {
  ApiError,
  OFFLINE_MESSAGE,
  PAGE_LOAD_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@/lib/api-error';
import { ChunkLoadError } from '@/lib/lazy-screen';
import { PageShell } from '@/components/page-shell';
import { ShellHandOff } from './shell';

/** What a route shows when its screen fails: the error view, with a retry that reloads. */
export function RouteError({ error }: { error: unknown }) {
  const retry = () => window.location.reload();
  if (error instanceof ApiError) {
    return (
      <PageShell>
        <ShellHandOff />
        <ErrorView
          code={error.code}
          message={error.message}
          status={error.status}
          onRetry={retry}
        />
      </PageShell>
    );
  }
  // A screen that could not be loaded: offline (lazyScreen did not reload), or after a reload;
  // anything else thrown while rendering is a failure of ours.
  const chunk = error instanceof ChunkLoadError;
  const message =
    chunk && navigator.onLine === false
      ? OFFLINE_MESSAGE
      : chunk
        ? PAGE_LOAD_MESSAGE
        : UNKNOWN_ERROR_MESSAGE;
  return (
    <PageShell>
      <ShellHandOff />
      <ErrorView code={-1} message={message} onRetry={retry} />
    </PageShell>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  hasError: boolean;
  location: Location;
}

/** Catches what a screen throws while rendering (a failed chunk, an error) until the next navigation. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: undefined,
    hasError: false,
    location: this.props.location,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // Moving to another address (a link, back, Back to Games) leaves the error behind.
    return props.location === state.location
      ? null
      : { error: undefined, hasError: false, location: props.location };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The routes' error boundary. The app uses the declarative router (<BrowserRouter>, ~17 KB
 * gzipped smaller than the data router), which has no `errorElement`: this plays its part.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}
