import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { href } from '@/config/paths';
import { MODAL_SHOW_DELAY_MS, readModalHistory, recordModalClosed } from '@/lib/modal-queue';
import { modalHistoryKey } from '@/lib/session-store';
import { nextAnswerTo } from '@/testing/mock-server';
import { loginAs, renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import type * as publicWebsite from '../lib/public-website';
import { leavePortal } from '../lib/public-website';
import { anotherPromptModal, MODALS } from './modal-registry';
import { PROVIDER } from '@mocks/db/core';
import { USER } from '@mocks/db/core/ids';

const DEMO_PROVIDERS = [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon];

afterEach(() => vi.useRealTimers());

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
      <Link to="/leads/42">Anfrage 42</Link>
      <Outlet />
    </main>
  ),
}));

const HOUR = 3_600_000;

async function newestOpenTodo() {
  const { data: todos } = unwrap(
    await testApi.GET('/provider-prompts', { params: { query: { type: 'todo', completed: false, limit: 1 } } }),
  );
  if (!todos[0]) throw new Error('the demo user has no open to-do');
  return todos[0];
}

async function newestOpenTodoTitle(): Promise<string> {
  return (await newestOpenTodo()).title;
}

/** Closes the catalog and info modals and the referral promo, so the to-do prompt is the only one due. */
function closeCatalogAndInfoModals() {
  const now = Date.now();
  for (const modal of [MODALS.priceUpdate, MODALS.catalogInsert, MODALS.missingProviderInfo, MODALS.referralPromo])
    recordModalClosed(modal.id, { userId: USER.demo, once: modal.frequency === 'once', now });
}

/** Moves the closing time of a modal in the stored history. */
function closedAt(id: string, time: number) {
  window.localStorage.setItem(modalHistoryKey(USER.demo), JSON.stringify({ ...history(), [id]: { closedAt: time } }));
}

const history = () => readModalHistory(USER.demo);

