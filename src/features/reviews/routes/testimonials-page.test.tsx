// Route tests of /provider-testimonials (issue 18 point 6): counts by status, the provider filter, reject causes,
// reply states, replying with the draft kept through a failure, the plan gate of the basic plan, featuring, and
// review requests only for couples that booked and only with the couple's agreement. Few renders, several
// assertions each; expected figures are computed from the mock's data.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { addDays, today } from '@/lib/calendar-day';
import { formatDate } from '@/lib/format';
import { reviewRequestBlock } from '@/lib/review-request';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { textsPerLocale } from '@/testing/locale-texts';

afterEach(() => {
  mockServer.resetHandlers();
  clearFaults();
});

const DEMO_PROVIDERS: number[] = [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon];
const STATUS_LABEL = { published: 'Veröffentlicht', pending: 'In Prüfung', rejected: 'Abgelehnt' } as const;

function countsOf(providerIds: number[]) {
  const rows = db.testimonials.all().filter((record) => providerIds.includes(record.providerId));
  return {
    all: rows.length,
    published: rows.filter((record) => record.status === 'published').length,
    pending: rows.filter((record) => record.status === 'pending').length,
    rejected: rows.filter((record) => record.status === 'rejected').length,
  };
}

const tabs = () => screen.findByRole('tablist', { name: 'Bewertungen nach Status' }, { timeout: 5000 });
const reviewList = async () => within(await screen.findByRole('list', { name: 'Bewertungen' }, { timeout: 5000 }));
const article = async (names: string) => (await reviewList()).findByRole('article', { name: names });
const namesOf = (record: { brideName: string; groomName: string }) => `${record.brideName} & ${record.groomName}`;

async function expectTabCounts(expected: ReturnType<typeof countsOf>) {
  const list = within(await tabs());
  await waitFor(() =>
    expect(list.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      `Alle(${expected.all})`,
      `Veröffentlicht(${expected.published})`,
      `In Prüfung(${expected.pending})`,
      `Abgelehnt(${expected.rejected})`,
    ]),
  );
}

