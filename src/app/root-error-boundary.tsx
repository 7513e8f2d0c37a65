import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportRouteError } from '@/lib/integrations/error-reporting';
import { ErrorPage } from './pages/error-pages';

/** Anything a route throws ends here: a 404 response shows the 404 page, everything else the 500 page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Reported once per error, however often the boundary renders it (issue 22).
  useEffect(() => {
    if (!notFound) reportRouteError(error);
  }, [error, notFound]);
  if (notFound) return <ErrorPage status={404} />;
  return <ErrorPage status={500} />;
}