describe('modal queue in the main layout', () => {
  it('shows the missing-info modal for demo after the catalog modals, goes to the budget tab, and stays away for 6 hours', async () => {
    const first = await renderApp('/', { as: 'demo', modals: true });
    const { user } = first;

    // Provider 101 has a catalog to update (modal 2) and 103 has no catalog (modal 3): they come first.
    const priceUpdate = await screen.findByRole('dialog', { name: 'Preise aktualisieren' });
    expect(within(priceUpdate).getByText('Schlossgut Havelblick')).toBeInTheDocument();
    await user.click(within(priceUpdate).getByRole('button', { name: 'Später erinnern' }));
    const catalogInsert = await screen.findByRole('dialog', { name: 'Preisliste fehlt' });
    expect(within(catalogInsert).getByText('Brautsalon Altona')).toBeInTheDocument();
    // One provider without a catalogue: the text speaks of one (issue 38.8).
    expect(catalogInsert).toHaveAccessibleDescription(
      'Für diesen Anbieter ist noch kein Katalog hinterlegt. Mit Preisen erhalten Sie passendere Anfragen.',
    );
    await user.click(within(catalogInsert).getByRole('button', { name: 'Später erinnern' }));

    // Modal 4: provider 103 misses required form fields.
    const missingInfo = await screen.findByRole('dialog', { name: 'Fehlende Angaben' });
    expect(within(missingInfo).getByText(/Für Brautsalon Altona fehlen noch Pflichtangaben/)).toBeInTheDocument();
    // The required budget fields of the bridal shop's category without an answer (GET /providers/103/missing-data).
    expect(within(missingInfo).getByText('Brautkleider ab (EUR)')).toBeInTheDocument();
    await user.click(within(missingInfo).getByRole('button', { name: 'Jetzt ergänzen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/providers/103/info/budget'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const closed = history()[MODALS.missingProviderInfo.id]?.closedAt ?? 0;
    expect(Date.now() - closed).toBeLessThan(60_000);
    first.unmount();

    // A new visit within 6 hours: modals 2 to 4 stay away, so the next in line (the newest to-do) shows.
    const second = await renderApp('/', { as: 'demo', modals: true });
    const todoTitle = await newestOpenTodoTitle();
    expect(await screen.findByRole('dialog', { name: todoTitle })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Fehlende Angaben' })).not.toBeInTheDocument();
    second.unmount();

    // Once 6 hours have passed since it was closed, the missing-info modal is due again.
    closedAt(MODALS.missingProviderInfo.id, Date.now() - 6 * HOUR - 60_000);
    await renderApp('/', { as: 'demo', modals: true });
    expect(await screen.findByRole('dialog', { name: 'Fehlende Angaben' })).toBeInTheDocument();
  });

  it('remembers a closed to-do prompt for good and shows no modal on an excluded path', async () => {
    const now = Date.now();
    closeCatalogAndInfoModals();
    const first = await renderApp('/', { as: 'demo', modals: true });
    const todo = await newestOpenTodo();
    const prompt = await screen.findByRole('dialog', { name: todo.title });
    expect(within(prompt).getByText('Aufgabe für Schlossgut Havelblick')).toBeInTheDocument();
    await first.user.click(within(prompt).getByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history()[anotherPromptModal(todo.id).id]?.once).toBe(true);
    first.unmount();

    // The price update modal is due again, but not on the payments page: not once its data is there and the
    // queue's show delay has passed (on the clock of the fake timers, so the test waits for no real time).
    closedAt(MODALS.priceUpdate.id, now - 25 * HOUR);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const queueData = Promise.all([
      nextAnswerTo('/provider-prompts', { type: 'todo' }),
      ...DEMO_PROVIDERS.map((id) => nextAnswerTo(`/providers/${id}/missing-data`)),
    ]);
    const { user } = await renderApp(href.providerPayments(PROVIDER.havelblick), { as: 'demo', modals: true });
    await screen.findByRole('link', { name: 'Start' });
    await queueData;
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(MODAL_SHOW_DELAY_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.useRealTimers();

    // Leaving the excluded path lets the queue start.
    await user.click(screen.getByRole('link', { name: 'Start' }));
    expect(await screen.findByRole('dialog', { name: 'Preise aktualisieren' })).toBeInTheDocument();
  });

  it('marks the to-do completed when the user follows its link, then leaves for the public website', async () => {
    closeCatalogAndInfoModals();
    const { user } = await renderApp('/', { as: 'demo', modals: true });
    const todo = await newestOpenTodo();
    const prompt = await screen.findByRole('dialog', { name: todo.title });
    const target = `https://www.hochzeitsportal.de${todo.linkData.path}`;
    const link = within(prompt).getByRole('link', { name: todo.linkData.text });
    expect(link).toHaveAttribute('href', target);

    await user.click(link);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(target));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await newestOpenTodo()).id).not.toBe(todo.id);
    expect(history()[anotherPromptModal(todo.id).id]?.once).toBe(true);
  });

  it('never brings a completed to-do prompt back and opens no queued modal over the lead page', async () => {
    closeCatalogAndInfoModals();
    const first = await renderApp('/', { as: 'demo', modals: true });
    const completed = await newestOpenTodo();
    const prompt = await screen.findByRole('dialog', { name: completed.title });
    await first.user.click(within(prompt).getByRole('link', { name: completed.linkData.text }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await first.user.click(screen.getByRole('link', { name: 'Anfrage 42' }));
    await waitFor(() => expect(window.location.pathname).toBe('/leads/42'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // Back in the portal (a new visit, e.g. from the public website) straight on the lead page: the queue has
    // its data and its show delay has passed (fake timers), and still nothing opens over the page. (renderApp
    // seeds the mock again, so the to-do is completed again first.)
    let next: Awaited<ReturnType<typeof newestOpenTodo>> | undefined;
    const completeAgain = async () => {
      await loginAs('demo');
      unwrap(
        await testApi.POST('/provider-prompts/{id}/actions', {
          params: { path: { id: completed.id } },
          body: { type: 'completed' },
        }),
      );
      next = await newestOpenTodo();
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const queueData = Promise.all([
      nextAnswerTo('/provider-prompts', { type: 'todo', completed: 'false' }),
      ...DEMO_PROVIDERS.map((id) => nextAnswerTo(`/providers/${id}/missing-data`)),
    ]);
    const { user } = await renderApp(href.lead(42), { as: 'demo', modals: true, prepare: completeAgain });
    if (!next || next.id === completed.id) throw new Error('the demo user has no second open to-do');
    await screen.findByRole('link', { name: 'Start' });
    await queueData;
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(MODAL_SHOW_DELAY_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.useRealTimers();

    // On the dashboard the queue shows the next open to-do; the completed one stays gone.
    await user.click(screen.getByRole('link', { name: 'Start' }));
    expect(await screen.findByRole('dialog', { name: next.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: completed.title })).not.toBeInTheDocument();
  });
});
