import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { db, resetDatabase } from '../../../mocks/db';
import { USER } from '../../../mocks/db/core';
import { createIncomingLead, createIncomingMessage, LEAD } from '../../../mocks/db/leads';
import {
  listenedPaths,
  MOCK_REALTIME_HOST,
  MOCK_REALTIME_NAMESPACE,
  resetRealtimeStore,
} from '../../../mocks/realtime';
import { publishLeadActivity } from '../../../mocks/realtime/events';
import { pushChild } from '../../../mocks/realtime/store';
import { clearSession } from '@/lib/session-store';

// The real Firebase SDK against the realtime mock. Node would load the SDK's Node build, whose socket
// (faye-websocket over raw TCP) no interceptor sees; the browser build the portal ships uses the WebSocket
// class that MSW intercepts (mocks/realtime/browser-sdk.ts). It is loaded on first use, after MSW listens.
vi.mock('firebase/database', async () =>
  (await import('../../../mocks/realtime/browser-sdk')).loadBrowserDatabaseSdk(),
);
function demoUuid(): string {
  const user = db.customerUsers.findFirst((q) => q.where({ id: USER.demo }));
  if (!user) throw new Error('demo user missing');
  return user.uuid;
}

/** Resolves once the portal listens to the demo user's notifications (earlier entries are the past). */
async function portalListens(): Promise<void> {
  const path = `/customer_users/${demoUuid()}/leads`;
  await waitFor(() => expect(listenedPaths()).toContain(path), { timeout: 10_000 });
}

async function pendingBadge(): Promise<number> {
  const sidebar = within(await screen.findByRole('navigation', { name: 'Hauptnavigation' }, { timeout: 5000 }));
  const link = await sidebar.findByRole('link', { name: /^Brautpaare \d+ offene Anfragen?$/ });
  return Number.parseInt(within(link).getByText(/offene Anfragen?$/).textContent ?? '', 10);
}

/** The toast that says `text` (toasts of earlier tests may still be on screen: they say something else). */
/**
 * Radix's toast viewport takes pointer events only once it has counted its toasts (an effect after the toast
 * renders); a person cannot click in that instant, so the click waits until the button takes it.
 */
async function clickToastAction(user: UserEvent, toast: HTMLElement, name: string): Promise<void> {
  const button = within(toast).getByRole('button', { name });
  await waitFor(() => user.click(button));
}

async function findToast(text: string): Promise<HTMLElement> {
  const description = await screen.findByText(text, {}, { timeout: 5000 });
  const toast = description.closest('li');
  if (!toast) throw new Error(`"${text}" is not in a toast`);
  return toast;
}

beforeEach(async () => {
  window.__PORTAL_CONFIG__ = {
    ...window.__PORTAL_CONFIG__,
    realtime: {
      databaseUrl: `http://${MOCK_REALTIME_HOST}?ns=${MOCK_REALTIME_NAMESPACE}`,
      apiKey: 'portal-mock',
      projectId: 'portal-mock',
      emulatorHost: MOCK_REALTIME_HOST,
    },
  };
  resetRealtimeStore();
  // An entry from before this visit: the portal must not announce it again.
  await resetDatabase('default');
  const earlier = db.leads.findFirst((q) => q.where({ id: LEAD.wellKnown }));
  if (!earlier) throw new Error('lead 42 missing');
  publishLeadActivity({ type: 'lead', lead: earlier });
});

describe('realtime lead events', () => {
  it('announces a new request with couple name and wedding date, raises the badge and opens the lead', async () => {
    const { user } = await renderApp('/dashboard', { as: 'demo' });
    const before = await pendingBadge();
    await portalListens();

    const { lead } = await createIncomingLead({ coupleName: 'Marie Wolf & Jan Scholz', weddingDate: '2027-06-12' });

    const toast = await findToast('Marie Wolf & Jan Scholz · Hochzeit am 12.06.2027');
    expect(within(toast).getByText('Neue Anfrage')).toBeInTheDocument();
    await waitFor(async () => expect(await pendingBadge()).toBe(before + 1), { timeout: 5000 });
    // The entry that was there when listening started is not announced (the dashboard itself may name Anna).
    const toasts = toast.parentElement ?? document.body;
    expect(within(toasts).queryByText(/Anna Schmidt & Lukas Becker/)).not.toBeInTheDocument();

    await clickToastAction(user, toast, 'Detail');
    await waitFor(() => expect(window.location.pathname).toBe(`/leads/${lead.id}`));
    expect(toast).not.toBeInTheDocument();
  });

  it('names a couple without a name by the extension number', async () => {
    await renderApp('/dashboard', { as: 'demo' });
    await portalListens();
    const { lead } = await createIncomingLead({ coupleName: null, weddingDate: '2028-05-20' });
    const toast = await findToast(`Anfrage Nr. ${lead.extensionNumber} · Hochzeit am 20.05.2028`);
    expect(within(toast).getByText('Neue Anfrage')).toBeInTheDocument();
  });

  it("announces a new message on other pages, but not on that lead's own page", async () => {
    const { user } = await renderApp('/dashboard', { as: 'demo' });
    await portalListens();

    await createIncomingMessage(LEAD.wellKnown, 'Haben Sie am 12. Juni noch einen Termin für eine Besichtigung frei?');
    const toast = await findToast(
      'Anna Schmidt & Lukas Becker: Haben Sie am 12. Juni noch einen Termin für eine Besichtigung frei?',
    );
    expect(within(toast).getByText('Neue Nachricht')).toBeInTheDocument();
    await clickToastAction(user, toast, 'Detail');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/leads/42?activeTab=messages'),
    );
    expect(toast).not.toBeInTheDocument();

    // On the lead's page the message shows there; events arrive in order, so once the later request is
    // announced, the message before it has been handled without a toast.
    await portalListens();
    await createIncomingMessage(LEAD.wellKnown, 'Und bringen wir unseren Hund mit?');
    await createIncomingLead({ coupleName: 'Clara Berger & Simon Vogel', weddingDate: '2027-09-04' });
    await findToast('Clara Berger & Simon Vogel · Hochzeit am 04.09.2027');
    expect(screen.queryByText('Neue Nachricht')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Anna Schmidt & Lukas Becker: Und bringen wir unseren Hund mit?'),
    ).not.toBeInTheDocument();
  });

  it('ignores an entry that does not fit the shape', async () => {
    await renderApp('/dashboard', { as: 'demo' });
    await portalListens();
    pushChild(['customer_users', demoUuid(), 'leads'], { type: 'lead', leadId: 'vier', coupleName: 'Kaputte Anfrage' });
    await createIncomingLead({ coupleName: 'Clara Berger & Simon Vogel', weddingDate: '2027-09-04' });
    await findToast('Clara Berger & Simon Vogel · Hochzeit am 04.09.2027');
    expect(screen.queryByText(/Kaputte Anfrage/)).not.toBeInTheDocument();
  });

  it('stops listening when the session ends', async () => {
    await renderApp('/dashboard', { as: 'demo' });
    await portalListens();
    clearSession();
    await waitFor(() => expect(listenedPaths()).toEqual([]), { timeout: 5000 });
  });
});
