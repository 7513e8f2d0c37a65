import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { db } from '@mocks/db';
import { CITY, PROVIDER } from '@mocks/db/core';
import { changeLocale } from '@/i18n';
import { loginAs, renderApp } from '@/testing/render-app';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { formatDate } from '@/lib/format';
import { testApi, unwrap } from '@/testing/test-api';
import { choosePhoneCountry, phoneCountryButton } from '@/testing/phone-country';

afterEach(() => mockServer.resetHandlers());

const LONG_TEXT =
  `${'Im Schlossgut Havelblick feiern Sie Ihre Hochzeit direkt am Wasser, mit Trauung im Park. '.repeat(4)}`.trim();

async function pendingUpdates(providerId: number) {
  return unwrap(
    await testApi.GET('/provider-data-update-queue', {
      params: { query: { providerIds: [providerId], status: ['pending'], limit: 100 } },
    }),
  ).data;
}

/** Method and path of every write the page sends from now on. */
function recordProviderWrites(): string[] {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => void mockServer.events.removeListener('request:start', listener));
  return sent;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Anbieterinformationen' }, { timeout: 5000 });
const saveButton = () => screen.findByRole('button', { name: 'Zur Freigabe senden' }, { timeout: 5000 });

describe('provider info page', () => {
  it('shows the provider summary line, the tabs and the general information', async () => {
    await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo' });
    const title = await heading();
    const provider = unwrap(
      await testApi.GET('/providers/{id}', { params: { path: { id: PROVIDER.havelblick } } }),
    ).data;
    const place = provider.district ? `${provider.city.name}, ${provider.district.name}` : provider.city.name;
    const header = title.closest('header');
    if (!header) throw new Error('the page header holds the title');
    expect(within(header).getByText(provider.name)).toBeInTheDocument();
    expect(within(header).getByText(provider.category.name)).toBeInTheDocument();
    expect(within(header).getByText(place)).toBeInTheDocument();
    const tabs = within(await screen.findByRole('tablist', { name: 'Bereiche des Profils' }, { timeout: 5000 }));
    for (const name of ['Allgemeine Angaben', 'Beschreibung', 'Kontakt & Links', 'Budget'])
      expect(tabs.getByRole('tab', { name })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name des Anbieters', undefined, { timeout: 5000 })).toHaveValue(provider.name);
  });

  it('shows how complete the listing is by the tips of the spec (250 characters, 30 images, 20 reviews)', async () => {
    await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo' });
    const tips = within(
      await screen.findByRole('region', { name: 'So wird Ihr Eintrag vollständig' }, { timeout: 5000 }),
    );
    const images = unwrap(
      await testApi.GET('/providers/{id}/medias', {
        params: { path: { id: PROVIDER.havelblick }, query: { type: 'image', status: 'active', limit: 1 } },
      }),
    ).paging.total;
    const reviews = unwrap(
      await testApi.GET('/provider-testimonials/counts', { params: { query: { providerIds: [PROVIDER.havelblick] } } }),
    ).data.published;
    const state = (done: boolean) => (done ? 'erledigt' : 'offen');
    expect(
      await tips.findByText(`Mindestens 30 aktive Bilder in Ihren Galerien (derzeit ${images})`, { exact: false }),
    ).toHaveTextContent(state(images >= 30));
    expect(
      await tips.findByText(`Mindestens 20 veröffentlichte Bewertungen (derzeit ${reviews})`, { exact: false }),
    ).toHaveTextContent(state(reviews >= 20));
    const provider = unwrap(
      await testApi.GET('/providers/{id}', { params: { path: { id: PROVIDER.havelblick } } }),
    ).data;
    expect(tips.getByText('Beschreibungstext mit mehr als 250 Zeichen', { exact: false })).toHaveTextContent(
      state(provider.description.trim().length > 250),
    );
    expect(tips.getByText('Alle Pflichtangaben ausgefüllt', { exact: false })).toHaveTextContent(
      state(!provider.isMissingData),
    );
  });

  it('opens the budget tab the missing-info modal links to, with the missing required fields', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.brautsalon}/info/budget`, { as: 'demo' });
    expect(await screen.findByRole('tab', { name: 'Budget', selected: true }, { timeout: 5000 })).toBeInTheDocument();
    const missing = unwrap(
      await testApi.GET('/providers/{id}/missing-data', { params: { path: { id: PROVIDER.brautsalon } } }),
    ).data.forms;
    expect(missing.length).toBeGreaterThan(0);
    await user.click(await saveButton());
    for (const field of missing) {
      const input = await screen.findByLabelText(new RegExp(`^${field.label.replace(/[()]/g, '\\$&')}`));
      expect(input).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    }

    for (const [index, field] of missing.entries()) {
      const input = screen.getByLabelText(new RegExp(`^${field.label.replace(/[()]/g, '\\$&')}`));
      await user.type(input, String(1000 + index * 100));
    }
    await user.click(await saveButton());
    expect(
      await screen.findByText('Ihre Änderung wurde zur Freigabe gesendet.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const queued = await pendingUpdates(PROVIDER.brautsalon);
    for (const field of missing) expect(queued.map((entry) => entry.fieldName)).toContain(field.fieldName);
    const panel = within(await screen.findByRole('region', { name: 'Änderungen in Prüfung' }));
    expect(panel.getByText(/in der Regel innerhalb von 2 Werktagen/)).toBeInTheDocument();
    for (const field of missing) expect(panel.getByText(field.label)).toBeInTheDocument();
  });

  it('marks every wrong budget field on the first save, each on its own field, and keeps a deposit within 0–100 %', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info/budget`, { as: 'demo' });
    expect(await screen.findByRole('tab', { name: 'Budget', selected: true }, { timeout: 5000 })).toBeInTheDocument();
    const sent = recordProviderWrites();
    // The fields by role: the history below the pending changes names its entries by the same labels.
    const minBudget = await screen.findByRole('textbox', { name: /^Mindestbudget \(EUR\)/ }, { timeout: 5000 });
    const deposit = screen.getByRole('textbox', { name: /^Anzahlung bei Buchung \(%\)/ });
    const perPerson = screen.getByRole('textbox', { name: /^Preis pro Person ab \(EUR\)/ });
    await user.clear(minBudget);
    await user.clear(deposit);
    await user.type(deposit, '250');
    await user.click(await saveButton());
    // Both wrong fields at once, each with its own message; the right ones without any, nothing sent.
    await waitFor(() => expect(minBudget).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!'));
    expect(deposit).toHaveAccessibleDescription('Der Wert muss zwischen 0 und 100 liegen.');
    expect(perPerson).not.toHaveAccessibleDescription(expect.stringMatching(/\S/));
    expect(screen.queryByText('Bitte prüfen Sie Ihre Eingabe.')).toBeNull();
    expect(sent).toEqual([]);

    await user.type(minBudget, '9000');
    await user.clear(deposit);
    await user.type(deposit, '100');
    await user.click(await saveButton());
    expect(
      await screen.findByText('Ihre Änderung wurde zur Freigabe gesendet.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const queued = await pendingUpdates(PROVIDER.havelblick);
    expect(queued.find((entry) => entry.fieldName === 'depositPercent')?.newValue).toBe(100);
    expect(queued.find((entry) => entry.fieldName === 'minBudget')?.newValue).toBe(9000);
  });

  it('marks a field with text that is no number together with every other wrong field on the first save', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info/budget`, { as: 'demo' });
    expect(await screen.findByRole('tab', { name: 'Budget', selected: true }, { timeout: 5000 })).toBeInTheDocument();
    const sent = recordProviderWrites();
    const minBudget = await screen.findByRole('textbox', { name: /^Mindestbudget \(EUR\)/ });
    const deposit = screen.getByRole('textbox', { name: /^Anzahlung bei Buchung \(%\)/ });
    const perPerson = screen.getByRole('textbox', { name: /^Preis pro Person ab \(EUR\)/ });
    const roomRent = screen.getByRole('textbox', { name: /^Raummiete ab \(EUR\)/ });
    await user.clear(minBudget);
    await user.clear(deposit);
    await user.type(deposit, '250');
    await user.clear(perPerson);
    await user.type(perPerson, 'abc');
    await user.clear(roomRent);
    await user.type(roomRent, '-5');
    await user.click(await saveButton());
    // The text that is no number does not hide the others' errors: all four at once, each with its own message.
    await waitFor(() =>
      expect(perPerson).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein, z. B. 1.760,50.'),
    );
    expect(minBudget).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    expect(deposit).toHaveAccessibleDescription('Der Wert muss zwischen 0 und 100 liegen.');
    expect(roomRent).toHaveAccessibleDescription('Der Wert muss mindestens 0 sein.');
    expect(sent).toEqual([]);
  });

  it('asks for at least 300 characters of provider text with a live counter, then queues the text', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info/description`, { as: 'demo' });
    const text = await screen.findByRole('textbox', { name: 'Beschreibungstext' }, { timeout: 5000 });
    await user.clear(text);
    await user.type(text, 'Zu kurz für Paare.');
    expect(screen.getByText('18 Zeichen – mindestens 300 Zeichen sind nötig.')).toBeInTheDocument();
    expect(screen.getByText('4 Wörter – wir empfehlen 250 bis 300 Wörter.')).toBeInTheDocument();
    await user.click(await saveButton());
    expect(text).toHaveAccessibleDescription(/Der Beschreibungstext muss mindestens 300 Zeichen lang sein\./);
    expect(await pendingUpdates(PROVIDER.havelblick)).not.toContainEqual(
      expect.objectContaining({ fieldName: 'description' }),
    );

    await user.clear(text);
    // Pasting is what a vendor does with a long text; typing 300 characters would only slow the test.
    text.focus();
    await user.paste(LONG_TEXT);
    expect(
      screen.getByText(`${LONG_TEXT.length} Zeichen – die Mindestlänge von 300 Zeichen ist erreicht.`),
    ).toBeInTheDocument();
    await user.click(await saveButton());
    expect(
      await screen.findByText('Ihre Änderung wurde zur Freigabe gesendet.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const queued = (await pendingUpdates(PROVIDER.havelblick)).find((entry) => entry.fieldName === 'description');
    expect(queued?.newValue).toBe(LONG_TEXT);
    const panel = within(await screen.findByRole('region', { name: 'Änderungen in Prüfung' }));
    expect(await panel.findByText('Beschreibungstext')).toBeInTheDocument();
    // Still pending: the field says so and the published text is unchanged.
    expect(await screen.findAllByText('Wartet auf Freigabe')).not.toHaveLength(0);
    const provider = unwrap(
      await testApi.GET('/providers/{id}', { params: { path: { id: PROVIDER.havelblick } } }),
    ).data;
    expect(provider.description).not.toBe(LONG_TEXT);
    expect(provider.hasPendingChanges).toBe(true);
  });

  it('checks phone for the chosen country (Germany preselected), e-mail and web address', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info/contact`, { as: 'demo' });
    expect(
      await screen.findByRole('button', { name: 'Land der Telefonnummer Deutschland +49' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Telefonnummer' });
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    const website = screen.getByRole('textbox', { name: 'Webseite' });
    // A German mobile number is no number in Turkey: the check follows the chosen country.
    await choosePhoneCountry(user, 'Land der Telefonnummer', 'Türkei');
    expect(phoneCountryButton('Land der Telefonnummer')).toHaveAccessibleName('Land der Telefonnummer Türkei +90');
    await user.clear(phone);
    await user.type(phone, '0151 1234567');
    await user.clear(email);
    await user.type(email, 'keine-adresse');
    await user.clear(website);
    await user.type(website, 'www.schlossgut-havelblick');
    await user.click(await saveButton());
    expect(phone).toHaveAccessibleDescription(/Bitte geben Sie eine gültige Telefonnummer ein\./);
    expect(email).toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse ein\./);
    expect(website).toHaveAccessibleDescription(/Bitte geben Sie eine gültige Internetadresse ein\./);

    // In Germany a number too short and one with an unassigned prefix are refused (issue 37.13).
    await choosePhoneCountry(user, 'Land der Telefonnummer', 'Deutschland');
    for (const typed of ['12345', '0660 1234567']) {
      await user.clear(phone);
      await user.type(phone, typed);
      await user.click(await saveButton());
      expect(phone).toHaveAccessibleDescription(/Bitte geben Sie eine gültige Telefonnummer ein\./);
    }

    // A national number of the chosen country becomes its international form.
    await user.clear(phone);
    await user.type(phone, '0331 2004567');
    await user.clear(email);
    await user.type(email, 'feiern@havelblick.de');
    await user.clear(website);
    await user.type(website, 'https://www.havelblick.de');
    await user.click(await saveButton());
    expect(
      await screen.findByText('Ihre Änderung wurde zur Freigabe gesendet.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const queued = await pendingUpdates(PROVIDER.havelblick);
    expect(queued.find((entry) => entry.fieldName === 'phone')?.newValue).toBe('+493312004567');
    expect(queued.find((entry) => entry.fieldName === 'email')?.newValue).toBe('feiern@havelblick.de');
  });

  it('keeps typed values through a reload until they are saved', async () => {
    const first = await renderApp(`/providers/${PROVIDER.havelblick}/info/description`, { as: 'demo' });
    const text = await screen.findByRole('textbox', { name: 'Beschreibungstext' }, { timeout: 5000 });
    await first.user.clear(text);
    await first.user.type(text, 'Ein Entwurf');
    first.unmount();

    // The same browser again (the draft lives in local storage).
    const keep = { ...window.localStorage };
    await renderApp(`/providers/${PROVIDER.havelblick}/info/description`, {
      as: 'demo',
      prepare: () => {
        for (const [key, value] of Object.entries(keep)) window.localStorage.setItem(key, String(value));
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Beschreibungstext' }, { timeout: 5000 })).toHaveValue(
      'Ein Entwurf',
    );
    expect(screen.getByText('Ihre noch nicht gesendeten Eingaben wurden wiederhergestellt.')).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields and keeps the typed value", async () => {
    mockServer.use(
      http.put(`${TEST_API_BASE_URL}/providers/:id`, () =>
        HttpResponse.json(
          { message: 'Bitte prüfen Sie Ihre Eingaben.', errors: { name: 'Dieser Name ist bereits vergeben.' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo' });
    const name = await screen.findByRole('textbox', { name: 'Name des Anbieters' }, { timeout: 5000 });
    await user.clear(name);
    await user.type(name, 'Schlossgut am See');
    await user.click(await saveButton());
    await waitFor(() => expect(name).toHaveAccessibleDescription('Dieser Name ist bereits vergeben.'));
    expect(name).toHaveValue('Schlossgut am See');
  });

  it('shows a pending change in its field and corrects it in the queue', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info/budget`, { as: 'demo' });
    const waiting = (await pendingUpdates(PROVIDER.havelblick)).find((entry) => entry.fieldName === 'minBudget');
    if (typeof waiting?.newValue !== 'number') throw new Error('the seed queues a minimum budget of Havelblick');
    const input = await screen.findByRole('textbox', { name: /^Mindestbudget \(EUR\)/ }, { timeout: 5000 });
    expect(input).toHaveValue(new Intl.NumberFormat('de-DE').format(waiting.newValue));
    // The field says that its value waits for approval.
    expect(input).toHaveAccessibleName(/Wartet auf Freigabe$/);

    await user.clear(input);
    await user.type(input, '9900');
    await user.click(await saveButton());
    expect(
      await screen.findByText('Ihre Änderung wurde zur Freigabe gesendet.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const after = (await pendingUpdates(PROVIDER.havelblick)).filter((entry) => entry.fieldName === 'minBudget');
    // The same queue entry with the corrected value, not a second one.
    expect(after).toEqual([expect.objectContaining({ id: waiting.id, newValue: 9900 })]);
  });

  it("opens a pending change's tab with its field focused", async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info/general`, { as: 'demo' });
    const panel = within(await screen.findByRole('region', { name: 'Änderungen in Prüfung' }, { timeout: 5000 }));
    await user.click(panel.getByRole('link', { name: 'Änderung „Mindestbudget (EUR)“ bearbeiten' }));
    const input = await screen.findByRole('textbox', { name: /^Mindestbudget \(EUR\)/ }, { timeout: 5000 });
    await waitFor(() => expect(input).toHaveFocus());
  });

  it("focuses a pending checkbox group's first box", async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info/general`, { as: 'demo' });
    const panel = within(await screen.findByRole('region', { name: 'Änderungen in Prüfung' }, { timeout: 5000 }));
    await user.click(panel.getByRole('link', { name: 'Änderung „Leistungen“ bearbeiten' }));
    const group = await screen.findByRole('group', { name: /^Leistungen/ }, { timeout: 5000 });
    await waitFor(() => expect(within(group).getAllByRole('checkbox')[0]).toHaveFocus());
  });

  it('withdraws a pending change only after a confirmation that names the field', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info/budget`, { as: 'demo' });
    const panel = within(await screen.findByRole('region', { name: 'Änderungen in Prüfung' }, { timeout: 5000 }));
    const before = await pendingUpdates(PROVIDER.havelblick);
    const budget = before.find((entry) => entry.fieldName === 'minBudget');
    if (!budget) throw new Error('the seed queues a budget change of Schlossgut Havelblick');
    const buttons = panel.getAllByRole('button', { name: /^Änderung „.+“ zurückziehen$/ });
    expect(buttons).toHaveLength(before.length);
    const button = panel.getByRole('button', { name: 'Änderung „Mindestbudget (EUR)“ zurückziehen' });

    // Asking does nothing yet; keeping the change closes the question and returns to its button.
    await user.click(button);
    const dialog = within(
      await screen.findByRole(
        'alertdialog',
        { name: 'Änderung „Mindestbudget (EUR)“ zurückziehen?' },
        { timeout: 5000 },
      ),
    );
    expect(dialog.getByText(new Intl.NumberFormat('de-DE').format(Number(budget.newValue)))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Änderung behalten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(await pendingUpdates(PROVIDER.havelblick)).toHaveLength(before.length);

    // Escape keeps it too.
    await user.click(button);
    await screen.findByRole('alertdialog', undefined, { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await pendingUpdates(PROVIDER.havelblick)).toHaveLength(before.length);

    await user.click(button);
    const confirm = within(await screen.findByRole('alertdialog', undefined, { timeout: 5000 }));
    await user.click(confirm.getByRole('button', { name: 'Zurückziehen' }));
    expect(
      await screen.findByText('Die Änderung wurde zurückgezogen.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await pendingUpdates(PROVIDER.havelblick)).toHaveLength(before.length - 1));
    expect(db.providerDataUpdates.findFirst((q) => q.where({ id: budget.id }))).toBeUndefined();
    // Its button has left the page: focus goes to the list's heading, not to the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Änderungen in Prüfung' })).toHaveFocus());
    expect(panel.queryByRole('button', { name: 'Änderung „Mindestbudget (EUR)“ zurückziehen' })).toBeNull();
  });

  it('hands focus to the history when the last pending change is withdrawn', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/info`, {
      as: 'demo',
      // Only the one data update waits (no other change requests of the listing keep the block on the page).
      prepare: async () =>
        void db.changeRequests.deleteMany((q) =>
          q.where(
            (request: { providerId: number; type: string }) =>
              request.providerId === PROVIDER.lichtwerk && request.type !== 'text',
          ),
        ),
    });
    const panel = within(await screen.findByRole('region', { name: 'Änderungen in Prüfung' }, { timeout: 5000 }));
    expect(await pendingUpdates(PROVIDER.lichtwerk)).toHaveLength(1);
    await user.click(panel.getByRole('button', { name: /^Änderung „.+“ zurückziehen$/ }));
    const dialog = within(await screen.findByRole('alertdialog', undefined, { timeout: 5000 }));
    await user.click(dialog.getByRole('button', { name: 'Zurückziehen' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Änderungen in Prüfung' })).toBeNull(), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Verlauf' })).toHaveFocus());
  });

  it('turns read-only, says why and keeps the typed value when edit rights were taken away meanwhile', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo' });
    const name = await screen.findByRole('textbox', { name: 'Name des Anbieters' }, { timeout: 5000 });
    // An administrator takes the edit rights away while the page is open (docs/security.md, the rights table).
    await db.customerUsers.update((q) => q.where({ id: 1 }), {
      data(account) {
        account.customerUserProviders = account.customerUserProviders.map((link) =>
          link.providerId === PROVIDER.havelblick ? { ...link, canManage: false } : link,
        );
      },
    });
    await user.clear(name);
    await user.type(name, 'Schlossgut am See');
    await user.click(await saveButton());
    expect(
      await screen.findByText(/Sie dürfen diesen Anbieter nicht bearbeiten\./, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Sie haben für diesen Anbieter keine Bearbeitungsrechte\./, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await saveButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name des Anbieters' })).toHaveValue('Schlossgut am See');
    expect(await pendingUpdates(PROVIDER.havelblick)).not.toContainEqual(
      expect.objectContaining({ fieldName: 'name' }),
    );
  });

  it('shows the data without a way to send changes to a user without edit rights', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/info`, {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: 1 }), {
          data(user) {
            user.customerUserProviders = user.customerUserProviders.map((link) =>
              link.providerId === PROVIDER.lichtwerk ? { ...link, canManage: false } : link,
            );
          },
        });
      },
    });
    expect(
      await screen.findByText(/Sie haben für diesen Anbieter keine Bearbeitungsrechte\./, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await saveButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name des Anbieters' })).toBeDisabled();
  });

  it('says on the page that a provider is on hold', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/info`, {
      as: 'demo',
      prepare: async () => {
        await db.providers.update((q) => q.where({ id: PROVIDER.lichtwerk }), { data: (p) => void (p.onHold = true) });
      },
    });
    expect(await screen.findByText('Ihr Eintrag ist pausiert.', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('a pending change of the district', () => {
  // Potsdam's district Babelsberg (the venue lies in Sacrow, Potsdam). The portal has no district field; the change
  // comes through the API as any client may send it.
  const BABELSBERG = 22;

  /** Asks for the venue's move to Babelsberg through the API, as the demo user, before the page renders. */
  const askForBabelsberg = async () => {
    await loginAs('demo');
    unwrap(
      await testApi.PUT('/providers/{id}', {
        params: { path: { id: PROVIDER.havelblick } },
        body: { districtId: BABELSBERG },
      }),
    );
  };

  /** The entry of the district change in the list of the user's pending changes. */
  async function districtEntry(listName: string, fieldName: string) {
    const list = within(await screen.findByRole('list', { name: listName }, { timeout: 5000 }));
    const entry = list.getByText(fieldName).closest('li');
    if (!entry) throw new Error(`no pending change named ${fieldName}`);
    return within(entry);
  }

  it('names the new district by its name, never by its id, in German', async () => {
    await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo', prepare: askForBabelsberg });
    const districts = unwrap(await testApi.GET('/districts', { params: { query: { cityId: CITY.potsdam } } })).data;
    expect(districts.find((district) => district.id === BABELSBERG)?.name).toBe('Babelsberg');
    const entry = await districtEntry('Ihre Änderungen, die auf Freigabe warten', 'Stadtteil');
    expect(await entry.findByText('Babelsberg', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(entry.queryByText(String(BABELSBERG))).not.toBeInTheDocument();
    expect(screen.queryByText('districtId')).not.toBeInTheDocument();
    expect(entry.getByRole('button', { name: 'Änderung „Stadtteil“ zurückziehen' })).toBeInTheDocument();
    // No tab of the page edits the district: "Bearbeiten" would open one without the field.
    expect(entry.queryByRole('link', { name: /Stadtteil/ })).not.toBeInTheDocument();
  });

  it('names the new district by its name in Arabic, under the Arabic field name', async () => {
    await changeLocale('ar_AE', { persist: false });
    onTestFinished(() => changeLocale('de_DE', { persist: false }));
    await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo', prepare: askForBabelsberg });
    const entry = await districtEntry('تغييراتك التي تنتظر الموافقة', 'الحي');
    // A place name keeps its German spelling in every language (docs/server-labels.md).
    expect(await entry.findByText('Babelsberg', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(entry.queryByText(String(BABELSBERG))).not.toBeInTheDocument();
    expect(screen.queryByText('districtId')).not.toBeInTheDocument();
  });

  it('says the name is loading while the districts are on their way, and not available when they fail', async () => {
    let answer: (response: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => (answer = resolve));
    mockServer.use(http.get(`${TEST_API_BASE_URL}/districts`, () => held, { once: true }));
    await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo', prepare: askForBabelsberg });
    const entry = await districtEntry('Ihre Änderungen, die auf Freigabe warten', 'Stadtteil');
    expect(entry.getByText('Wird geladen …')).toBeInTheDocument();
    expect(entry.queryByText(String(BABELSBERG))).not.toBeInTheDocument();
    answer(HttpResponse.json({ message: 'Interner Fehler' }, { status: 500 }));
    expect(await entry.findByText('(nicht verfügbar)', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(entry.queryByText(String(BABELSBERG))).not.toBeInTheDocument();
  });
});

describe('the history of decisions (issue 42.3)', () => {
  /** The decided entries of a provider as the API has them, newest decision first. */
  async function decidedUpdates(providerId: number) {
    return unwrap(
      await testApi.GET('/provider-data-update-queue', {
        params: { query: { providerIds: [providerId], status: ['approved', 'rejected'], limit: 100 } },
      }),
    ).data;
  }
  const history = async () => within(await screen.findByRole('region', { name: 'Verlauf' }, { timeout: 5000 }));
  const entries = async () =>
    (await history()).getAllByRole('article').map((entry) => within(entry).getByRole('heading').textContent);
  const germanDate = (value: string) => formatDate(value, 'de-DE');

  it('lists what the team approved and rejected, newest first, with the values, the date and the reason', async () => {
    await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo' });
    const decided = await decidedUpdates(PROVIDER.havelblick);
    // The seed holds more decisions than the first page shows.
    expect(decided.length).toBeGreaterThan(5);
    const region = await history();
    await waitFor(() => expect(region.getAllByRole('article')).toHaveLength(5), { timeout: 5000 });
    const times = decided.map((entry) => Date.parse(entry.decidedAt ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const rejected = decided.find((entry) => entry.fieldName === 'maxGuests');
    if (!rejected?.decidedAt || !rejected.decisionReason)
      throw new Error('the seed rejects a guest count with a reason');
    const row = within(region.getByRole('article', { name: 'Maximale Gästezahl' }));
    expect(row.getByText('Abgelehnt')).toBeInTheDocument();
    expect(row.getByText('180')).toBeInTheDocument();
    expect(row.getByText('250')).toBeInTheDocument();
    // The team's words as written, in their own direction.
    const reason = row.getByText(rejected.decisionReason);
    expect(reason).toHaveAttribute('dir', 'auto');
    expect(row.getByText('Begründung unseres Teams:')).toBeInTheDocument();
    expect(
      row.getByText(
        `Entschieden am ${germanDate(rejected.decidedAt)} · beantragt von ${rejected.requestedBy.name} am ${germanDate(rejected.createdAt)}`,
      ),
    ).toBeInTheDocument();

    const approved = within(region.getByRole('article', { name: 'Preis pro Person ab (EUR)' }));
    expect(approved.getByText('Freigegeben')).toBeInTheDocument();
    expect(approved.queryByText('Begründung unseres Teams:')).toBeNull();
  });

  it('shows more on request and moves focus to the first entry it added', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/info`, { as: 'demo' });
    const decided = await decidedUpdates(PROVIDER.havelblick);
    const region = await history();
    await waitFor(() => expect(region.getAllByRole('article')).toHaveLength(5), { timeout: 5000 });
    expect(region.getByText(`5 von ${decided.length} angezeigt`)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Mehr anzeigen' }));
    await waitFor(() => expect(region.getAllByRole('article')).toHaveLength(decided.length), { timeout: 5000 });
    const labels = await entries();
    expect(labels).toHaveLength(new Set(decided.map((entry) => entry.id)).size);
    await waitFor(() => expect(region.getAllByRole('listitem')[5]).toHaveFocus());
    // Everything is shown: no button left.
    expect(region.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });

  it('says when nothing was decided yet', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/info`, {
      as: 'demo',
      prepare: async () => {
        db.providerDataUpdates.deleteMany((q) =>
          q.where(
            (entry: { providerId: number; status: string }) =>
              entry.providerId === PROVIDER.lichtwerk && entry.status !== 'pending',
          ),
        );
      },
    });
    expect(
      await (await history()).findByText(/^Noch keine Entscheidungen\./, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded, and leaves the rest of the page alone', async () => {
    let failed = false;
    mockServer.use(
      http.get(`${TEST_API_BASE_URL}/provider-data-update-queue`, ({ request }) => {
        if (failed || !new URL(request.url).searchParams.get('status')?.includes('approved')) return undefined;
        failed = true;
        return HttpResponse.json({ message: 'Interner Fehler' }, { status: 500 });
      }),
    );
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/info`, { as: 'demo' });
    const region = await history();
    await user.click(await region.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 5000 }));
    await waitFor(() => expect(region.getAllByRole('article').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Änderungen in Prüfung' })).toBeInTheDocument();
  });

  it('reads the history in Arabic, right to left, with the reason in its own direction', async () => {
    await changeLocale('ar_AE', { persist: false });
    onTestFinished(() => changeLocale('de_DE', { persist: false }));
    await renderApp(`/providers/${PROVIDER.brautsalon}/info`, { as: 'demo' });
    const region = within(await screen.findByRole('region', { name: 'السجل' }, { timeout: 5000 }));
    const [rejected] = await decidedUpdates(PROVIDER.brautsalon);
    if (!rejected?.decisionReason) throw new Error('the seed rejects a change of the bridal shop with a reason');
    expect(await region.findByText('مرفوض', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(region.getByText(rejected.decisionReason)).toHaveAttribute('dir', 'auto');
  });
});
