import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { ErrorByStatus } from '@/components/errors/error-by-status';
import { Button } from '@/components/ui/button';
import { reportRouteError } from '@/lib/integrations/error-reporting';

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

  /** Renders the page again (the retry of a load that failed). */
  private readonly retry = () => this.setState({ error: null, errorLocation: null });

  override render() {
    return this.state.error ? (
      <RouteErrorPage error={this.state.error.value} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}

/**
 * What a route threw, by its status (src/components/errors/error-by-status.tsx): an API error of 401, 403 or 404
 * its page, any other failed load the 500 page with "Erneut versuchen", a bug the 500 page. Reported once however
 * often it renders (issue 22).
 */
function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const queries = useQueryErrorResetBoundary();
  useEffect(() => reportRouteError(error), [error]);
  const retry = () => {
    // A query that threw its error into the boundary asks again when the page renders again.
    queries.reset();
    onRetry();
  };
  return (
    <ErrorByStatus
      error={error}
      retryAction={
        isApiError(error) ? (
          <Button type="button" onClick={retry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** The boundary around every route: it shows the 500 page in place of what threw, until the next navigation. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorBoundary locationKey={key}>{children}</RouteErrorBoundary>;
}
