import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './pages/error-pages';

/** Anything a route throws ends here: a 404 response shows the 404 page, everything else the 500 page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />;
  return <ErrorPage status={500} />;
}
