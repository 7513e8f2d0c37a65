import { Component, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportRouteError } from '@/lib/integrations/error-reporting';
import { ErrorPage } from './pages/error-pages';

interface BoundaryProps {
  /** The location on screen: each navigation (even to the same path) clears a caught error and tries again. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
  /** The location the error happened on (known from the render after the error). */
  errorLocation: string | null;
}

/** Anything a page throws while rendering or loading its code ends here (react-router's declarative mode has none). */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, errorLocation: null };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.error) return null;
    if (state.errorLocation === null) return { errorLocation: props.locationKey };
    return props.locationKey === state.errorLocation ? null : { error: null, errorLocation: null };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error.value} /> : this.props.children;
  }
}

/** The 500 page for an error a route threw, reported once however often it renders (issue 22). */
function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => reportRouteError(error), [error]);
  return <ErrorPage status={500} />;
}

/** The boundary around every route: it shows the 500 page in place of what threw, until the next navigation. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorBoundary locationKey={key}>{children}</RouteErrorBoundary>;
}
