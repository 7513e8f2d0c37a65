// The boundary around every route (src/app/router.tsx): what a page throws shows the 500 page, and the next
// navigation tries again — from the 500 page's own link too, although it leads to the same path.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './root-error-boundary';

let broken = true;

function Home() {
  if (broken) throw new Error('Die Startseite ist kaputt');
  return <h1>Übersicht</h1>;
}

afterEach(() => {
  broken = true;
});

describe('RootErrorBoundary', () => {
  it('shows the 500 page for a page that throws and tries again on the next navigation', async () => {
    // React logs the caught render error; that is the expected outcome here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <RootErrorBoundary>
          <Routes>
            <Route path="/" element={<Home />} />
          </Routes>
        </RootErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Serverfehler' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('keeps the 500 page while the location stays the same', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = (
      <MemoryRouter>
        <RootErrorBoundary>
          <Home />
        </RootErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(tree);
    expect(await screen.findByRole('heading', { level: 1, name: 'Serverfehler' })).toBeInTheDocument();
    broken = false;
    rerender(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Serverfehler' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
