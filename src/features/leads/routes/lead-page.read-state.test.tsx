import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { LEAD } from '@mocks/db/leads';
import { clearFaults, setFault } from '@mocks/lib/faults';

// "Als ungelesen markieren" and "Als gelesen markieren" on the lead page (issue 42.8; docs/leads.md, "Read and
// unread"): marked unread, the lead goes back to the inbox, which shows it unread.

afterEach(() => clearFaults());

const DEMO_PROVIDERS: readonly number[] = [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon];

/** The newest lead of demo's providers (the inbox's first row), made read with its couple's messages read. */
async function newestLeadRead(): Promise<number> {
  const [newest] = db.leads
    .all()
    .filter((lead) => DEMO_PROVIDERS.includes(lead.providerId) && lead.deletedAt === null)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
  if (!newest) throw new Error('the seed has no lead of the demo providers');
  await db.leadMessages.updateMany((q) => q.where({ leadId: newest.id }), {
    data(message) {
      message.isRead = true;
    },
  });
  await db.leads.update((q) => q.where({ id: newest.id }), {
    data(lead) {
      lead.isRead = true;
      lead.unreadMessageCount = 0;
    },
  });
  return newest.id;
}

const storedLead = (id: number) => db.leads.findFirst((q) => q.where({ id }));

async function openMenu(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Status ändern' }, { timeout: 5000 }));
  return within(await screen.findByRole('menu'));
}

/** The inbox row of the lead: its link, named by the couple and, when unread, "ungelesen". */
async function inboxRow(id: number) {
  const list = await screen.findByRole('list', { name: 'Anfragen' }, { timeout: 5000 });
  return waitFor(() => {
    const link = within(list)
      .getAllByRole('link')
      .find((candidate) => candidate.getAttribute('href') === `/leads/${id}`);
    if (!link) throw new Error(`no inbox row of lead ${id}`);
    return link;
  });
}

// "ungelesen", not the badge's "ungelesene Nachrichten" (jsdom joins the row's texts without spaces).
const UNREAD = /ungelesen(?!e)/;

describe('/leads/{id}: read and unread', () => {
  it('marks a read lead unread, goes back to the inbox and shows it unread there; marks it read again', async () => {
    let id = 0;
    const { user } = await renderApp('/leads', {
      as: 'demo',
      prepare: async () => {
        id = await newestLeadRead();
      },
    });
    const row = await inboxRow(id);
    expect(row).not.toHaveAccessibleName(UNREAD);
    await user.click(row);

    const menu = await openMenu(user);
    expect(menu.queryByRole('menuitem', { name: 'Als gelesen markieren' })).not.toBeInTheDocument();
    await user.click(menu.getByRole('menuitem', { name: 'Als ungelesen markieren' }));
    expect(await screen.findByText('Die Anfrage ist als ungelesen markiert.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/leads'));
    await waitFor(async () => expect(await inboxRow(id)).toHaveAccessibleName(UNREAD));
    expect(storedLead(id)?.isRead).toBe(false);

    // Opened again, it stays unread (the page reads nothing by itself) and offers to mark it read.
    await user.click(await inboxRow(id));
    const again = await openMenu(user);
    expect(again.queryByRole('menuitem', { name: 'Als ungelesen markieren' })).not.toBeInTheDocument();
    expect(storedLead(id)?.isRead).toBe(false);
    await user.click(again.getByRole('menuitem', { name: 'Als gelesen markieren' }));
    expect(await screen.findByText('Die Anfrage ist als gelesen markiert.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/leads/${id}`);
    await waitFor(() => expect(storedLead(id)?.isRead).toBe(true));
    // The focus is back on the menu's trigger.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Status ändern' })).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'Zurück zu den Brautpaaren' }));
    await waitFor(async () => expect(await inboxRow(id)).not.toHaveAccessibleName(UNREAD));
  });

  it('stays on the lead and says why when marking it unread fails', async () => {
    let id = 0;
    const { user } = await renderApp('/leads', {
      as: 'demo',
      prepare: async () => {
        id = await newestLeadRead();
      },
    });
    await user.click(await inboxRow(id));
    setFault('updateLead', { kind: 'server-error', remaining: 1 });
    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Als ungelesen markieren' }));
    expect(await screen.findByText(/Fehler/)).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/leads/${id}`);
    expect(storedLead(id)?.isRead).toBe(true);
  });

  it("offers neither while the couple's messages are unread: showing them reads the lead", async () => {
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}`, { as: 'demo' });
    const menu = await openMenu(user);
    expect(menu.getByRole('menuitem', { name: 'Angebot gesendet' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Als ungelesen markieren' })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Als gelesen markieren' })).not.toBeInTheDocument();
  });
});
