import { ErrorPage } from '@/components/errors/error-page';

// The error pages live with the one mapping from an error's status to what the user sees (src/components/errors/).
export { ErrorPage };

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
