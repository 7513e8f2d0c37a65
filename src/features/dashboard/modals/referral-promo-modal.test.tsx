import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER } from '@mocks/db/core';
import { href } from '@/config/paths';
import { MODAL_SHOW_DELAY_MS, readModalHistory } from '@/lib/modal-queue';
import { nextAnswerTo } from '@/testing/mock-server';
import { closeModals, queuedModals } from '@/testing/modal-history';
import { loginAs, renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { MODALS } from './modal-registry';
import { USER } from '@mocks/db/core/ids';

afterEach(() => vi.useRealTimers());

// The shell is replaced by a bare stand-in (as in modal-queue-host.test.tsx): this test is about the queue.
vi.mock('@/features/shell/main-layout', () => ({
  MainLayout: () => (
    <main>
      <Outlet />
    </main>
  ),
}));

const DEMO_PROVIDERS = [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon];
const PROMO_TITLE = /^Anbieter empfehlen und bis zu 5\.000\s€ erhalten$/;

/** Every other queued modal of demo closed just now, so the referral promo is the one due. */
async function closeAllButThePromo() {
  await loginAs('demo');
  const { data: todos } = unwrap(
    await testApi.GET('/provider-prompts', { params: { query: { type: 'todo', completed: false, limit: 100 } } }),
  );
  const others = queuedModals(todos.map((todo) => todo.id)).filter((modal) => modal.id !== MODALS.referralPromo.id);
  closeModals(others, USER.demo, window.localStorage);
}

describe('referral promo in the modal queue', () => {
  it('offers the referral form and the terms, and never shows again once it was followed', async () => {
    const first = await renderApp('/', { as: 'demo', modals: true, prepare: closeAllButThePromo });
    const promo = within(await screen.findByRole('dialog', { name: PROMO_TITLE }, { timeout: 5000 }));
    expect(promo.getByRole('link', { name: 'Teilnahmebedingungen' })).toHaveAttribute(
      'href',
      href.referProviderConditions(),
    );
    await first.user.click(promo.getByRole('link', { name: 'Firma empfehlen' }));
    await waitFor(() => expect(window.location.pathname).toBe(href.referProvider()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readModalHistory(USER.demo)[MODALS.referralPromo.id]?.once).toBe(true);
    first.unmount();

    // A later visit to the dashboard: the queue has its data and its show delay has passed (fake timers), and
    // the promo stays away for good.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const queueData = Promise.all([
      nextAnswerTo('/provider-prompts', { type: 'todo' }),
      ...DEMO_PROVIDERS.map((id) => nextAnswerTo(`/providers/${id}/missing-data`)),
    ]);
    await renderApp('/', { as: 'demo', modals: true });
    await queueData;
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(MODAL_SHOW_DELAY_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readModalHistory(USER.demo)[MODALS.referralPromo.id]?.once).toBe(true);
  });
});
