import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { LEAD } from '@mocks/db/leads';
import { isoDateTime } from '@mocks/lib/clock';
import { clearFaults, setFault } from '@mocks/lib/faults';

// The outcomes of the lead page (spec point 4); the page's other parts are tested in lead-page.test.tsx.

afterEach(() => clearFaults());

const COUPLE = 'Anna Schmidt & Lukas Becker';

async function openLead() {
  const rendered = await renderApp(`/leads/${LEAD.wellKnown}`, { as: 'demo' });
  expect(await screen.findByRole('heading', { level: 1, name: COUPLE }, { timeout: 5000 })).toBeInTheDocument();
  return rendered;
}

const badges = () => within(screen.getByRole('list', { name: 'Status' }));
const storedLead = () => db.leads.findFirst((q) => q.where({ id: LEAD.wellKnown }));

async function chooseOutcome(user: UserEvent, item: string) {
  await user.click(screen.getByRole('button', { name: 'Status ändern' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** The number on the sidebar's Couples entry, read from its accessible text ("58 offene Anfragen"). */
async function sidebarPending(): Promise<number> {
  const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
  const link = await within(nav).findByRole('link', { name: /^Brautpaare \d+ offene Anfragen?$/ });
  return Number(/^(\d+)/.exec(within(link).getByText(/^\d+ offene Anfragen?$/).textContent ?? '')?.[1]);
}

/** Answers the confirmation dialog of an outcome with its confirming button. */
async function confirmIn(user: UserEvent, title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function expectHistory(user: UserEvent, text: string) {
  await user.click(screen.getByRole('tab', { name: 'Aktivitäten' }));
  const history = await screen.findByRole('region', { name: 'Verlauf' });
  expect(await within(history).findByText(text)).toBeInTheDocument();
}

describe('/leads/{id}: outcomes', () => {
  it('marks the lead offered: badge, history and the sidebar pending count change', async () => {
    const { user } = await openLead();
    const pendingBefore = await sidebarPending();
    await chooseOutcome(user, 'Angebot gesendet');
    expect(await screen.findByText('Status geändert: „Angebot gesendet“')).toBeInTheDocument();
    expect(await badges().findByText('Angebot gesendet')).toBeInTheDocument();
    expect(badges().queryByText('Neu')).not.toBeInTheDocument();
    // The couple got an answer: the waiting time is gone and the lead no longer counts as pending.
    expect(screen.queryByText(/Das Brautpaar wartet seit/)).not.toBeInTheDocument();
    await waitFor(async () => expect(await sidebarPending()).toBe(pendingBefore - 1));
    await expectHistory(user, 'Status von „Neu“ auf „Angebot gesendet“ geändert.');
  });

  it('moves to negotiating with a process state, then to a deal, and confirms the deal', async () => {
    const { user } = await openLead();
    await chooseOutcome(user, 'In Verhandlung …');
    const dialog = within(await screen.findByRole('dialog', { name: 'In Verhandlung' }));
    await user.selectOptions(dialog.getByLabelText('Bearbeitungsstand'), 'Termin geplant');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await badges().findByText('Termin geplant')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Status ändern' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Status ändern' }));
    expect(screen.queryByRole('menuitem', { name: 'Zusage bestätigen' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Zusage' }));
    await confirmIn(user, 'Als Zusage eintragen?', 'Zusage eintragen');
    expect(await badges().findByText('Zusage')).toBeInTheDocument();

    await chooseOutcome(user, 'Zusage bestätigen');
    await confirmIn(user, 'Zusage bestätigen?', 'Zusage bestätigen');
    expect(await badges().findByText('Zusage bestätigt')).toBeInTheDocument();
    expect(storedLead()?.dealConfirmed).toBe(true);
    await expectHistory(user, 'Zusage bestätigt.');

    // After a deal the server allows only a rejection: the menu offers no other status change.
    await user.click(screen.getByRole('button', { name: 'Status ändern' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Absagen …' })).toBeInTheDocument();
    for (const refused of [
      'Angebot gesendet',
      'In Verhandlung …',
      'Als Spam markieren',
      'Nicht erreicht',
      'Nicht erreichbar',
    ]) {
      expect(menu.queryByRole('menuitem', { name: refused })).not.toBeInTheDocument();
    }
  });

  it('rejects only with a reason, which the header and the history show afterwards', async () => {
    const { user, unmount } = await openLead();
    const pendingBefore = await sidebarPending();
    await chooseOutcome(user, 'Absagen …');
    const dialog = within(await screen.findByRole('dialog', { name: 'Anfrage absagen' }));
    await user.type(dialog.getByLabelText('Anmerkung (optional)'), 'Samstag ist schon vergeben.');
    await user.click(dialog.getByRole('button', { name: 'Absagen' }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld!')).toBeInTheDocument();
    expect(storedLead()?.status).toBe('new');

    await user.selectOptions(dialog.getByLabelText('Absagegrund'), 'Termin bereits vergeben');
    await user.click(dialog.getByRole('button', { name: 'Absagen' }));
    expect(await badges().findByText('Abgesagt')).toBeInTheDocument();
    expect(storedLead()?.rejectReasonId).toBe(1);
    await waitFor(async () => expect(await sidebarPending()).toBe(pendingBefore - 1));
    const summary = () => within(screen.getByRole('region', { name: 'Überblick' }));
    expect(await summary().findByText('Termin bereits vergeben')).toBeInTheDocument();
    expect(summary().getByText('Absagegrund')).toBeInTheDocument();
    await expectHistory(
      user,
      'Status von „Neu“ auf „Abgesagt“ geändert. Grund: Termin bereits vergeben. Notiz: Samstag ist schon vergeben.',
    );

    // After a reload the reason comes from the stored lead.
    unmount();
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: COUPLE }, { timeout: 5000 })).toBeInTheDocument();
    expect(await summary().findByText('Termin bereits vergeben')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the server fails', async () => {
    const { user } = await openLead();
    setFault('applyLeadAction', { kind: 'server-error', remaining: 1 });
    await chooseOutcome(user, 'Absagen …');
    const dialog = within(await screen.findByRole('dialog', { name: 'Anfrage absagen' }));
    await user.selectOptions(dialog.getByLabelText('Absagegrund'), 'Budget passt nicht');
    await user.type(dialog.getByLabelText('Anmerkung (optional)'), 'Zu teuer für das Paar.');
    await user.click(dialog.getByRole('button', { name: 'Absagen' }));
    expect(await screen.findByText(/technischer Fehler/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Absagegrund')).toHaveDisplayValue('Budget passt nicht');
    expect(dialog.getByLabelText('Anmerkung (optional)')).toHaveValue('Zu teuer für das Paar.');
    expect(storedLead()?.status).toBe('new');
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect(badges().getByText('Neu')).toBeInTheDocument();
  });

  it('asks before marking a deal; cancelling leaves the status as it was', async () => {
    const { user } = await openLead();
    await chooseOutcome(user, 'Zusage');
    const dialog = await screen.findByRole('dialog', { name: 'Als Zusage eintragen?' });
    expect(dialog).toHaveAccessibleDescription(/Das Brautpaar hat Sie gebucht\?/);
    // The safe answer has the focus: Enter on a mis-click does not apply the deal.
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(badges().getByText('Neu')).toBeInTheDocument();
    expect(storedLead()?.status).toBe('new');

    await chooseOutcome(user, 'Zusage');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedLead()?.status).toBe('new');
  });

  it('marks the lead as spam', async () => {
    const { user } = await openLead();
    const pendingBefore = await sidebarPending();
    await chooseOutcome(user, 'Als Spam markieren');
    await confirmIn(user, 'Als Spam markieren?', 'Als Spam markieren');
    expect(await badges().findByText('Spam')).toBeInTheDocument();
    await waitFor(async () => expect(await sidebarPending()).toBe(pendingBefore - 1));
    await expectHistory(user, 'Status von „Neu“ auf „Spam“ geändert.');
  });

  it('marks the couple not reached, then unreachable', async () => {
    const { user } = await openLead();
    const pendingBefore = await sidebarPending();
    await chooseOutcome(user, 'Nicht erreicht');
    expect(await badges().findByText('Nicht erreicht')).toBeInTheDocument();
    await waitFor(async () => expect(await sidebarPending()).toBe(pendingBefore - 1));
    await chooseOutcome(user, 'Nicht erreichbar');
    expect(await badges().findByText('Nicht erreichbar')).toBeInTheDocument();
    await expectHistory(user, 'Status von „Nicht erreicht“ auf „Nicht erreichbar“ geändert.');
    expect(screen.getByText('Status von „Neu“ auf „Nicht erreicht“ geändert.')).toBeInTheDocument();
  });

  it('reports the lead with a reason and a note', async () => {
    const { user } = await openLead();
    await chooseOutcome(user, 'Anfrage melden …');
    const dialog = within(await screen.findByRole('dialog', { name: 'Anfrage melden' }));
    await user.click(dialog.getByRole('button', { name: 'Melden' }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld!')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Grund der Meldung'), 'Doppelte Anfrage');
    await user.type(dialog.getByLabelText('Anmerkung (optional)'), 'Schon als Nr. 41 eingegangen.');
    await user.click(dialog.getByRole('button', { name: 'Melden' }));
    expect(await screen.findByText('Die Anfrage wurde gemeldet. Vielen Dank für Ihren Hinweis.')).toBeInTheDocument();
    expect(storedLead()?.reportedReasonId).toBe(3);
    await expectHistory(
      user,
      'Anfrage an das Hochzeitsportal gemeldet: Doppelte Anfrage. Notiz: Schon als Nr. 41 eingegangen.',
    );
  });

  it('confirms the appointment the couple asked for', async () => {
    const { user, unmount } = await openLead();
    const appointmentAt = new Date(Date.now() + 5 * 86_400_000);
    appointmentAt.setHours(14, 0, 0, 0);
    await db.leads.update((q) => q.where({ id: LEAD.wellKnown }), {
      data(record) {
        record.appointmentAt = isoDateTime(appointmentAt);
        record.appointmentNeedsConfirmation = true;
      },
    });
    unmount();
    render(<App />);
    const summary = within(await screen.findByRole('region', { name: 'Überblick' }, { timeout: 5000 }));
    expect(
      summary.getByText(/^Das Brautpaar möchte einen Termin am .*14:00\. Bitte bestätigen Sie ihn\.$/),
    ).toBeInTheDocument();
    await user.click(summary.getByRole('button', { name: 'Termin bestätigen' }));
    expect(await summary.findByText(/^Termin bestätigt: .*14:00$/)).toBeInTheDocument();
    expect(storedLead()?.appointmentNeedsConfirmation).toBe(false);
  });

  it('sets a reminder in the future', async () => {
    const { user } = await openLead();
    await chooseOutcome(user, 'Erinnerung setzen …');
    const dialog = within(await screen.findByRole('dialog', { name: 'Erinnerung setzen' }));
    const remindAt = dialog.getByLabelText('Erinnern am');
    await user.type(remindAt, '2020-01-01T09:00');
    await user.click(dialog.getByRole('button', { name: 'Erinnerung speichern' }));
    expect(await dialog.findByText('Bitte wählen Sie einen Zeitpunkt in der Zukunft.')).toBeInTheDocument();

    const next = new Date(Date.now() + 3 * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}T09:00`;
    await user.clear(remindAt);
    await user.type(remindAt, local);
    await user.type(dialog.getByLabelText('Notiz (optional)'), 'Angebot nachfassen.');
    await user.click(dialog.getByRole('button', { name: 'Erinnerung speichern' }));
    const toastDate = `${pad(next.getDate())}.${pad(next.getMonth() + 1)}.${next.getFullYear()}`;
    expect(await screen.findByText(`Erinnerung für den ${toastDate} gesetzt.`)).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Überblick' }));
    expect(await summary.findByText('Nächste Erinnerung')).toBeInTheDocument();
    expect(summary.getByText(/09:00$/)).toBeInTheDocument();
  });
});
