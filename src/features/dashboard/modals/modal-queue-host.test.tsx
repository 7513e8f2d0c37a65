import { screen, waitFor, within } from '@testing-library/react';
import { Link, Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_HISTORY_KEY, readSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import type * as publicWebsite from '../lib/public-website';
import { leavePortal } from '../lib/public-website';

// Leaving for the public website would end the test page.
vi.mock('../lib/public-website', async (importOriginal) => ({
  ...(await importOriginal<typeof publicWebsite>()),
  leavePortal: vi.fn(),
}));

// The router mounts the host once below MainLayout (src/app/main-outlet.tsx). The shell is replaced by a bare
// stand-in so this test does not depend on the sidebar and top bar.
vi.mock('@/features/shell/main-layout', () => ({
  MainLayout: () => (
    <main>
      <Link to="/">Start</Link>
      <Outlet />
    </main>
  ),
}));

const HOUR = 3_600_000;

async function apiGet<T>(path: string): Promise<T> {
  const session = readSession();
  if (!session) throw new Error('not logged in');
  const response = await fetch(`http://127.0.0.1:4010/api${path}`, {
    headers: { 'X-Access-Token': session.accessToken, 'X-Consumer-Key': session.consumerKey },
  });
  return ((await response.json()) as { data: T }).data;
}

interface Todo {
  id: number;
  title: string;
  linkData: { path: string; text: string };
}

async function newestOpenTodo(): Promise<Todo> {
  const todos = await apiGet<Todo[]>('/provider-prompts?type=todo&completed=false&limit=1');
  if (!todos[0]) throw new Error('the demo user has no open to-do');
  return todos[0];
}

async function newestOpenTodoTitle(): Promise<string> {
  return (await newestOpenTodo()).title;
}

function closeCatalogAndInfoModals() {
  const now = Date.now();
  window.localStorage.setItem(
    MODAL_HISTORY_KEY,
    JSON.stringify({
      'price-update': { closedAt: now },
      'catalog-insert': { closedAt: now },
      'missing-provider-info': { closedAt: now },
    }),
  );
}

function history(): Record<string, { closedAt: number; once?: true }> {
  return JSON.parse(window.localStorage.getItem(MODAL_HISTORY_KEY) ?? '{}') as Record<
    string,
    { closedAt: number; once?: true }
  >;
}

describe('modal queue in the main layout', () => {
  it('shows the missing-info modal for demo after the catalog modals, goes to the budget tab, and stays away for 6 hours', async () => {
    const first = await renderApp('/', { user: 'demo' });
    const { user } = first;

    // Provider 101 has a catalog to update (modal 2) and 103 has no catalog (modal 3): they come first.
    const priceUpdate = await screen.findByRole('dialog', { name: 'Preise aktualisieren' });
    expect(within(priceUpdate).getByText('Schlossgut Havelblick')).toBeInTheDocument();
    await user.click(within(priceUpdate).getByRole('button', { name: 'Später erinnern' }));
    const catalogInsert = await screen.findByRole('dialog', { name: 'Preisliste fehlt' });
    expect(within(catalogInsert).getByText('Brautsalon Altona')).toBeInTheDocument();
    await user.click(within(catalogInsert).getByRole('button', { name: 'Später erinnern' }));

    // Modal 4: provider 103 misses required form fields.
    const missingInfo = await screen.findByRole('dialog', { name: 'Fehlende Angaben' });
    expect(within(missingInfo).getByText(/Für Brautsalon Altona fehlen noch Pflichtangaben/)).toBeInTheDocument();
    expect(within(missingInfo).getByText('Preisspanne der Brautkleider')).toBeInTheDocument();
    await user.click(within(missingInfo).getByRole('button', { name: 'Jetzt ergänzen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/providers/103/info/budget'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const closedAt = history()['missing-provider-info']?.closedAt ?? 0;
    expect(Date.now() - closedAt).toBeLessThan(60_000);
    first.unmount();

    // A new visit within 6 hours: modals 2 to 4 stay away, so the next in line (the newest to-do) shows.
    const second = await renderApp('/', { user: 'demo' });
    const todoTitle = await newestOpenTodoTitle();
    expect(await screen.findByRole('dialog', { name: todoTitle })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Fehlende Angaben' })).not.toBeInTheDocument();
    second.unmount();

    // Once 6 hours have passed since it was closed, the missing-info modal is due again.
    const stored = history();
    window.localStorage.setItem(
      MODAL_HISTORY_KEY,
      JSON.stringify({ ...stored, 'missing-provider-info': { closedAt: Date.now() - 6 * HOUR - 60_000 } }),
    );
    await renderApp('/', { user: 'demo' });
    expect(await screen.findByRole('dialog', { name: 'Fehlende Angaben' })).toBeInTheDocument();
  });

  it('remembers a closed to-do prompt for good and shows no modal on an excluded path', async () => {
    const now = Date.now();
    closeCatalogAndInfoModals();
    const first = await renderApp('/', { user: 'demo' });
    const todoTitle = await newestOpenTodoTitle();
    const prompt = await screen.findByRole('dialog', { name: todoTitle });
    expect(within(prompt).getByText('Aufgabe für Schlossgut Havelblick')).toBeInTheDocument();
    await first.user.click(within(prompt).getByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.entries(history()).find(([id]) => id.startsWith('another-prompt:'))?.[1].once).toBe(true);
    first.unmount();

    // The price update modal is due again, but not on the payments page.
    window.localStorage.setItem(
      MODAL_HISTORY_KEY,
      JSON.stringify({ ...history(), 'price-update': { closedAt: now - 25 * HOUR } }),
    );
    const { user } = await renderApp('/providers/101/payments', { user: 'demo' });
    await screen.findByRole('link', { name: 'Start' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Leaving the excluded path lets the queue start.
    await user.click(screen.getByRole('link', { name: 'Start' }));
    expect(await screen.findByRole('dialog', { name: 'Preise aktualisieren' })).toBeInTheDocument();
  });

  it('marks the to-do completed when the user follows its link, then leaves for the public website', async () => {
    closeCatalogAndInfoModals();
    const { user } = await renderApp('/', { user: 'demo' });
    const todo = await newestOpenTodo();
    const prompt = await screen.findByRole('dialog', { name: todo.title });
    const target = `https://www.hochzeitsportal.de${todo.linkData.path}`;
    const link = within(prompt).getByRole('link', { name: todo.linkData.text });
    expect(link).toHaveAttribute('href', target);

    await user.click(link);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(target));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await newestOpenTodo()).id).not.toBe(todo.id);
    expect(history()[`another-prompt:${todo.id}`]?.once).toBe(true);
  });
});
