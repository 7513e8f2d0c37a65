// Issue 41.6: "Paar hinzufügen" in the inbox adds a couple by hand (POST /leads); the new lead is marked as added by
// the vendor in the list and on its page, typed input survives a failure and a reload.
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { changeLocale } from '@/i18n';
import { addDays, today } from '@/lib/calendar-day';
import { draftKey } from '@/lib/drafts';
import { renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { USER } from '@mocks/db/core';
import { clearFaults, setFault } from '@mocks/lib/faults';

afterEach(async () => {
  clearFaults();
  await changeLocale('de_DE', { persist: false });
});

const COUPLE = 'Julia Wagner & Tim Hoffmann';
const storedDraft = () => window.localStorage.getItem(draftKey(USER.demo, 'lead', 'add-couple'));

async function openDialog() {
  const rendered = await renderApp('/leads', { as: 'demo' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Paar hinzufügen' }, { timeout: 5000 }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Paar hinzufügen' }));
  return { ...rendered, dialog };
}

describe('/leads: adding a couple by hand', () => {
  it('adds the couple with its phone in E.164, opens its page and marks it as added by the vendor', async () => {
    const { user, dialog } = await openDialog();
    const wedding = addDays(today(), 200);
    expect(dialog.getByText(/zählen nicht zu den 3 Brautpaaren pro Monat des Basis-Pakets/)).toBeVisible();
    await user.selectOptions(dialog.getByLabelText('Anbieter'), 'Lichtwerk Fotografie');
    await user.type(dialog.getByLabelText('Name des Brautpaars'), COUPLE);
    await user.type(dialog.getByLabelText('Hochzeitsdatum (optional)'), wedding);
    await user.type(dialog.getByLabelText('E-Mail (optional)'), 'julia.wagner@beispiel.de');
    await user.type(dialog.getByLabelText('Telefon (optional)'), '0151 12345678');
    await user.type(dialog.getByLabelText('Nachricht oder Notiz (optional)'), 'Hat angerufen, möchte Termine.');
    await user.click(dialog.getByRole('button', { name: 'Paar hinzufügen' }));

    expect(await screen.findByRole('heading', { level: 1, name: COUPLE }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(`${COUPLE} wurde hinzugefügt.`)).toBeInTheDocument();
    const created = db.leads.all().find((lead) => lead.couple.name === COUPLE);
    expect(created).toMatchObject({
      firstLeadType: 'manual',
      providerId: 102,
      contactPhone: '+4915112345678',
      contactEmail: 'julia.wagner@beispiel.de',
      message: 'Hat angerufen, möchte Termine.',
    });
    expect(created?.couple.weddingDate).toBe(wedding);
    expect(window.location.pathname).toBe(`/leads/${created?.id}`);
    expect(within(screen.getByRole('list', { name: 'Status' })).getByText('Von Ihnen hinzugefügt')).toBeVisible();
    expect(storedDraft()).toBeNull();
  });

  it('marks couples added by hand in the inbox list', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Name des Brautpaars'), COUPLE);
    await user.click(dialog.getByRole('button', { name: 'Paar hinzufügen' }));
    await screen.findByRole('heading', { level: 1, name: COUPLE }, { timeout: 5000 });
    await user.click(screen.getAllByRole('link', { name: /Zurück zu den Brautpaaren|Brautpaare/ })[0]!);
    const list = await screen.findByRole('list', { name: 'Anfragen' }, { timeout: 5000 });
    const row = (await within(list).findByText(COUPLE)).closest('li');
    expect(within(row!).getByText('Von Ihnen hinzugefügt')).toBeVisible();
  });

  it('says in German what is wrong, on each field', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('E-Mail (optional)'), 'keine-adresse');
    await user.type(dialog.getByLabelText('Telefon (optional)'), '12345');
    await user.type(dialog.getByLabelText('Hochzeitsdatum (optional)'), addDays(today(), -1));
    await user.click(dialog.getByRole('button', { name: 'Paar hinzufügen' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Name des Brautpaars')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!'),
    );
    expect(dialog.getByLabelText('E-Mail (optional)')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(dialog.getByLabelText('Telefon (optional)')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    );
    expect(dialog.getByLabelText('Hochzeitsdatum (optional)')).toHaveAccessibleDescription(
      'Das Hochzeitsdatum darf nicht in der Vergangenheit liegen.',
    );
    expect(
      db.leads.all().some((lead) => lead.firstLeadType === 'manual' && lead.contactEmail === 'keine-adresse'),
    ).toBe(false);
  });

  it('keeps what was typed when the server fails, and as a draft over a reload', async () => {
    const { user, dialog, unmount } = await openDialog();
    await user.type(dialog.getByLabelText('Name des Brautpaars'), COUPLE);
    await user.type(dialog.getByLabelText('Telefon (optional)'), '0151 12345678');
    setFault('createLead', { kind: 'server-error', remaining: 1 });
    await user.click(dialog.getByRole('button', { name: 'Paar hinzufügen' }));
    expect(await dialog.findByText('Ein technischer Fehler ist aufgetreten.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Name des Brautpaars')).toHaveValue(COUPLE);
    expect(storedDraft()).not.toBeNull();

    unmount();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Paar hinzufügen' }, { timeout: 5000 }));
    const again = within(await screen.findByRole('dialog', { name: 'Paar hinzufügen' }));
    expect(again.getByLabelText('Name des Brautpaars')).toHaveValue(COUPLE);
    expect(again.getByLabelText('Telefon (optional)')).toHaveValue('0151 12345678');
    expect(again.getByRole('status')).toHaveTextContent(
      'Ihre noch nicht gespeicherten Eingaben wurden wiederhergestellt.',
    );
  });

  it('offers no adding to a user whose every provider link has ended', async () => {
    await renderApp('/leads', {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: USER.demo }), {
          data(account) {
            account.customerUserProviders = account.customerUserProviders.map((link) => ({
              ...link,
              hasLeftJob: true,
            }));
          },
        });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brautpaare' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paar hinzufügen' })).toBeNull();
  });

  it('works in Arabic: translated labels, right-to-left, the typed name in its own direction', async () => {
    await changeLocale('ar_AE', { persist: false });
    const { user } = await renderApp('/leads', { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'إضافة زوجين' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'إضافة زوجين' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const name = dialog.getByLabelText('اسم العروسين');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(dialog.getByLabelText('الهاتف (اختياري)')).toHaveAttribute('dir', 'ltr');
    await user.click(dialog.getByRole('button', { name: 'إضافة زوجين' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/.+/));
    expect(name).toHaveFocus();
  });
});