describe('/provider-testimonials', () => {
  it('counts by status, filters by provider and tab, shows reject causes and the state of each reply', async () => {
    const { user } = await renderApp('/provider-testimonials', { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewertungen' }, { timeout: 5000 })).toBeVisible();
    await expectTabCounts(countsOf(DEMO_PROVIDERS));
    // The transfer page is hidden from the sidebar but linked here.
    expect(screen.getByRole('link', { name: 'Bewertungen übertragen' })).toHaveAttribute('href', '/transfer-reviews');

    // Provider filter: the counts and the list follow it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anbieter' }), String(PROVIDER.lichtwerk));
    await expectTabCounts(countsOf([PROVIDER.lichtwerk]));
    const lichtwerk = db.testimonials.all().filter((record) => record.providerId === PROVIDER.lichtwerk);
    await waitFor(async () => expect((await reviewList()).getAllByRole('article')).toHaveLength(lichtwerk.length));

    // Reply states (spec point 4): pending, published and rejected with its reason.
    for (const state of ['pending', 'published', 'rejected'] as const) {
      const record = lichtwerk.find((candidate) => candidate.reply?.status === state);
      const card = within(await article(namesOf(record!)));
      expect(card.getByText('Ihre Antwort').parentElement).toHaveTextContent(STATUS_LABEL[state]);
      if (state === 'rejected') expect(card.getByText(record!.reply!.rejectReason!)).toBeVisible();
    }

    // The rejected tab: only rejected reviews, each with its cause from config providerTestimonialRejectedReason.
    await user.click(within(await tabs()).getByRole('tab', { name: /Abgelehnt/ }));
    const rejected = lichtwerk.filter((record) => record.status === 'rejected');
    await waitFor(async () => expect((await reviewList()).getAllByRole('article')).toHaveLength(rejected.length));
    const offensive = within(await article(namesOf(rejected[0]!)));
    expect(offensive.getByText(/Abgelehnt, Grund:/)).toHaveTextContent('Beleidigender Inhalt');
    expect(new URLSearchParams(window.location.search).get('status')).toBe('rejected');
  });

  it('replies to a pending review: too short is refused, a failure keeps the text, then the reply waits for approval', async () => {
    const target = () =>
      db.testimonials
        .all()
        .filter((record) => record.providerId === PROVIDER.havelblick && record.status === 'pending' && !record.reply)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const { user } = await renderApp(`/provider-testimonials?status=pending&provider=${PROVIDER.havelblick}`, {
      as: 'demo',
    });
    const review = target();
    const card = within(await article(namesOf(review)));
    // By keyboard: Enter on "Antworten" puts the focus in the text field, so what is typed lands there (issue 38.2);
    // "Abbrechen" gives it back to the button.
    const open = card.getByRole('button', { name: 'Antworten' });
    open.focus();
    await user.keyboard('{Enter}');
    const replyForm = () => within(card.getByRole('form', { name: `Antwort an ${namesOf(review)}` }));
    expect(replyForm().getByRole('textbox', { name: 'Ihre öffentliche Antwort' })).toHaveFocus();
    await user.click(replyForm().getByRole('button', { name: 'Abbrechen' }));
    expect(card.getByRole('button', { name: 'Antworten' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('Danke!');
    const form = replyForm();
    const field = form.getByRole('textbox', { name: 'Ihre öffentliche Antwort' });
    expect(field).toHaveValue('Danke!');
    expect(form.getByText('6 von 2.000 Zeichen')).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Antwort senden' }));
    expect(form.getByRole('alert')).toHaveTextContent('Bitte schreiben Sie mindestens 10 Zeichen.');

    const text = 'Vielen Dank für Ihre lieben Worte, wir freuen uns auf Ihren Besuch!';
    await user.clear(field);
    await user.type(field, text);
    setFault('replyToProviderTestimonial', { kind: 'server-error', remaining: 1 });
    await user.click(form.getByRole('button', { name: 'Antwort senden' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Ein technischer Fehler ist aufgetreten.');
    expect(field).toHaveValue(text);
    expect(db.testimonials.findFirst((q) => q.where({ id: review.id }))?.reply).toBeNull();

    await user.click(form.getByRole('button', { name: 'Antwort senden' }));
    expect(await card.findByText('Ihre Antwort')).toBeVisible();
    expect(card.getByText(text)).toBeVisible();
    expect(card.getByText('Ihre Antwort').parentElement).toHaveTextContent('In Prüfung');
    expect(db.testimonials.findFirst((q) => q.where({ id: review.id }))?.reply).toMatchObject({
      body: text,
      status: 'pending',
    });
  });

  it('leaves a rejected reply: shows the team’s reason, edits the rejected text and sends it to the team again', async () => {
    // The seed, not what an earlier test file left in this worker's database: renderApp seeds the same again.
    await resetDatabase('default');
    const review = db.testimonials
      .all()
      .find((record) => record.status !== 'rejected' && record.reply?.status === 'rejected')!;
    const rejected = review.reply!;
    const { user } = await renderApp(`/provider-testimonials?provider=${review.providerId}`, { as: 'demo' });
    const card = within(await article(namesOf(review)));
    expect(card.getByText(/Abgelehnt, Grund:/)).toHaveTextContent(rejected.rejectReason!);
    await user.click(card.getByRole('button', { name: 'Antwort bearbeiten' }));
    const form = within(card.getByRole('form', { name: `Antwort an ${namesOf(review)}` }));
    const field = form.getByRole('textbox', { name: 'Ihre öffentliche Antwort' });
    expect(field).toHaveValue(rejected.body);
    expect(form.getByText(/erneut von unserem Team geprüft/)).toBeVisible();

    const text = 'Herzlichen Dank für Ihre Bewertung! Wir freuen uns, dass Ihnen die Feier gefallen hat.';
    await user.clear(field);
    await user.type(field, text);
    await user.click(form.getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() => expect(card.getByText('Ihre Antwort').parentElement).toHaveTextContent('In Prüfung'));
    expect(card.getByText(text)).toBeVisible();
    expect(card.queryByText(/Abgelehnt, Grund:/)).toBeNull();
    // A reply waiting for the team cannot be replaced.
    expect(card.queryByRole('button', { name: 'Antwort bearbeiten' })).toBeNull();
    expect(db.testimonials.findFirst((q) => q.where({ id: review.id }))?.reply).toMatchObject({
      body: text,
      status: 'pending',
      rejectReason: null,
    });
  });

  it('features a published review, names the way back on a featured one, and offers no feature on a pending one', async () => {
    const { user } = await renderApp(`/provider-testimonials?provider=${PROVIDER.lichtwerk}`, { as: 'demo' });
    const plain = db.testimonials
      .all()
      .find(
        (record) => record.providerId === PROVIDER.lichtwerk && record.status === 'published' && !record.isFeatured,
      )!;
    const card = within(await article(namesOf(plain)));
    await user.click(await card.findByRole('button', { name: 'Hervorheben' }));
    // The button now says what a press does; the badge says the state.
    const undo = await card.findByRole('button', { name: 'Hervorhebung aufheben' });
    expect(card.queryByRole('button', { name: 'Hervorheben' })).toBeNull();
    expect(card.getByText('Hervorgehoben')).toBeVisible();
    expect(db.testimonials.findFirst((q) => q.where({ id: plain.id }))?.isFeatured).toBe(true);
    await user.click(undo);
    expect(await card.findByRole('button', { name: 'Hervorheben' })).toBeVisible();
    expect(card.queryByText('Hervorgehoben')).toBeNull();
    expect(db.testimonials.findFirst((q) => q.where({ id: plain.id }))?.isFeatured).toBe(false);

    // A review the seed already features offers its undoing at once.
    const featured = db.testimonials
      .all()
      .find((record) => record.providerId === PROVIDER.lichtwerk && record.isFeatured)!;
    expect(
      within(await article(namesOf(featured))).getByRole('button', { name: 'Hervorhebung aufheben' }),
    ).toBeVisible();
    const pending = db.testimonials
      .all()
      .find((record) => record.providerId === PROVIDER.lichtwerk && record.status === 'pending')!;
    const pendingCard = within(await article(namesOf(pending)));
    expect(pendingCard.queryByRole('button', { name: 'Hervorheben' })).toBeNull();
  });

  it('asks only couples that booked for a review, and only once the couple agreed', async () => {
    const relations = () => db.coupleProviders.all().filter((record) => record.providerId === PROVIDER.havelblick);
    // The newest couple of the venue (first in the list) booked, married a week ago and was not asked yet.
    const { user } = await renderApp(`/provider-testimonials?provider=${PROVIDER.havelblick}`, {
      as: 'demo',
      prepare: async () => {
        const [newest] = relations().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        await db.coupleProviders.update((q) => q.where({ id: newest!.id }), {
          data(relation) {
            relation.workedTogether = true;
            relation.commentRequestStatus = 'none';
            relation.commentRequestedAt = null;
            relation.email = relation.email ?? 'paar@example.de';
            relation.couple = { ...relation.couple, weddingDate: addDays(today(), -7) };
          },
        });
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Bewertungen anfragen' }, { timeout: 5000 }));
    const requestedBefore = relations().filter((record) => record.commentRequestStatus === 'requested').length;
    await waitFor(() =>
      expect(section.getByText('Angefragt:').nextElementSibling).toHaveTextContent(String(requestedBefore)),
    );

    const couples = within(await section.findByRole('list', { name: 'Brautpaare' }));
    const shown = couples.getAllByRole('listitem');
    const askButtons = couples.queryAllByRole('button', { name: /um Bewertung bitten$/ });
    // The name holds the visible text, so speech input finds the button by what it shows (WCAG 2.5.3, issue 38.1).
    for (const button of askButtons)
      expect(button.getAttribute('aria-label')?.toLowerCase()).toContain(button.textContent?.toLowerCase());
    // Every shown couple that booked and was not asked has the button; no other couple has one.
    const shownNames = shown.map((item) => item.querySelector('span')?.textContent);
    const askable = relations().filter(
      (record) => shownNames.includes(record.couple.name) && reviewRequestBlock(record, today()) === null,
    );
    expect(askButtons.map((button) => button.getAttribute('aria-label')).sort()).toEqual(
      askable.map((record) => `${record.couple.name} um Bewertung bitten`).sort(),
    );
    const target = askable.find((record) => record.email)!;

    await user.click(couples.getByRole('button', { name: `${target.couple.name} um Bewertung bitten` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Um eine Bewertung bitten' }));
    const send = dialog.getByRole('button', { name: 'Anfrage senden' });
    expect(send).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: /Das Paar ist damit einverstanden/ }));
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.coupleProviders.findFirst((q) => q.where({ id: target.id }))?.commentRequestStatus).toBe('requested');
    await waitFor(() =>
      expect(section.getByText('Angefragt:').nextElementSibling).toHaveTextContent(String(requestedBefore + 1)),
    );
    expect(couples.queryByRole('button', { name: `${target.couple.name} um Bewertung bitten` })).toBeNull();
  });

  it('names the ask button with its visible text in every language (WCAG 2.5.3, issue 38.1)', () => {
    const texts = textsPerLocale(
      import.meta.glob<{ requests: { ask: string; askCouple: string } }>('../texts/*.json', {
        eager: true,
        import: 'default',
      }),
    );
    expect(Object.keys(texts)).toHaveLength(8);
    for (const [file, { requests }] of Object.entries(texts))
      expect(requests.askCouple.toLowerCase(), file).toContain(requests.ask.toLowerCase());
  });
});

describe('/provider-testimonials: review requests after the wedding', () => {
  it('offers the request only once the wedding is over and says from when it can be asked', async () => {
    const day = today();
    // The three newest couples of the venue (the first of the list), all booked and not asked yet: married
    // yesterday, marrying today, marrying in a year.
    const weddings = [addDays(day, -1), day, addDays(day, 365)];
    const newest = () =>
      db.coupleProviders
        .all()
        .filter((record) => record.providerId === PROVIDER.havelblick)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, weddings.length);
    const { user } = await renderApp(`/provider-testimonials?provider=${PROVIDER.havelblick}`, {
      as: 'demo',
      prepare: async () => {
        for (const [index, record] of newest().entries())
          await db.coupleProviders.update((q) => q.where({ id: record.id }), {
            data(relation) {
              relation.workedTogether = true;
              relation.commentRequestStatus = 'none';
              relation.commentRequestedAt = null;
              relation.email = relation.email ?? 'paar@example.de';
              relation.couple = { ...relation.couple, weddingDate: weddings[index] ?? null };
            },
          });
      },
    });
    const [married, weddingToday, ahead] = newest();
    const section = within(await screen.findByRole('region', { name: 'Bewertungen anfragen' }, { timeout: 5000 }));
    const couples = within(await section.findByRole('list', { name: 'Brautpaare' }));
    const row = (name: string) =>
      within(couples.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!);
    const ask = (name: string) => `${name} um Bewertung bitten`;
    const opens = (weddingDate: string) =>
      `Anfrage ab ${formatDate(addDays(weddingDate, 1), 'de-DE').replace(/\s/g, ' ')} möglich (nach der Hochzeit)`;

    expect(row(married!.couple.name).getByRole('button', { name: ask(married!.couple.name) })).toBeVisible();
    for (const couple of [weddingToday!, ahead!]) {
      const item = row(couple.couple.name);
      expect(item.queryByRole('button', { name: ask(couple.couple.name) })).toBeNull();
      expect(item.getByText(opens(couple.couple.weddingDate!))).toBeVisible();
    }

    await user.click(couples.getByRole('button', { name: ask(married!.couple.name) }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Um eine Bewertung bitten' }));
    await user.click(dialog.getByRole('checkbox', { name: /Das Paar ist damit einverstanden/ }));
    await user.click(dialog.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.coupleProviders.findFirst((q) => q.where({ id: married!.id }))?.commentRequestStatus).toBe('requested');
  });
});

describe('/provider-testimonials: adding a couple', () => {
  it('shows a refused provider on its field and keeps what was typed', async () => {
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/couple-providers`, () =>
        HttpResponse.json(
          {
            message: 'Bitte prüfen Sie Ihre Eingaben.',
            errors: { providerId: 'Sie sind diesem Anbieter nicht mehr zugeordnet.' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/provider-testimonials', { as: 'demo' });
    const section = within(await screen.findByRole('region', { name: 'Bewertungen anfragen' }, { timeout: 5000 }));
    await user.click(section.getByRole('button', { name: 'Paar hinzufügen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Brautpaar hinzufügen' }));
    await user.type(dialog.getByLabelText('Namen des Brautpaars'), 'Hannah Kaiser & Paul Werner');
    await user.click(dialog.getByRole('button', { name: 'Paar hinzufügen' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Anbieter')).toHaveAccessibleDescription(
        'Sie sind diesem Anbieter nicht mehr zugeordnet.',
      ),
    );
    expect(dialog.getByLabelText('Namen des Brautpaars')).toHaveValue('Hannah Kaiser & Paul Werner');
  });

  it('offers no adding to a user whose every provider link has ended', async () => {
    await renderApp('/provider-testimonials', {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: 1 }), {
          data(account) {
            account.customerUserProviders = account.customerUserProviders.map((link) => ({
              ...link,
              hasLeftJob: true,
            }));
          },
        });
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Bewertungen anfragen' }, { timeout: 5000 }));
    expect(section.queryByRole('button', { name: 'Paar hinzufügen' })).toBeNull();
    // The empty list says why there is nothing to add to, not "Fügen Sie ein Paar hinzu".
    expect(await section.findByText(/kein aktiver Anbieter zugeordnet/)).toBeInTheDocument();
    expect(section.queryByText(/Fügen Sie ein Paar hinzu/)).toBeNull();
  });
});

describe('/provider-testimonials without an active provider', () => {
  it('tells a read-only user without an active provider what to do instead of asking couples below', async () => {
    await renderApp('/provider-testimonials', { as: 'felix.brandt' });
    const list = within(await screen.findByRole('tabpanel', { name: /^Alle/ }, { timeout: 5000 }));
    expect(await list.findByText('Noch keine Bewertungen', undefined, { timeout: 5000 })).toBeInTheDocument();
    // Nothing below lets him add a couple, so the page does not send him there.
    expect(list.queryByText(/weiter unten auf dieser Seite/)).toBeNull();
    expect(
      list.getByText(
        'Hier gibt es für Sie nichts zu tun, solange Ihrem Benutzerkonto kein aktiver Anbieter zugeordnet ist. Bitten Sie einen Administrator Ihres Kontos, Sie einem Anbieter zuzuordnen.',
      ),
    ).toBeInTheDocument();
  });
});

describe('/provider-testimonials on the basic plan', () => {
  it('opens the upgrade dialog instead of the reply form', async () => {
    const { user } = await renderApp('/provider-testimonials', { as: 'basic' });
    await expectTabCounts(countsOf([PROVIDER.elbblick]));
    const [first] = (await reviewList()).getAllByRole('article');
    expect(within(first!).getByText('Antworten auf Bewertungen sind in Ihrem Paket nicht enthalten.')).toBeVisible();
    await user.click(within(first!).getByRole('button', { name: 'Antworten' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade anfragen' })).toBeVisible();
    expect(within(first!).queryByRole('textbox')).toBeNull();
  });

  it('keeps the typed reply and opens the upgrade dialog when the server refuses it for the plan', async () => {
    // The plan changed after the page read it: the page offers the form, the server answers 403.
    mockServer.use(
      http.get(`${TEST_API_BASE_URL}/providers/${PROVIDER.elbblick}/permissions`, () =>
        HttpResponse.json({
          data: {
            providerId: PROVIDER.elbblick,
            canManage: true,
            canReceiveLeads: true,
            bridalGownLeadBidding: false,
            discounts: false,
            galleryImageCap: 10,
            leadsPerMonth: 3,
            competitorAnalysis: false,
            reviewReplies: true,
            pageVisitStatistics: false,
            bookingStatistics: false,
            whatsappLeads: false,
          },
        }),
      ),
    );
    const { user } = await renderApp('/provider-testimonials', { as: 'basic' });
    const [first] = (await reviewList()).getAllByRole('article');
    await user.click(await within(first!).findByRole('button', { name: 'Antworten' }));
    const field = within(first!).getByRole('textbox', { name: 'Ihre öffentliche Antwort' });
    const text = 'Herzlichen Dank für die schöne Bewertung!';
    await user.type(field, text);
    await user.click(within(first!).getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade anfragen' })).toBeVisible();
    expect(field).toHaveValue(text);
    // Behind the modal dialog the card is hidden from the accessibility tree, hence `hidden`.
    expect(within(first!).getByRole('alert', { hidden: true })).toHaveTextContent('Ihr Text bleibt gespeichert.');
  });
});
