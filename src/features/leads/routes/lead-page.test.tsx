import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { draftKey } from '@/lib/drafts';
import { formatDate } from '@/lib/format';
import { mockServer } from '@/testing/mock-server';
import { loginAs, renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { db, resetDatabase } from '@mocks/db';
import { nextId } from '@mocks/db/collection';
import { isoDateTime, now } from '@mocks/lib/clock';
import { USER } from '@mocks/db/core';
import { LEAD } from '@mocks/db/leads';
import { clearFaults, setFault } from '@mocks/lib/faults';

afterEach(() => clearFaults());

const COUPLE = 'Anna Schmidt & Lukas Becker';
const heading = () => screen.findByRole('heading', { level: 1, name: COUPLE }, { timeout: 5000 });

async function openLead(url = `/leads/${LEAD.wellKnown}`) {
  const rendered = await renderApp(url, { as: 'demo' });
  expect(await heading()).toBeInTheDocument();
  return rendered;
}

/** A reload: the app starts again on the same URL and session, with an empty query cache, on the same data. */
async function reload(unmount: () => void) {
  unmount();
  render(<App />);
  expect(await heading()).toBeInTheDocument();
}

const badges = () => within(screen.getByRole('list', { name: 'Status' }));
const region = (name: string | RegExp, timeout = 1000) => screen.findByRole('region', { name }, { timeout });

async function openTab(user: UserEvent, name: string | RegExp) {
  await user.click(screen.getByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function expectHistory(user: UserEvent, text: string | RegExp) {
  await openTab(user, 'Aktivitäten');
  expect(await within(await region('Verlauf')).findByText(text)).toBeInTheDocument();
}

const storedLead = () => db.leads.findFirst((q) => q.where({ id: LEAD.wellKnown }));

describe('/leads/{id}: header, tabs and load states', () => {
  it('shows the couple, provider, badges, dates and the waiting time', async () => {
    await openLead();
    expect(screen.getByText('Schlossgut Havelblick')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Brautpaaren' })).toHaveAttribute('href', '/leads');
    expect(badges().getByText('Neu')).toBeInTheDocument();
    expect(badges().getByText('2 ungelesen')).toBeInTheDocument();
    expect(badges().getByText('Produktanfrage')).toBeInTheDocument();
    expect(badges().queryByText('Vermittelte Anfrage')).not.toBeInTheDocument();
    expect(badges().queryByText('Plus-Anfrage')).not.toBeInTheDocument();
    // Minutes, hours and minutes, or days and hours (docs/dates.md "Durations"), in the dative after "seit".
    const count = (one: string, many: string) => `(1 ${one}|\\d+ ${many})`;
    const [minutes, hours, days] = [count('Minute', 'Minuten'), count('Stunde', 'Stunden'), count('Tag', 'Tagen')];
    const waiting = `(${minutes}|${hours}( ${minutes})?|${days}( ${hours})?)`;
    expect(
      screen.getByText(new RegExp(`^Das Brautpaar wartet seit ${waiting} auf Ihre Antwort\\.$`)),
    ).toBeInTheDocument();
    // Every fact the summary reads shows what the API answered (a page reading a field the document lacks shows
    // nothing and fails here).
    const answer = unwrap(await testApi.GET('/leads/{id}', { params: { path: { id: LEAD.wellKnown } } })).data;
    const summary = within(screen.getByRole('region', { name: 'Überblick' }));
    const fact = (label: string) => summary.getByText(label).nextElementSibling;
    const weddingDate = answer.couple.weddingDate ?? '';
    const [year, , day] = weddingDate.split('-');
    expect(fact('Hochzeitsdatum')).toHaveTextContent(new RegExp(`^${Number(day)}\\. \\S+ ${year}$`));
    expect(fact('Eingegangen am')).toHaveTextContent(formatDate(answer.createdAt, 'de-DE'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(answer.couple.name ?? '');
    expect(screen.getByText(answer.provider.name)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the messages tab from ?activeTab=messages and keeps the chosen tab in the URL', async () => {
    const { user } = await openLead(`/leads/${LEAD.wellKnown}?activeTab=messages`);
    expect(screen.getByRole('tab', { name: /^Nachrichten/ })).toHaveAttribute('aria-selected', 'true');
    await openTab(user, 'Notizen');
    expect(new URL(window.location.href).searchParams.get('activeTab')).toBe('notes');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Anrufdaten' })).toHaveFocus();
  });

  it('shows a not-found state for a lead that does not exist', async () => {
    await renderApp('/leads/999999', { as: 'demo' });
    expect(await screen.findByText('Diese Anfrage gibt es nicht (mehr).', {}, { timeout: 5000 })).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Zurück zu den Brautpaaren' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/leads', '/leads']);
  });

  it("shows the basic plan's locked lead with the way to an upgrade", async () => {
    // The basic venue gets more couples than its plan shows; the seed is fixed, so a fresh one tells which.
    await resetDatabase('default');
    await loginAs('basic');
    const listed = unwrap(await testApi.GET('/leads', { params: { query: { limit: 100, sort: '-createdAt' } } }));
    const locked = listed.data.find((lead) => lead.isLocked);
    if (!locked) throw new Error('the seed has no locked lead for the basic user');

    const { user } = await renderApp(`/leads/${locked.id}`, { as: 'basic' });
    expect(
      await screen.findByText('Diese Anfrage ist in Ihrem Paket nicht enthalten.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade anfragen' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade anfragen' })).toHaveTextContent(
      'Alle Anfragen von Brautpaaren',
    );
  });

  it('shows a loading error with a retry', async () => {
    setFault('getLead', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}`, { as: 'demo' });
    expect(await screen.findByText('Beim Laden ist ein Fehler aufgetreten', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await heading()).toBeInTheDocument();
  });
});

describe('/leads/{id}: details', () => {
  it('shows the request, the products, hidden contact details and the last activity', async () => {
    await openLead();
    const message = await region('Nachricht des Brautpaars');
    expect(message).toHaveTextContent(storedLead()?.message ?? '—');
    expect(await within(await region('Angefragte Produkte')).findByText('8.900,00 €')).toBeInTheDocument();
    expect(await region('Kontaktdaten des Brautpaars')).toHaveTextContent(
      'Die Kontaktdaten des Brautpaars sehen Sie, sobald Sie ihm zum ersten Mal geschrieben haben.',
    );
    expect(screen.queryByText(/anna\.schmidt@web\.de/)).not.toBeInTheDocument();
    expect(await within(await region('Letzte Aktivität des Brautpaars')).findByText(/\(E-Mail\)$/)).toBeInTheDocument();
  });

  it('saves only the changed lead data, and the change survives a reload', async () => {
    const { user, unmount } = await openLead();
    const guests = await screen.findByLabelText('Gäste');
    expect(guests).toHaveValue('90');
    const put = vi.fn();
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/lead-data/')) void request.clone().json().then(put);
    });
    await user.clear(guests);
    await user.type(guests, '120');
    await screen.findByRole('option', { name: 'Standesamtliche Trauung' });
    await user.selectOptions(screen.getByLabelText('Art der Feier'), 'Standesamtliche Trauung');
    await user.type(screen.getByLabelText('Neue Zusatzleistung'), 'Sektempfang{Enter}');
    await user.click(screen.getByRole('button', { name: 'Planungsdaten speichern' }));
    expect(await screen.findByText('Die Planungsdaten wurden gespeichert.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith({
      capacity: 120,
      organizationType: 2,
      extraServices: ['Freie Trauung am Havelufer', 'Übernachtung für Gäste', 'Sektempfang'],
    });
    mockServer.events.removeAllListeners();

    await reload(unmount);
    expect(await screen.findByLabelText('Gäste')).toHaveValue('120');
    await waitFor(() => expect(screen.getByLabelText('Art der Feier')).toHaveDisplayValue('Standesamtliche Trauung'));
    expect(
      within(screen.getByRole('list', { name: 'Eingetragene Zusatzleistungen' })).getByText('Sektempfang'),
    ).toBeInTheDocument();
  });

  it('takes a budget in German notation and shows it so after a reload', async () => {
    const { user, unmount } = await openLead();
    const budget = await screen.findByLabelText('Budget (EUR)');
    expect(budget).toHaveValue('18.000');
    await user.clear(budget);
    await user.type(budget, '18.000,50');
    await user.click(screen.getByRole('button', { name: 'Planungsdaten speichern' }));
    expect(await screen.findByText('Die Planungsdaten wurden gespeichert.')).toBeInTheDocument();
    expect(db.leadData.all().find((record) => record.leadId === LEAD.wellKnown)?.budget?.amount).toBe(18000.5);
    expect(screen.getByLabelText('Budget (EUR)')).toHaveValue('18.000,50');

    await reload(unmount);
    expect(await screen.findByLabelText('Budget (EUR)')).toHaveValue('18.000,50');
  });

  it('says what is wrong with a number: too few guests, a budget that is not an amount', async () => {
    const { user } = await openLead();
    const guests = await screen.findByLabelText('Gäste');
    await user.clear(guests);
    await user.type(guests, '-5');
    const budget = screen.getByLabelText('Budget (EUR)');
    await user.clear(budget);
    await user.type(budget, '18000.5');
    await user.click(screen.getByRole('button', { name: 'Planungsdaten speichern' }));
    expect(await screen.findByText('Der Wert muss mindestens 1 sein.')).toBeInTheDocument();
    expect(guests).toHaveAccessibleDescription('Der Wert muss mindestens 1 sein.');
    expect(budget).toHaveAccessibleDescription(/Bitte geben Sie eine Zahl ein, z\. B\. 1\.760,50\.$/);
    expect(db.leadData.all().find((record) => record.leadId === LEAD.wellKnown)?.capacity).toBe(90);
  });

  it("puts the server's field error on the extra service it concerns and keeps the form", async () => {
    const { user } = await openLead();
    const budget = await screen.findByLabelText('Budget (EUR)');
    await user.clear(budget);
    await user.type(budget, '21.500');
    // The server treats services that differ only in case as the same one.
    await user.type(screen.getByLabelText('Neue Zusatzleistung'), 'übernachtung für gäste{Enter}');
    await user.click(screen.getByRole('button', { name: 'Planungsdaten speichern' }));
    expect(
      await screen.findByText('„übernachtung für gäste“: Diese Leistung ist bereits eingetragen.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Budget (EUR)')).toHaveValue('21.500');
    expect(db.leadData.all().find((record) => record.leadId === LEAD.wellKnown)?.budget?.amount).toBe(18000);

    await user.click(screen.getByRole('button', { name: '„übernachtung für gäste“ entfernen' }));
    expect(screen.queryByText(/Diese Leistung ist bereits eingetragen/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Planungsdaten speichern' }));
    await waitFor(() =>
      expect(db.leadData.all().find((record) => record.leadId === LEAD.wellKnown)?.budget?.amount).toBe(21500),
    );
  });
  it("shows the couple's contact details and the call link once the provider has written to them", async () => {
    // renderApp seeds the same fixed data again; a lead of the venue whose couple got an answer already.
    await resetDatabase('default');
    const answered = db.leads
      .all()
      .find(
        (lead) =>
          lead.providerId === 101 &&
          lead.deletedAt === null &&
          lead.leadDetails.contactVisible &&
          lead.leadDetails.email !== null &&
          lead.leadDetails.phone !== null,
      );
    if (!answered?.leadDetails.phone || !answered.leadDetails.email) throw new Error('the seed has no answered lead');
    const { user } = await renderApp(`/leads/${answered.id}`, { as: 'demo' });
    const contact = within(await region('Kontaktdaten des Brautpaars', 5000));
    expect(contact.getByRole('link', { name: answered.leadDetails.email })).toHaveAttribute(
      'href',
      `mailto:${answered.leadDetails.email}`,
    );
    // In international form ("+49 151 …") at once: the page waits for the lazily loaded formatting.
    expect(contact.getByRole('link', { name: /^\+\d+ \d[\d ]+$/ })).toHaveAttribute(
      'href',
      `tel:${answered.leadDetails.phone}`,
    );
    expect(screen.queryByText(/wartet seit/)).not.toBeInTheDocument();

    await openTab(user, 'Anrufdaten');
    expect(await screen.findByRole('link', { name: /^Brautpaar anrufen:/ })).toHaveAttribute(
      'href',
      `tel:${answered.leadDetails.phone}`,
    );
  });
});

describe('/leads/{id}: wedding loan', () => {
  it('copies a prepared hint for a message to the clipboard', async () => {
    const { user } = await openLead();
    await openTab(user, 'Hochzeitskredit');
    // The tab's code loads with its first opening.
    expect(
      await screen.findByText(/über den Finanzierungspartner des Hochzeitsportals finanzieren/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text kopieren' }));
    expect(await screen.findByText('Der Text wurde in die Zwischenablage kopiert.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(/^Übrigens: .*Hochzeitskredit/);
    expect(screen.getByRole('link', { name: 'Zu den Nachrichten' })).toHaveAttribute(
      'href',
      `/leads/${LEAD.wellKnown}?activeTab=messages`,
    );
  });
});

describe('/leads/{id}: interactions, calls and notes', () => {
  it('records a phone call with its result; it shows in the list, the calls and the history', async () => {
    const { user } = await openLead();
    await openTab(user, 'Aktivitäten');
    const form = within(await region('Aktivität erfassen'));
    expect(form.getByLabelText('Art')).toHaveDisplayValue('Anruf');
    await user.click(form.getByRole('button', { name: 'Aktivität speichern' }));
    expect(await form.findByText('Dies ist ein Pflichtfeld!')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Ergebnis des Anrufs'), 'Gespräch geführt');
    await user.type(form.getByLabelText('Notiz (optional)'), 'Besichtigung für Samstag vereinbart.');
    await user.click(form.getByRole('button', { name: 'Aktivität speichern' }));
    expect(await screen.findByText('Die Aktivität wurde gespeichert.')).toBeInTheDocument();

    const list = within(await region('Aktivitäten'));
    expect(await list.findByText('Besichtigung für Samstag vereinbart.')).toBeInTheDocument();
    expect(list.getByText('Gespräch geführt')).toBeInTheDocument();
    const history = within(await region('Verlauf'));
    expect(await history.findByText('Kontakt erfasst: Anruf (Gespräch geführt).')).toBeInTheDocument();
    // A conversation answers a new request.
    expect(await history.findByText('Status von „Neu“ auf „Offen“ geändert.')).toBeInTheDocument();
    expect(await badges().findByText('Offen')).toBeInTheDocument();

    await openTab(user, 'Anrufdaten');
    expect(await within(await region('Anrufe')).findByText('Besichtigung für Samstag vereinbart.')).toBeInTheDocument();
  });

  it('logs a call in the calls tab and shows the forwarding number, or the call error when it cannot load', async () => {
    setFault('getProviderRedirectNumber', { kind: 'server-error', remaining: 1 });
    const { user } = await openLead();
    await openTab(user, 'Anrufdaten');
    const call = within(await region('Anrufen'));
    expect(await call.findByText('Der Anruf ist fehlgeschlagen, versuchen Sie es noch einmal.')).toBeInTheDocument();
    expect(call.getByText(/Die Telefonnummer des Brautpaars sehen Sie/)).toBeInTheDocument();
    await user.click(call.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await call.findByText('Ihre Weiterleitungsnummer auf dem Hochzeitsportal')).toBeInTheDocument();

    const form = within(await region('Anruf erfassen'));
    await user.selectOptions(form.getByLabelText('Ergebnis des Anrufs'), 'Besetzt');
    await user.click(form.getByRole('button', { name: 'Anruf speichern' }));
    expect(await within(await region('Anrufe')).findByText('Besetzt')).toBeInTheDocument();
    expect(db.leadInteractions.all().some((i) => i.leadId === LEAD.wellKnown && i.callResult === 'BUSY')).toBe(true);
  });

  it('keeps a note that failed to save, also over a reload, and saves it later', async () => {
    const { user, unmount } = await openLead();
    await openTab(user, 'Notizen');
    const text = 'Paar wünscht vegetarisches Menü.';
    setFault('createLeadComment', { kind: 'server-error', remaining: 1 });
    await user.type(screen.getByLabelText('Neue Notiz'), text);
    await user.click(screen.getByRole('button', { name: 'Notiz speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Fehler/);
    expect(screen.getByLabelText('Neue Notiz')).toHaveValue(text);

    await reload(unmount);
    await openTab(user, 'Notizen');
    expect(screen.getByLabelText('Neue Notiz')).toHaveValue(text);
    await user.click(screen.getByRole('button', { name: 'Notiz speichern' }));
    expect(await within(await region('Notizen')).findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Neue Notiz')).toHaveValue('');
    expect(window.localStorage.getItem(draftKey(USER.demo, 'lead', 'note', LEAD.wellKnown))).toBeNull();
    await expectHistory(user, 'Notiz hinzugefügt.');
  });

  it('refuses a note longer than the limit with a counter and a message instead of cutting it', async () => {
    const { user } = await openLead();
    await openTab(user, 'Notizen');
    const field = screen.getByLabelText('Neue Notiz');
    expect(field).toHaveAccessibleDescription(/0 von 2\.000 Zeichen\.$/);
    const text = 'a'.repeat(2001);
    await user.click(field);
    await user.paste(text);
    expect(field).toHaveValue(text);
    expect(screen.getByText('2.001 von 2.000 Zeichen.')).toBeInTheDocument();
    const notesBefore = db.leadComments.all().filter((comment) => comment.leadId === LEAD.wellKnown).length;
    await user.click(screen.getByRole('button', { name: 'Notiz speichern' }));
    // The message writes the limit as the counter does: "2.000", not "2000".
    expect(await screen.findByText('Bitte geben Sie höchstens 2.000 Zeichen ein.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/2\.001 von 2\.000 Zeichen\..*höchstens 2\.000 Zeichen/);
    expect(field).toHaveValue(text);
    expect(db.leadComments.all().filter((comment) => comment.leadId === LEAD.wellKnown)).toHaveLength(notesBefore);
  });

  it("marks a colleague's unread note read when it is shown", async () => {
    const { user, unmount } = await openLead();
    const body = 'Paar hat nach einem Termin im Mai gefragt.';
    await db.leadComments.create({
      id: nextId(db.leadComments),
      leadId: LEAD.wellKnown,
      createdAt: isoDateTime(now()),
      body,
      author: { id: 9001, name: 'Jonas Weber' },
      readByUserIds: [],
    });
    await openTab(user, 'Notizen');
    const note = (await within(await region('Notizen')).findByText(body)).closest('li') as HTMLElement;
    expect(within(note).getByText('Neu')).toBeInTheDocument();
    await waitFor(() => expect(db.leadComments.all().find((c) => c.body === body)?.readByUserIds.length).toBe(1));

    await reload(unmount);
    await openTab(user, 'Notizen');
    const again = (await within(await region('Notizen')).findByText(body)).closest('li') as HTMLElement;
    expect(within(again).queryByText('Neu')).not.toBeInTheDocument();
  });
});
