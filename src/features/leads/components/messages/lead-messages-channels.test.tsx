// The messages tab's SMS and WhatsApp composers (the thread and the e-mail composer: lead-messages-tab.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoDraftKey, leadWithVisiblePhone, NOT_SENT, outgoing, TECHNICAL } from '@/testing/lead-messages';
import { renderApp } from '@/testing/render-app';
import { db, resetDatabase } from '@mocks/db';
import { LEAD } from '@mocks/db/leads';
import { clearFaults, setFault } from '@mocks/lib/faults';

afterEach(() => clearFaults());

async function openMessages(leadId: number, options: Parameters<typeof renderApp>[1] = { as: 'demo' }) {
  const rendered = await renderApp(`/leads/${leadId}?activeTab=messages`, options);
  const thread = await screen.findByRole('list', { name: 'Nachrichtenverlauf' }, { timeout: 5000 });
  const composer = screen.getByRole('region', { name: 'Antworten' });
  return { ...rendered, thread: within(thread), composer: within(composer) };
}

describe('messages tab: SMS', () => {
  it('is disabled with the reason while the phone number is hidden', async () => {
    const { composer } = await openMessages(LEAD.wellKnown);
    const sms = composer.getByRole('button', { name: 'SMS' });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription(/sobald die Telefonnummer des Brautpaars sichtbar ist/);
  });

  it('counts characters and SMS parts, refuses more than 612 characters and sends', async () => {
    const answered = await leadWithVisiblePhone();
    const before = outgoing(answered.id).length;
    const { user, composer, thread } = await openMessages(answered.id);
    await user.click(composer.getByRole('button', { name: 'SMS' }));
    const body = composer.getByRole('textbox', { name: 'SMS-Text' });
    expect(composer.getByText('0 von 612 Zeichen · 0 SMS')).toBeInTheDocument();

    await user.click(body);
    await user.paste('a'.repeat(160));
    expect(composer.getByText('160 von 612 Zeichen · 1 SMS')).toBeInTheDocument();
    await user.type(body, 'b');
    expect(composer.getByText('161 von 612 Zeichen · 2 SMS')).toBeInTheDocument();
    await user.paste('c'.repeat(452));
    expect(composer.getByText('613 von 612 Zeichen · 5 SMS')).toBeInTheDocument();
    await user.click(composer.getByRole('button', { name: 'SMS senden' }));
    expect(await composer.findByText('Bitte geben Sie höchstens 612 Zeichen ein.')).toBeInTheDocument();
    expect(outgoing(answered.id)).toHaveLength(before);

    // One dash outside the GSM alphabet sends the text as UCS-2: 70 characters an SMS, and the counter says why.
    await user.clear(body);
    await user.paste(`${'a'.repeat(69)}–`);
    expect(composer.getByText(/^70 von 612 Zeichen · 1 SMS Ihr Text enthält Zeichen außerhalb/)).toBeInTheDocument();
    await user.type(body, 'b');
    expect(composer.getByText(/^71 von 612 Zeichen · 2 SMS /)).toBeInTheDocument();

    await user.clear(body);
    await user.type(body, 'Hallo, der Termin ist frei!');
    await user.click(composer.getByRole('button', { name: 'SMS senden' }));
    expect(await screen.findByText('Ihre SMS wurde gesendet.')).toBeInTheDocument();
    const sent = outgoing(answered.id);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({ channel: 'sms', body: 'Hallo, der Termin ist frei!' });
    expect(await thread.findByText('Hallo, der Termin ist frei!')).toBeInTheDocument();
  });

  it('says a technical error occurred, not that the SMS was undeliverable, when the server fails', async () => {
    const answered = await leadWithVisiblePhone();
    const before = outgoing(answered.id).length;
    const { user, composer } = await openMessages(answered.id);
    await user.click(composer.getByRole('button', { name: 'SMS' }));
    const body = composer.getByRole('textbox', { name: 'SMS-Text' });
    await user.type(body, 'Passt Samstag?');
    setFault('sendLeadSms', { kind: 'server-error', remaining: 1 });

    await user.click(composer.getByRole('button', { name: 'SMS senden' }));

    const alert = (await composer.findByText(NOT_SENT)).parentElement as HTMLElement;
    expect(within(alert).getByText(TECHNICAL)).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/später noch einmal oder rufen Sie das Brautpaar an/);
    expect(body).toHaveValue('Passt Samstag?');
    expect(outgoing(answered.id)).toHaveLength(before);
  });
});

describe('messages tab: WhatsApp', () => {
  it('opens the upgrade dialog when the plan of the provider has no WhatsApp leads', async () => {
    await resetDatabase('default');
    // Lichtwerk Fotografie (102) has the pro plan, which does not include WhatsApp leads.
    const photographerLead = db.leads.all().find((l) => l.providerId === 102 && l.deletedAt === null);
    if (!photographerLead) throw new Error('the seed has no lead of provider 102');
    const { user, composer } = await openMessages(photographerLead.id);
    const whatsapp = composer.getByRole('button', { name: /WhatsApp/ });
    await waitFor(() => expect(whatsapp).toHaveAccessibleName(/Upgrade anfragen/));

    await user.click(whatsapp);

    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade anfragen' }));
    expect(dialog.getByText(/WhatsApp/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(composer.getByRole('button', { name: 'E-Mail' })).toHaveAttribute('aria-pressed', 'true');
    expect(composer.queryByRole('textbox', { name: 'WhatsApp-Nachricht' })).not.toBeInTheDocument();
  });

  it('links to wa.me with the encoded text and records the contact on request', async () => {
    const answered = await leadWithVisiblePhone();
    const { user, composer } = await openMessages(answered.id);
    const whatsapp = composer.getByRole('button', { name: 'WhatsApp' });
    await waitFor(() => expect(whatsapp).toBeEnabled());
    await user.click(whatsapp);
    await user.type(
      await composer.findByRole('textbox', { name: 'WhatsApp-Nachricht' }),
      'Hallo Anna & Lukas! Passt 14 Uhr?',
    );

    const link = composer.getByRole('link', { name: 'In WhatsApp öffnen' });
    const digits = answered.phone.replace(/\D/g, '');
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${digits}?text=${encodeURIComponent('Hallo Anna & Lukas! Passt 14 Uhr?')}`,
    );
    expect(link.getAttribute('href')).toContain('Hallo%20Anna%20%26%20Lukas!%20Passt%2014%20Uhr%3F');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    // The browser would open WhatsApp in a new tab; jsdom cannot navigate.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await user.click(await composer.findByRole('button', { name: 'Als WhatsApp-Kontakt erfassen' }));

    expect(await screen.findByText('Der WhatsApp-Kontakt wurde erfasst.')).toBeInTheDocument();
    const logged = db.leadInteractions.all().filter((i) => i.leadId === answered.id && i.type === 'whatsapp');
    expect(logged.at(-1)).toMatchObject({ note: 'Hallo Anna & Lukas! Passt 14 Uhr?' });
    expect(window.localStorage.getItem(demoDraftKey('whatsapp', answered.id))).toBeNull();
  });
});
