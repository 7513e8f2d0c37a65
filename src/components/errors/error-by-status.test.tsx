// Errors by status in one place (issue 39.3): what a route throws and what a page's query fails with are shown by
// their HTTP status — 401 the login, 403 the rights page, 404 the not-found page, anything else a retry.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseHttpError, normaliseNetworkError } from '@/api/api-error';
import { RootErrorBoundary } from '@/app/root-error-boundary';
import { ErrorByStatus } from './error-by-status';

let failure: unknown = null;

function Leads() {
  if (failure) throw failure;
  return <h1>Brautpaare</h1>;
}

function Login() {
  const { search } = useLocation();
  return <h1>Anmelden {new URLSearchParams(search).get('redirectUrl')}</h1>;
}

function renderRoute() {
  return render(
    <MemoryRouter initialEntries={['/leads?status=new']}>
      <RootErrorBoundary>
        <Routes>
          <Route path="/leads" element={<Leads />} />
          <Route path="/auth/login" element={<Login />} />
        </Routes>
      </RootErrorBoundary>
    </MemoryRouter>,
  );
}

afterEach(() => {
  failure = null;
  vi.restoreAllMocks();
});

describe('what a route throws, by status (the root boundary)', () => {
  // React logs the caught render error; that is the expected outcome here.
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows the not-found page for a 404', async () => {
    quiet();
    failure = normaliseHttpError(404, { message: 'Lead not found' });
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });

  it('shows the page saying the user has no rights for a 403', async () => {
    quiet();
    failure = normaliseHttpError(403, { message: 'Forbidden' });
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(screen.getByText(/Sie haben keine Berechtigung für diese Seite/)).toBeInTheDocument();
  });

  it('sends a 401 to the login, which leads back to the page', async () => {
    quiet();
    failure = normaliseHttpError(401, { message: 'Unauthorized' });
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden /leads?status=new' })).toBeInTheDocument();
  });

  it('offers "Erneut versuchen" for a 500 on load, which loads the page again', async () => {
    quiet();
    failure = normaliseHttpError(500, '<html>Bad gateway</html>');
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Serverfehler' })).toBeInTheDocument();
    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Brautpaare' })).toBeInTheDocument();
  });

  it('keeps the plain 500 page for a bug (nothing to retry)', async () => {
    quiet();
    failure = new Error('kaputt');
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Serverfehler' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });
});

describe('a failed load inside a page, by status', () => {
  const renderInPage = (error: unknown, onRetry = vi.fn()) => {
    render(
      <MemoryRouter>
        <main>
          <ErrorByStatus
            error={error}
            onRetry={onRetry}
            statusHandlers={{ 410: () => <p>Diese Anfrage wurde archiviert.</p> }}
          />
        </main>
      </MemoryRouter>,
    );
    return onRetry;
  };

  it('offers the retry for a 500 and for no connection', async () => {
    for (const error of [normaliseHttpError(503, null), normaliseNetworkError(new TypeError('Failed to fetch'))]) {
      const onRetry = renderInPage(error);
      expect(screen.getByText('Beim Laden ist ein Fehler aufgetreten')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it("shows the not-found and rights pages inside the page's own landmark, and a page's own handler first", () => {
    renderInPage(normaliseHttpError(404, null));
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    cleanup();
    renderInPage(normaliseHttpError(403, null));
    expect(screen.getByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
    cleanup();
    renderInPage(normaliseHttpError(410, null));
    expect(screen.getByText('Diese Anfrage wurde archiviert.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });
});
