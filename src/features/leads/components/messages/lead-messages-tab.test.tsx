import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoDraftKey, leadWithVisiblePhone, NOT_SENT, outgoing, TECHNICAL } from '@/testing/lead-messages';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { pasteInto, typeInto } from '@/testing/rich-text-editor';
import { db, resetDatabase } from '@mocks/db';
import { plain } from '@mocks/db/collection';
import { LEAD } from '@mocks/db/leads';
import { clearFaults, setFault } from '@mocks/lib/faults';

afterEach(() => clearFaults());

const CALL_HINT = /Rufen Sie das Brautpaar am besten an/;
const MAILBOX_HINT = /E-Mail-Adresse des Brautpaars falsch oder das Postfach voll/;

async function openMessages(leadId: number, options: Parameters<typeof renderApp>[1] = { as: 'demo' }) {
  const rendered = await renderApp(`/leads/${leadId}?activeTab=messages`, options);
  const thread = await screen.findByRole('list', { name: 'Nachrichtenverlauf' }, { timeout: 5000 });
  const composer = screen.getByRole('region', { name: 'Antworten' });
  return { ...rendered, thread: within(thread), composer: within(composer) };
}

/**
 * The e-mail form once templates and signatures are there (the signature is preselected); the message is the
 * rich-text editor, which loads lazily.
 */
async function emailForm(composer: ReturnType<typeof within>) {
  const template = composer.getByRole('combobox', { name: 'E-Mail-Vorlage' });
  await waitFor(() => expect(template).toBeEnabled());
  await waitFor(() => expect(composer.getByRole('combobox', { name: 'Signatur' })).not.toHaveValue(''));
  return {
    template,
    subject: composer.getByRole('textbox', { name: 'Betreff' }),
    body: await composer.findByRole('textbox', { name: 'Nachricht' }, { timeout: 5000 }),
    send: composer.getByRole('button', { name: 'E-Mail senden' }),
  };
}

function seededTemplate(name: string) {
  const template = db.mailTemplates.all().find((candidate) => candidate.name === name);
  if (!template) throw new Error(`the seed has no mail template "${name}"`);
  return template;
}

/** The stored draft of the demo user's e-mail to a lead. */
function emailDraft(leadId: number): { subject: string; body: string } | null {
  return JSON.parse(window.localStorage.getItem(demoDraftKey('email', leadId)) ?? 'null') as {
    subject: string;
    body: string;
  } | null;
}

describe('messages tab: thread', () => {
  it("shows the couple's messages with the HTML sanitized", async () => {
    const { thread } = await openMessages(LEAD.wellKnown, {
      as: 'demo',
      prepare: async () => {
        await db.leadMessages.create({
          id: 900_001,
          leadId: LEAD.wellKnown,
          createdAt: new Date().toISOString(),
          direction: 'incoming',
          channel: 'email',
          subject: 'Noch eine Frage',
          body: '<p>Gibt es Parkplätze?</p><script>window.__messageXss = "script"</script><img src="https://cdn.example.de/x.png" onerror="window.__messageXss = \'img\'"><a href="javascript:window.__messageXss=1">Link</a>',
          isRead: true,
          attachments: [{ id: 77, name: 'Sitzplan.pdf', url: 'https://cdn.example.de/sitzplan.pdf', size: 1_204_551 }],
          senderName: 'Anna Schmidt & Lukas Becker',
          deliveryStatus: 'delivered',
        });
      },
    });

    const messages = thread.getAllByRole('article');
    // The request (listed by the API, not repeated from the lead), the follow-up and the injected message.
    expect(messages).toHaveLength(3);
    expect(messages[0]).toHaveTextContent(/wir heiraten am .* und suchen eine Location für etwa 90 Gäste/);
    expect(messages[1]).toHaveTextContent(/Übernachtungsmöglichkeiten für unsere Familien/);
    const hostile = messages[2] as HTMLElement;
    expect(hostile).toHaveTextContent('Gibt es Parkplätze?');
    expect(hostile).toHaveTextContent('Noch eine Frage');
    expect(hostile).toHaveAccessibleName(/^Nachricht von Anna Schmidt & Lukas Becker/);
    expect(hostile.querySelector('script')).toBeNull();
    expect(hostile.querySelector('[onerror]')).toBeNull();
    expect(within(hostile).getByText('Link')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
    expect((window as { __messageXss?: unknown }).__messageXss).toBeUndefined();
    const attachment = within(hostile).getByRole('link', { name: 'Sitzplan.pdf' });
    expect(attachment).toHaveAttribute('href', 'https://cdn.example.de/sitzplan.pdf');
    expect(attachment).toHaveAttribute('target', '_blank');
    expect(hostile).toHaveTextContent('(1,2 MB)');
  });

  it('shows no image without a source, such as a signature image at a path nobody serves', async () => {
    const { thread } = await openMessages(LEAD.wellKnown, {
      as: 'demo',
      prepare: async () => {
        await db.leadMessages.create({
          id: 900_002,
          leadId: LEAD.wellKnown,
          createdAt: new Date().toISOString(),
          direction: 'outgoing',
          channel: 'email',
          subject: 'Ihr Termin',
          body: '<p>Bis bald!</p><p>Mit herzlichen Grüßen</p><p><img src="/media/signatures/1.png" alt="Signatur"></p><p><img alt="Logo"></p>',
          isRead: true,
          attachments: [],
          senderName: 'Katharina Vogt',
          deliveryStatus: 'sent',
        });
      },
    });
    const sent = thread.getByRole('article', { name: /^Ihre Nachricht von Katharina Vogt/ });
    expect(sent).toHaveTextContent('Mit herzlichen Grüßen');
    expect(within(sent).queryByRole('img')).not.toBeInTheDocument();
    expect(within(sent).queryByText('Signatur')).not.toBeInTheDocument();
  });

  it('marks the unread messages read when the tab opens, and the unread badges drop', async () => {
    const threadReads = recordRequests(`/leads/${LEAD.wellKnown}/messages`);
    await renderApp(`/leads/${LEAD.wellKnown}?activeTab=messages`, { as: 'demo' });
    const tabs = await screen.findByRole('tablist', {}, { timeout: 5000 });
    expect(within(tabs).getByRole('tab', { name: /Nachrichten/ })).toHaveTextContent('2 ungelesen');
    const thread = within(await screen.findByRole('list', { name: 'Nachrichtenverlauf' }));
    // The messages that were unread keep a "new" marker while the user reads them.
    expect(await thread.findAllByText('Neu')).toHaveLength(2);

    await waitFor(() => expect(db.leads.findFirst((q) => q.where({ id: LEAD.wellKnown }))?.unreadMessageCount).toBe(0));
    expect(db.leadMessages.all().filter((m) => m.leadId === LEAD.wellKnown && !m.isRead)).toHaveLength(0);
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Nachrichten/ })).not.toHaveTextContent(/ungelesen/),
    );
    // The thread is read once: marking it read updates it in place, and the "new" markers stay while it is open.
    expect(thread.getAllByText('Neu')).toHaveLength(2);
    expect(threadReads.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it("starts the thread with the couple's request when only the lead carries it (a phone lead)", async () => {
    await resetDatabase('default');
    const phoneLead = db.leads
      .all()
      .find((l) => l.providerId === 101 && l.firstLeadType === 'call' && l.deletedAt === null && l.message.trim());
    if (!phoneLead) throw new Error('the seed has no phone lead of provider 101');
    const { thread } = await openMessages(phoneLead.id);
    const first = thread.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('Anfrage')).toBeInTheDocument();
    expect(first).toHaveTextContent(phoneLead.message.trim().slice(0, 40));
  });

  it('shows a load error with a retry that loads the thread', async () => {
    setFault('listLeadMessages', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}?activeTab=messages`, { as: 'demo' });
    expect(await screen.findByText('Beim Laden ist ein Fehler aufgetreten', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    const thread = within(await screen.findByRole('list', { name: 'Nachrichtenverlauf' }));
    expect(thread.getAllByRole('article')).toHaveLength(2);
  });

  // Where they sit (incoming at the start, outgoing at the end, mirrored in Arabic) is layout, which jsdom has
  // none of: the browser journeys in e2e/leads.spec.ts measure it.
  it("names who wrote each message and shows the delivery of the user's own", async () => {
    const answered = await leadWithVisiblePhone();
    const { thread } = await openMessages(answered.id);
    const incoming = thread.getAllByRole('article', { name: /^Nachricht von / });
    const sent = thread.getAllByRole('article', { name: /^Ihre Nachricht von / });
    expect(incoming.length).toBeGreaterThan(0);
    expect(sent.length).toBeGreaterThan(0);
    const delivery = /Zugestellt|Gesendet|Nicht zugestellt/;
    for (const message of sent) expect(within(message).getByText(delivery)).toBeInTheDocument();
    for (const message of incoming) expect(within(message).queryByText(delivery)).not.toBeInTheDocument();
  });
});

describe('messages tab: e-mail', () => {
  it('sends an e-mail from a template with an attachment and shows it in the thread', async () => {
    const { user, composer, thread } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);

    await user.selectOptions(form.template, 'Erstantwort Hochzeitsanfrage');
    expect(form.subject).toHaveValue('Ihre Hochzeitsanfrage beim Schlossgut Havelblick');
    await waitFor(() => expect(form.body.querySelector('p')).toHaveTextContent(/^Liebes Brautpaar,$/));
    expect(form.body).toHaveTextContent(/herzlichen Dank für Ihre Anfrage/);
    // The group says the most it takes, then how many of them are chosen.
    const attachments = composer.getByRole('group', { name: 'Anhänge' });
    expect(attachments).toHaveAccessibleDescription('Sie können bis zu 10 Anhänge mitsenden.');
    await user.click(composer.getByRole('checkbox', { name: /Hochzeitsmappe 2027/ }));
    expect(attachments).toHaveAccessibleDescription('1 von höchstens 10 ausgewählt');
    expect(composer.getByRole('region', { name: 'Vorschau der Signatur' })).toHaveTextContent('Geschäftsführerin');

    await user.click(form.send);

    expect(await screen.findByText('Ihre E-Mail wurde gesendet.')).toBeInTheDocument();
    const sent = outgoing(LEAD.wellKnown);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'email',
      subject: 'Ihre Hochzeitsanfrage beim Schlossgut Havelblick',
      attachments: [expect.objectContaining({ name: 'Hochzeitsmappe 2027' })],
    });
    expect(sent[0]?.body).toMatch(/^<p>Liebes Brautpaar,<\/p><p>herzlichen Dank für Ihre Anfrage/);
    expect(sent[0]?.body).toContain('Geschäftsführerin');

    const mine = await thread.findByRole('article', { name: /^Ihre Nachricht von Katharina Vogt/ });
    expect(within(mine).getByText('Ihre Hochzeitsanfrage beim Schlossgut Havelblick')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Hochzeitsmappe 2027' })).toBeInTheDocument();
    expect(within(mine).getByText('Gesendet')).toBeInTheDocument();
    // The signature is text only: no image, so no broken one.
    expect(within(mine).getByText(/Geschäftsführerin/)).toBeInTheDocument();
    expect(within(mine).queryByRole('img')).not.toBeInTheDocument();
    // The form is empty again, the draft is gone, and the answer revealed the couple's phone: SMS is possible.
    await waitFor(() => expect(form.body).toHaveTextContent(/^$/));
    expect(window.localStorage.getItem(demoDraftKey('email', LEAD.wellKnown))).toBeNull();
    await waitFor(() => expect(composer.getByRole('button', { name: 'SMS' })).toBeEnabled());
  });

  it('sends a formatted template as the template shows it: bold and list in the message and in the thread (issue 38.11)', async () => {
    const { user, composer, thread } = await openMessages(LEAD.wellKnown, {
      as: 'demo',
      prepare: async () => {
        await db.mailTemplates.create({
          ...plain(seededTemplate('Angebot mit Menüvorschlag')),
          id: 900_010,
          name: 'Angebot formatiert',
          content:
            '<p>Liebe {{coupleName}},</p><p>unser <strong>Festpreis</strong> gilt <em>14 Tage</em>:</p><ul><li>Sektempfang</li><li>Vier-Gänge-Menü</li></ul>',
        });
        // A couple's name is text, never markup, wherever the template puts it.
        await db.leads.update((q) => q.where({ id: LEAD.wellKnown }), {
          data(lead) {
            lead.couple.name = 'Anna <b>&</b> Lukas';
          },
        });
      },
    });
    const form = await emailForm(composer);

    await user.selectOptions(form.template, 'Angebot formatiert');
    // The editor shows the formatting: bold, italic, the list.
    await waitFor(() => expect(form.body.querySelector('strong')).toHaveTextContent('Festpreis'));
    expect(form.body.querySelector('em')).toHaveTextContent('14 Tage');
    expect([...form.body.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Sektempfang',
      'Vier-Gänge-Menü',
    ]);
    expect(form.body.querySelector('p')).toHaveTextContent('Liebe Anna <b>&</b> Lukas,');
    // The draft keeps the formatting, and so does a failed send.
    await waitFor(() => expect(emailDraft(LEAD.wellKnown)?.body).toContain('<li>Sektempfang</li>'));
    setFault('sendLeadMessage', { kind: 'server-error', remaining: 1 });
    await user.click(form.send);
    expect(await composer.findByText(NOT_SENT)).toBeInTheDocument();
    expect(form.body.querySelector('strong')).toHaveTextContent('Festpreis');
    expect(form.body.querySelectorAll('li')).toHaveLength(2);
    expect(emailDraft(LEAD.wellKnown)?.body).toContain('<li>Sektempfang</li>');

    await user.click(form.send);

    const mine = await thread.findByRole('article', { name: /^Ihre Nachricht von Katharina Vogt/ });
    const sent = outgoing(LEAD.wellKnown);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body ?? '';
    expect(body).toMatch(/^<p>Liebe Anna &lt;b&gt;&amp;&lt;\/b&gt; Lukas,<\/p>/);
    expect(body).toMatch(/<(strong|b)>(<strong>)?Festpreis(<\/strong>)?<\/(strong|b)>/);
    expect(body).toMatch(/<(em|i)>(<em>)?14 Tage(<\/em>)?<\/(em|i)>/);
    expect(body).toContain('<ul><li>Sektempfang</li><li>Vier-Gänge-Menü</li></ul>');
    // The thread shows it formatted, as the couple receives it.
    expect(within(mine).getByText('Festpreis').closest('strong, b')).not.toBeNull();
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sektempfang', 'Vier-Gänge-Menü']);
    expect(mine.querySelector('ul')).not.toBeNull();
  });

  it("offers the templates and attachments of the lead's provider first, then the account-wide ones, never another provider's", async () => {
    // Lead 42 belongs to the venue Schlossgut Havelblick (101); the account also has a photographer (102) and a
    // bridal salon (103) with templates and attachments of their own.
    const { composer } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);
    const templateNames = within(form.template)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(templateNames).toEqual([
      'Keine Vorlage',
      'Nachfassen nach Besichtigung',
      'Terminbestätigung Besichtigung',
      'Angebot mit Menüvorschlag',
      'Erstantwort Hochzeitsanfrage',
      'Absage Termin vergeben',
    ]);
    const attachmentNames = composer
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(attachmentNames).toHaveLength(5);
    expect(attachmentNames.at(-1)).toMatch(/^AGB Veranstaltungen/);
    expect(attachmentNames.join('|')).not.toMatch(/Reportagen|Elbblick/);
  });

  it("offers only the user's own signature, never a colleague's for the same provider", async () => {
    // Jonas Albrecht (link 4) also has a signature for the venue 101; the server refuses it from anyone else.
    const { composer } = await openMessages(LEAD.wellKnown);
    await emailForm(composer);
    const signatures = within(composer.getByRole('combobox', { name: 'Signatur' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(signatures).toHaveLength(2);
    expect(signatures[1]).toMatch(/Katharina Vogt/);
    expect(signatures.join('|')).not.toMatch(/Jonas/);
  });

  it('shows a refused template on its picker, keeps the draft, reads the list again and sends without it', async () => {
    const { user, composer, thread } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);
    await user.selectOptions(form.template, 'Erstantwort Hochzeitsanfrage');
    await waitFor(() => expect(form.body).toHaveTextContent(/herzlichen Dank/));
    await typeInto(form.body, ' Bis bald!');
    const typed = form.body.textContent;
    // Meanwhile an administrator moves the template to the photographer (102): it no longer fits lead 42.
    const template = db.mailTemplates.findFirst((q) => q.where({ name: 'Erstantwort Hochzeitsanfrage' }));
    await db.mailTemplates.update((q) => q.where({ id: template?.id ?? 0 }), {
      data(record) {
        record.providerId = 102;
      },
    });

    await user.click(form.send);

    expect(await composer.findByText('Diese Vorlage gehört zu einem anderen Anbieter.')).toBeInTheDocument();
    expect(form.template).toHaveAttribute('aria-invalid', 'true');
    expect(form.body.textContent).toBe(typed);
    expect(form.subject).toHaveValue('Ihre Hochzeitsanfrage beim Schlossgut Havelblick');
    expect(outgoing(LEAD.wellKnown)).toHaveLength(0);
    // The list is read again: the moved template is no longer offered, the text taken from it stays.
    await waitFor(() =>
      expect(within(form.template).queryByRole('option', { name: 'Erstantwort Hochzeitsanfrage' })).toBeNull(),
    );
    expect(form.template).toHaveValue('');

    await user.click(form.send);

    expect(await thread.findByRole('article', { name: /^Ihre Nachricht/ })).toHaveTextContent('Bis bald!');
    expect(outgoing(LEAD.wellKnown)).toHaveLength(1);
  });

  it('asks before a template replaces a typed text', async () => {
    const { user, composer } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);
    await typeInto(form.body, 'Mein eigener Text');

    await user.selectOptions(form.template, 'Terminbestätigung Besichtigung');
    const dialog = within(await screen.findByRole('dialog', { name: 'Text durch die Vorlage ersetzen?' }));
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect(form.body).toHaveTextContent(/^Mein eigener Text$/);
    expect(form.template).toHaveValue('');

    await user.selectOptions(form.template, 'Terminbestätigung Besichtigung');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Text durch die Vorlage ersetzen?' })).getByRole('button', {
        name: 'Text ersetzen',
      }),
    );
    await waitFor(() => expect(form.body).toHaveTextContent(/^Liebes Brautpaar,hiermit bestätigen wir/));
    expect(form.body).not.toHaveTextContent('Mein eigener Text');
    expect(form.subject).toHaveValue('Bestätigung Ihres Besichtigungstermins');
  });

  it('requires a body', async () => {
    const { user, composer } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);
    await user.type(form.subject, 'Nur ein Betreff');
    await user.click(form.send);
    expect(await composer.findByText('Dies ist ein Pflichtfeld!')).toBeInTheDocument();
    expect(form.body).toHaveAttribute('aria-invalid', 'true');
    expect(outgoing(LEAD.wellKnown)).toHaveLength(0);
  });

  it('keeps the draft word for word when the send fails, and the retry stores exactly one message', async () => {
    const { user, composer, thread } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);
    const text = 'Liebe Anna, lieber Lukas,\n\nder Termin ist frei <b>ja</b> & wir freuen uns.\nViele Grüße';
    await user.type(form.subject, 'Ihr Termin');
    await typeInto(form.body, text);
    const typed = form.body.textContent;
    await waitFor(() => expect(emailDraft(LEAD.wellKnown)?.body).toContain('wir freuen uns.'));
    const html = emailDraft(LEAD.wellKnown)?.body;
    setFault('sendLeadMessage', { kind: 'server-error', remaining: 1 });

    await user.click(form.send);

    const alert = (await composer.findByText(NOT_SENT)).parentElement as HTMLElement;
    // A 500 is the server's fault, not the couple's mailbox.
    expect(within(alert).getByText(TECHNICAL)).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(MAILBOX_HINT);
    expect(form.subject).toHaveValue('Ihr Termin');
    expect(form.body.textContent).toBe(typed);
    expect(emailDraft(LEAD.wellKnown)).toMatchObject({ subject: 'Ihr Termin', body: html });
    expect(outgoing(LEAD.wellKnown)).toHaveLength(0);

    await user.click(form.send);

    expect(await thread.findByRole('article', { name: /^Ihre Nachricht/ })).toHaveTextContent('<b>ja</b> & wir');
    expect(composer.queryByText(NOT_SENT)).not.toBeInTheDocument();
    const sent = outgoing(LEAD.wellKnown);
    expect(sent).toHaveLength(1);
    // The text as typed: what looks like markup is text, the line breaks stay.
    expect(sent[0]?.body.startsWith(html ?? '-')).toBe(true);
    expect(sent[0]?.body).toMatch(
      /^<p>Liebe Anna, lieber Lukas,<br><br>der Termin ist frei &lt;b&gt;ja&lt;\/b&gt; &amp; wir freuen uns\.<br>Viele Grüße<\/p>/,
    );
  });

  it('sends one message however often the button is clicked while sending', async () => {
    const { user, composer, thread } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);
    await typeInto(form.body, 'Nur einmal bitte');
    setFault('sendLeadMessage', { kind: 'latency', latencyMs: 400, remaining: 1 });
    await user.dblClick(form.send);
    await user.click(form.send);
    expect(await thread.findByRole('article', { name: /^Ihre Nachricht/ })).toHaveTextContent('Nur einmal bitte');
    expect(outgoing(LEAD.wellKnown)).toHaveLength(1);
  });

  it('says the connection failed when the send gets no answer', async () => {
    const { user, composer } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);
    await typeInto(form.body, 'Hallo');
    setFault('sendLeadMessage', { kind: 'network-error', remaining: 1 });
    await user.click(form.send);
    expect(await composer.findByText(/Keine Verbindung zum Server/)).toBeInTheDocument();
    const alert = composer.getByText(NOT_SENT).parentElement as HTMLElement;
    expect(alert).not.toHaveTextContent(MAILBOX_HINT);
    expect(alert).not.toHaveTextContent(TECHNICAL);
    expect(form.body).toHaveTextContent(/^Hallo$/);
    expect(emailDraft(LEAD.wellKnown)).toMatchObject({ body: '<p>Hallo</p>' });
  });

  it("shows the spec text with the call hint and the couple's phone when the mail is undeliverable (lead 43)", async () => {
    const { user, composer } = await openMessages(LEAD.undeliverable);
    const form = await emailForm(composer);
    await typeInto(form.body, 'Guten Tag, Ihr Termin ist noch frei.');
    await user.click(form.send);
    const alert = (await composer.findByText(NOT_SENT)).parentElement as HTMLElement;
    expect(alert).toHaveTextContent(MAILBOX_HINT);
    expect(alert).toHaveTextContent(CALL_HINT);
    expect(alert).not.toHaveTextContent(TECHNICAL);
    // Writing to the couple revealed their contact details even though the mail bounced: the hint's call is possible.
    const phone = db.leads.findFirst((q) => q.where({ id: LEAD.undeliverable }))?.contactPhone;
    expect(phone).toBeTruthy();
    expect(await within(alert).findByRole('link', { name: /Brautpaar anrufen/ })).toHaveAttribute(
      'href',
      `tel:${phone}`,
    );
    expect(form.body).toHaveTextContent(/^Guten Tag, Ihr Termin ist noch frei\.$/);
    expect(outgoing(LEAD.undeliverable)).toHaveLength(0);
  });

  it('offers a call link when an "unzustellbar" mail fails and the phone is known', async () => {
    const answered = await leadWithVisiblePhone();
    const before = outgoing(answered.id).length;
    const { user, composer } = await openMessages(answered.id);
    const form = await emailForm(composer);
    await typeInto(form.body, 'Diese Nachricht ist unzustellbar');
    await user.click(form.send);
    const alert = (await composer.findByText(NOT_SENT)).parentElement as HTMLElement;
    expect(alert).toHaveTextContent(CALL_HINT);
    expect(within(alert).getByRole('link', { name: /Brautpaar anrufen/ })).toHaveAttribute(
      'href',
      `tel:${answered.phone}`,
    );
    expect(outgoing(answered.id)).toHaveLength(before);
  });

  it('restores the draft after a reload, with its formatting', async () => {
    const first = await openMessages(LEAD.wellKnown);
    const form = await emailForm(first.composer);
    await first.user.type(form.subject, 'Entwurf');
    await pasteInto(form.body, '<p><strong>Zeile eins</strong></p><ul><li>Punkt zwei</li></ul>', 'Zeile eins');
    await first.user.click(first.composer.getByRole('checkbox', { name: /Menükarte Hochzeit 2027/ }));
    await waitFor(() => expect(emailDraft(LEAD.wellKnown)?.body).toContain('Punkt zwei'));
    first.unmount();

    const second = await openMessages(LEAD.wellKnown);
    const restored = await emailForm(second.composer);
    expect(restored.subject).toHaveValue('Entwurf');
    await waitFor(() => expect(restored.body.querySelector('strong')).toHaveTextContent('Zeile eins'));
    expect(restored.body.querySelector('li')).toHaveTextContent('Punkt zwei');
    expect(second.composer.getByRole('checkbox', { name: /Menükarte Hochzeit 2027/ })).toBeChecked();
  });

  it('restores a plain-text draft kept before the editor as paragraphs', async () => {
    window.localStorage.setItem(
      demoDraftKey('email', LEAD.wellKnown),
      JSON.stringify({
        subject: '',
        body: 'Absatz eins\n\nAbsatz <zwei>',
        templateId: '',
        signatureId: '1',
        attachmentIds: [],
      }),
    );
    const { composer } = await openMessages(LEAD.wellKnown);
    const form = await emailForm(composer);
    await waitFor(() => expect(form.body.querySelectorAll('p')).toHaveLength(2));
    expect(form.body.querySelectorAll('p')[1]).toHaveTextContent('Absatz <zwei>');
  });
});
