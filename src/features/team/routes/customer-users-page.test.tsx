import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER, USER } from '@mocks/db/core';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { birthDateRange } from '@/components/customer-user/customer-user-form';
import { addDays } from '@/lib/calendar-day';
import { formatDate } from '@/lib/format';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

const API_PATH = new URL(TEST_API_BASE_URL).pathname;

/**
 * Under jsdom the mock cannot read a multipart body (Node's form parser builds its files with jsdom's File class
 * and fails), so tests that save a picture answer its upload here after checking that the request is multipart
 * with the picture's bytes; the mock's own image rules are proven in mocks/tests/customer-users.test.ts (Node).
 */
function answerImageUploads({ failFirst = false } = {}) {
  let failures = failFirst ? 1 : 0;
  mockServer.use(
    http.post(`${TEST_API_BASE_URL}/customers/:customerId/users/:userId/image`, async ({ request, params }) => {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
      const body = new TextDecoder().decode(await request.arrayBuffer());
      if (!body.includes('name="image"; filename="portrait.png"\r\nContent-Type: image/png')) return undefined;
      if (!body.includes('PNG\r\n')) return undefined;
      if (failures-- > 0)
        return HttpResponse.json(
          { message: 'Ein technischer Fehler ist aufgetreten.', code: 'INTERNAL_ERROR' },
          { status: 500 },
        );
      return HttpResponse.json({ data: { path: `/uploads/customer-users/${String(params.userId)}/profil.png` } });
    }),
  );
  stops.push(() => mockServer.resetHandlers());
}
const stops: Array<() => void> = [];
afterEach(() => {
  clearFaults();
  stops.splice(0).forEach((stop) => stop());
});

interface Sent {
  method: string;
  path: string;
  body: string;
}

/** Method, path and body of every request the app sends to a customer-user path from now on. */
function recordUserWrites(): Sent[] {
  const sent: Sent[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.slice(API_PATH.length);
    if (request.method === 'GET' || !path.startsWith('/customers/')) return;
    const entry = { method: request.method, path, body: '' };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((body) => {
        entry.body = body;
      });
  };
  mockServer.events.on('request:start', listener);
  stops.push(() => mockServer.events.removeListener('request:start', listener));
  return sent;
}

const JONAS = 'Jonas Albrecht';
const usersPath = `/customers/1/users`;
const jonasPath = `${usersPath}/${USER.jonas}`;

async function openDialogOf(name: string) {
  const page = await renderApp('/customer-users', { as: 'demo' });
  await page.user.click(await screen.findByRole('button', { name: `${name} bearbeiten` }));
  const dialog = within(await screen.findByRole('dialog', { name: `${name} bearbeiten` }));
  return { ...page, dialog };
}

async function openNewUserDialog() {
  const page = await renderApp('/customer-users', { as: 'demo' });
  await page.user.click(await screen.findByRole('button', { name: 'Benutzer hinzufügen' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' }));
  return { ...page, dialog };
}

async function jonas() {
  return unwrap(
    await testApi.GET('/customers/{customerId}/users/{userId}', {
      params: { path: { customerId: 1, userId: USER.jonas } },
    }),
  ).data;
}

const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'portrait.png', {
    type: 'image/png',
  });

describe('/customer-users: the list', () => {
  it('lists title, role, contacts, providers with their rights, pending approval and "left the job"', async () => {
    await renderApp('/customer-users', {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: USER.neu }), {
          data(user) {
            user.status = 'pending_approval';
          },
        });
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Benutzer des Kundenkontos' }));
    const katharina = within(list.getByRole('listitem', { name: /Katharina Vogt/ }));
    expect(katharina.getByText('Geschäftsführung · Administrator · demo')).toBeInTheDocument();
    expect(katharina.getByRole('link', { name: 'katharina.vogt@schlossgut-havelblick.de' })).toBeInTheDocument();
    const providers = within(katharina.getByRole('list', { name: 'Anbieter von Katharina Vogt' }));
    expect(providers.getAllByText('Bearbeitungsrechte')).toHaveLength(3);
    expect(providers.getByText('Anfragen per SMS')).toBeInTheDocument();
    const felix = within(list.getByRole('listitem', { name: /Felix Brandt/ }));
    expect(felix.getByText('Nicht mehr im Unternehmen')).toBeInTheDocument();
    expect(felix.getByText(/Nur Lesen/)).toBeInTheDocument();
    const lena = within(list.getByRole('listitem', { name: /Lena Hoffmann/ }));
    expect(lena.getByText('Wartet auf Freigabe')).toBeInTheDocument();
    expect(lena.getByText('Keinem Anbieter zugeordnet')).toBeInTheDocument();
  });

  it('deletes a user after a confirmation; nobody can delete themselves', async () => {
    const { user } = await renderApp('/customer-users', { as: 'demo' });
    expect(await screen.findByRole('button', { name: 'Mia Krause löschen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Katharina Vogt löschen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mia Krause löschen' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Mia Krause löschen?' }));
    await user.click(confirm.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Mia Krause wurde gelöscht.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Mia Krause/ })).not.toBeInTheDocument());
    expect(db.customerUsers.findFirst((q) => q.where({ id: USER.mia }))).toBeUndefined();
  });
});

describe('/customer-users: the rules of the form (spec point 5)', () => {
  it('asks for name, username and password of a new user, and for a matching repeat', async () => {
    const { user, dialog } = await openNewUserDialog();
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    expect(dialog.getByLabelText('Benutzername')).toHaveAccessibleDescription(
      expect.stringContaining('Dies ist ein Pflichtfeld!'),
    );
    expect(dialog.getByLabelText('Passwort')).toHaveAccessibleDescription(
      expect.stringContaining('Dies ist ein Pflichtfeld!'),
    );

    await user.type(dialog.getByLabelText('Passwort'), 'abc');
    await user.type(dialog.getByLabelText('Neues Passwort wiederholen'), 'abd');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(dialog.getByLabelText('Passwort')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie mindestens 6 Zeichen ein.'),
    );
    expect(dialog.getByLabelText('Neues Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Eingaben stimmen nicht überein.',
    );
  });

  it('needs the old password with a new one', async () => {
    const { user, dialog } = await openDialogOf(JONAS);
    await user.type(dialog.getByLabelText('Neues Passwort'), 'Havel2026!');
    await user.type(dialog.getByLabelText('Neues Passwort wiederholen'), 'Havel2026!');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(dialog.getByLabelText('Bisheriges Passwort')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    await user.type(dialog.getByLabelText('Bisheriges Passwort'), 'kurz');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(dialog.getByLabelText('Bisheriges Passwort')).toHaveAccessibleDescription(
      'Bitte geben Sie mindestens 6 Zeichen ein.',
    );
  });

  it('takes digits only for the identity number and asks for all 11 of them', async () => {
    const { user, dialog } = await openDialogOf(JONAS);
    const field = dialog.getByLabelText('Identitätsnummer');
    await user.type(field, '12a34-5');
    expect(field).toHaveValue('12345');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Bitte geben Sie mindestens 11 Zeichen ein.'));
    await user.type(field, '678901234');
    expect(field).toHaveValue('12345678901');
  });

  it('takes birth dates between 100 and 18 years ago only', async () => {
    const { user, dialog } = await openDialogOf(JONAS);
    const field = dialog.getByLabelText('Geburtsdatum');
    const range = birthDateRange();
    expect(field).toHaveAttribute('min', range.min);
    expect(field).toHaveAttribute('max', range.max);
    fireEvent.change(field, { target: { value: `${Number(range.max.slice(0, 4)) + 2}-01-01` } });
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    const outOfRange = `Bitte geben Sie ein Datum zwischen ${formatDate(range.min)} und ${formatDate(range.max)} ein.`;
    expect(field).toHaveAccessibleDescription(expect.stringContaining(outOfRange));
    // At the edges, whatever day the test runs: 18 tomorrow and 100 since yesterday are refused, 18 today is taken.
    for (const refused of [addDays(range.max, 1), addDays(range.min, -1)]) {
      fireEvent.change(field, { target: { value: refused } });
      await user.click(dialog.getByRole('button', { name: 'Speichern' }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(outOfRange));
    }
    fireEvent.change(field, { target: { value: range.max } });
    await waitFor(() => expect(field).not.toHaveAccessibleDescription(expect.stringContaining(outOfRange)));
  });

  it('refuses a phone number that is not valid in Germany and an empty e-mail row', async () => {
    const { user, dialog } = await openNewUserDialog();
    await user.click(dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }));
    // Germany is preselected. The button is named by its label and its visible text (WCAG 2.5.3, issue 38.1).
    expect(dialog.getByRole('button', { name: 'Land DE +49' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Telefonnummer 1'), '030 1');
    await user.click(dialog.getByRole('button', { name: 'E-Mail-Adresse hinzufügen' }));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(dialog.getByLabelText('Telefonnummer 1')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    );
    expect(dialog.getByLabelText('E-Mail-Adresse 1')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    await user.clear(dialog.getByLabelText('Telefonnummer 1'));
    await user.type(dialog.getByLabelText('Telefonnummer 1'), '0151 12345678');
    await user.type(dialog.getByLabelText('E-Mail-Adresse 1'), 'kein-at-zeichen');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(dialog.getByLabelText('Telefonnummer 1')).not.toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    );
    expect(dialog.getByLabelText('E-Mail-Adresse 1')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  });

  it('takes image files only for the profile picture', async () => {
    const { dialog } = await openDialogOf(JONAS);
    const field = dialog.getByLabelText('Profilbild');
    fireEvent.change(field, {
      target: { files: [new File(['%PDF-1.7'], 'lebenslauf.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Bitte wählen Sie eine Bilddatei (JPEG, PNG oder WebP).'),
      ),
    );
    fireEvent.change(field, { target: { files: [pngFile()] } });
    await waitFor(() => expect(field).toHaveAccessibleDescription('JPEG, PNG oder WebP'));
    // Shown before the upload as a data: URL: the production build's CSP allows no blob: images (docs/security.md).
    await waitFor(() =>
      expect(dialog.getByRole('img', { name: 'Profilbild' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
  });
});

describe('/customer-users: saving', () => {
  it('sends only the changed field', async () => {
    const { user, dialog } = await openDialogOf(JONAS);
    const sent = recordUserWrites();
    await user.type(dialog.getByLabelText('Über mich'), 'Ich plane Hochzeiten am Wasser.');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Benutzer wurde gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([`PUT ${jonasPath}`]);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ bio: 'Ich plane Hochzeiten am Wasser.' });
    expect((await jonas()).bio).toBe('Ich plane Hochzeiten am Wasser.');
  });

  it('adds a user with two phones and provider rights: the user, then the links; pending approval', async () => {
    const { user, dialog } = await openNewUserDialog();
    const sent = recordUserWrites();
    // Each role once, by its name, the role a new user gets chosen: no "Mitarbeiter (Standard)" beside
    // "Mitarbeiter" (issue 38.8).
    const role = dialog.getByRole('combobox', { name: 'Rolle' });
    await waitFor(() =>
      expect(
        within(role)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Administrator', 'Mitarbeiter', 'Nur Lesen']),
    );
    expect(role).toHaveDisplayValue('Mitarbeiter');
    await user.type(dialog.getByLabelText('Name'), 'Paula Schröder');
    await user.type(dialog.getByLabelText('Benutzername'), 'paula.schroeder');
    await user.type(dialog.getByLabelText('Passwort'), 'Hochzeit2026');
    await user.type(dialog.getByLabelText('Neues Passwort wiederholen'), 'Hochzeit2026');
    await user.click(dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }));
    await user.type(dialog.getByLabelText('Telefonnummer 1'), '0151 23456789');
    await user.click(dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }));
    await user.type(dialog.getByLabelText('Telefonnummer 2'), '0331 2004567');
    await user.click(dialog.getByRole('checkbox', { name: 'Betreut Schlossgut Havelblick' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Anfragen für Schlossgut Havelblick per E-Mail' }));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Benutzer wurde gespeichert.')).toBeInTheDocument();

    expect(sent.map(({ method, path }) => `${method} ${path.replace(/\/users\/\d+/, '/users/{id}')}`)).toEqual([
      `POST ${usersPath}`,
      `POST ${usersPath}/{id}/providers`,
    ]);
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({
      name: 'Paula Schröder',
      roleId: 2,
      phones: [
        { number: '+4915123456789', countryCode: 'DE' },
        { number: '+493312004567', countryCode: 'DE' },
      ],
    });
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({
      providerId: PROVIDER.havelblick,
      canManage: false,
      canReceiveLeads: true,
      canReceiveLeadsSms: false,
      showAsContact: false,
    });
    const paula = within(await screen.findByRole('listitem', { name: /Paula Schröder/ }));
    expect(paula.getByText('Wartet auf Freigabe')).toBeInTheDocument();
    expect(paula.getByText('Anfragen per E-Mail')).toBeInTheDocument();
    // Her numbers read as the lead details show numbers, and dial in E.164 (issue 38.9).
    expect(await paula.findByRole('link', { name: '+49 1512 3456789' })).toHaveAttribute('href', 'tel:+4915123456789');
    expect(paula.getByRole('link', { name: '+49 331 2004567' })).toHaveAttribute('dir', 'ltr');
  });

  it("chooses a phone's country from the menu by keyboard and checks the number against that country", async () => {
    const { user, dialog } = await openNewUserDialog();
    const sent = recordUserWrites();
    await user.type(dialog.getByLabelText('Name'), 'Lena Gruber');
    await user.type(dialog.getByLabelText('Benutzername'), 'lena.gruber');
    await user.type(dialog.getByLabelText('Passwort'), 'Hochzeit2026');
    await user.type(dialog.getByLabelText('Neues Passwort wiederholen'), 'Hochzeit2026');
    await user.click(dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }));
    const country = dialog.getByRole('button', { name: 'Land DE +49' });
    // The menu's code loads with the first opening; Enter opens it once it is there.
    country.focus();
    await user.keyboard('{Enter}');
    const austria = await screen.findByRole('option', { name: /^Österreich/ });
    await user.click(austria);
    expect(dialog.getByRole('button', { name: 'Land AT +43' })).toHaveFocus();
    await user.type(dialog.getByLabelText('Telefonnummer 1'), '0664 1234567');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Benutzer wurde gespeichert.')).toBeInTheDocument();
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({
      phones: [{ number: '+436641234567', countryCode: 'AT' }],
    });
  });

  it("finds a phone's country by its German name or calling code and sets the row to it; Escape closes", async () => {
    const { user, dialog } = await openNewUserDialog();
    const sent = recordUserWrites();
    await user.type(dialog.getByLabelText('Name'), 'Lena Gruber');
    await user.type(dialog.getByLabelText('Benutzername'), 'lena.gruber');
    await user.type(dialog.getByLabelText('Passwort'), 'Hochzeit2026');
    await user.type(dialog.getByLabelText('Neues Passwort wiederholen'), 'Hochzeit2026');
    await user.click(dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }));
    const openMenu = async () => {
      await user.click(dialog.getByRole('button', { name: /^Land / }));
      const menu = within(await screen.findByRole('dialog', { name: 'Land' }));
      const search = menu.getByRole('combobox', { name: 'Land oder Vorwahl suchen' });
      expect(search).toHaveFocus();
      const find = async (text: string) => {
        await user.clear(search);
        await user.type(search, text);
        return menu.queryAllByRole('option').map((option) => option.textContent);
      };
      return { menu, search, find };
    };

    // The country chosen now is highlighted; the search takes name parts without accents and calling codes.
    const first = await openMenu();
    expect(first.menu.getByRole('option', { selected: true })).toHaveTextContent('Deutschland+49');
    expect((await first.find('turk'))[0]).toBe('Türkei+90');
    expect(await first.find('+43')).toEqual(['Österreich+43']);
    await user.keyboard('{Enter}');
    expect(dialog.getByRole('button', { name: 'Land AT +43' })).toHaveFocus();

    const second = await openMenu();
    expect((await second.find('deu'))[0]).toBe('Deutschland+49');
    expect(second.menu.getByRole('option', { selected: true })).toHaveTextContent('Deutschland+49');
    expect(await second.find('49')).toEqual(['Deutschland+49']);
    expect(await second.find('Atlantis')).toEqual([]);
    expect(second.menu.getByRole('status')).toHaveTextContent('Kein Land gefunden.');
    // Escape closes the menu only, not the user dialog, and gives the focus back to the trigger.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Land' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Land AT +43' })).toHaveFocus();

    const third = await openMenu();
    expect(await third.find('+49')).toEqual(['Deutschland+49']);
    await user.click(third.menu.getByRole('option', { name: /^Deutschland/ }));
    expect(dialog.getByRole('button', { name: 'Land DE +49' })).toHaveFocus();
    await user.type(dialog.getByLabelText('Telefonnummer 1'), '030 12345678');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Benutzer wurde gespeichert.')).toBeInTheDocument();
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({ phones: [{ number: '+493012345678', countryCode: 'DE' }] });
  });

  it('saves the user, then the changed links, then the picture; links are switched at once', async () => {
    const { user, dialog } = await openDialogOf(JONAS);
    answerImageUploads();
    const sent = recordUserWrites();
    await user.click(dialog.getByRole('checkbox', { name: 'Betreut Lichtwerk Fotografie' }));
    expect(await screen.findByText('Der Anbieter wurde zugeordnet.')).toBeInTheDocument();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([`POST ${jonasPath}/providers`]);

    await user.type(dialog.getByLabelText('Über mich'), 'Eventmanager');
    await user.click(dialog.getByRole('checkbox', { name: 'Anfragen für Schlossgut Havelblick per SMS' }));
    fireEvent.change(dialog.getByLabelText('Profilbild'), { target: { files: [pngFile()] } });
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Benutzer wurde gespeichert.')).toBeInTheDocument();
    expect(sent.slice(1).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT ${jonasPath}`,
      `PUT ${jonasPath}/providers/4`,
      `POST ${jonasPath}/image`,
    ]);
    expect(JSON.parse(sent[2]?.body ?? '')).toEqual({ canReceiveLeadsSms: false });
    const saved = await jonas();
    expect(saved.bio).toBe('Eventmanager');
    expect(saved.customerUserProviders.map((link) => link.providerId)).toEqual([
      PROVIDER.havelblick,
      PROVIDER.lichtwerk,
    ]);
  });

  it.each([
    ['the user', 'updateCustomerUser', 0],
    ['the links', 'updateCustomerUserProvider', 1],
    ['the picture', 'uploadCustomerUserImage', 2],
  ])(
    'a failure saving %s shows the snackbar, keeps every value and resends only what is unsaved',
    async (_, operation, failedStep) => {
      const { user, dialog } = await openDialogOf(JONAS);
      answerImageUploads({ failFirst: operation === 'uploadCustomerUserImage' });
      const sent = recordUserWrites();
      setFault(operation, { kind: 'server-error', remaining: 1 });
      await user.type(dialog.getByLabelText('Über mich'), 'Eventmanager');
      await user.click(dialog.getByRole('checkbox', { name: 'Anfragen für Schlossgut Havelblick per SMS' }));
      fireEvent.change(dialog.getByLabelText('Profilbild'), { target: { files: [pngFile()] } });
      await user.click(dialog.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Ein technischer Fehler ist aufgetreten.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: `${JONAS} bearbeiten` })).toBeInTheDocument();
      expect(dialog.getByLabelText('Über mich')).toHaveValue('Eventmanager');
      expect(dialog.getByRole('checkbox', { name: 'Anfragen für Schlossgut Havelblick per SMS' })).not.toBeChecked();
      const steps = [`PUT ${jonasPath}`, `PUT ${jonasPath}/providers/4`, `POST ${jonasPath}/image`];
      expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(steps.slice(0, failedStep + 1));

      await user.click(dialog.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Der Benutzer wurde gespeichert.')).toBeInTheDocument();
      expect(sent.slice(failedStep + 1).map(({ method, path }) => `${method} ${path}`)).toEqual(
        steps.slice(failedStep),
      );
    },
  );

  it('checks phone and video as the server does: "12345" is no German number, a video must be on YouTube or Vimeo', async () => {
    const { user, dialog } = await openDialogOf(JONAS);
    const sent = recordUserWrites();
    await user.click(dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }));
    const phones = dialog.getAllByLabelText(/^Telefonnummer \d+$/);
    const phone = phones[phones.length - 1]!;
    await user.type(phone, '12345');
    const video = dialog.getByLabelText('Profilvideo');
    // Links are pasted, as users bring them.
    await user.clear(video);
    await user.paste('https://example.com/video');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Bitte geben Sie eine gültige Telefonnummer ein.'));
    expect(video).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie einen Link zu einem Video auf YouTube oder Vimeo ein.'),
    );
    expect(sent).toEqual([]);

    // A Berlin landline and YouTube's own short link ("Teilen") are taken, by the form and by the server.
    await user.clear(phone);
    await user.type(phone, '030 12345678');
    await user.clear(video);
    await user.paste('https://youtu.be/Zx9Qa7Lm3Pk');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Benutzer wurde gespeichert.')).toBeInTheDocument();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([`PUT ${jonasPath}`]);
    const saved = await jonas();
    expect(saved.profileVideo).toBe('https://youtu.be/Zx9Qa7Lm3Pk');
    expect(saved.phones.map((entry) => entry.number)).toContain('+493012345678');
  });

  it('focuses the first wrong field in the order of the form, not the last one registered', async () => {
    const { user, dialog } = await openDialogOf(JONAS);
    const sent = recordUserWrites();
    await user.click(dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }));
    const phones = dialog.getAllByLabelText(/^Telefonnummer \d+$/);
    const phone = phones[phones.length - 1]!;
    await user.type(phone, '12345');
    await user.clear(dialog.getByLabelText('Profilvideo'));
    await user.paste('https://example.com/video');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Bitte geben Sie eine gültige Telefonnummer ein.'));
    expect(phone).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('marks a taken username on its field and moves the focus there (409 USERNAME_TAKEN)', async () => {
    const { user, dialog } = await openNewUserDialog();
    await user.type(dialog.getByLabelText('Name'), 'Jonas Zweitkonto');
    await user.type(dialog.getByLabelText('Benutzername'), 'JONAS.albrecht');
    await user.type(dialog.getByLabelText('Passwort'), 'Hochzeit2026');
    await user.type(dialog.getByLabelText('Neues Passwort wiederholen'), 'Hochzeit2026');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    const username = dialog.getByLabelText('Benutzername');
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining('Dieser Benutzername ist bereits vergeben.'),
      ),
    );
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('focuses a taken username also when the answer comes while the dialog is busy saving', async () => {
    const { user, dialog } = await openNewUserDialog();
    const save = dialog.getByRole('button', { name: 'Speichern' });
    // As over a network: the server answers after the dialog has shown that it saves (its fields disabled), not
    // before React drew that, as the mock in the test process otherwise can.
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}${usersPath}`, async () => {
        await waitFor(() => expect(save).toBeDisabled());
        return undefined;
      }),
    );
    stops.push(() => mockServer.resetHandlers());
    await user.type(dialog.getByLabelText('Name'), 'Paula Test');
    await user.type(dialog.getByLabelText('Benutzername'), 'jonas.albrecht');
    await user.type(dialog.getByLabelText('Passwort'), 'Hochzeit2026');
    await user.type(dialog.getByLabelText('Neues Passwort wiederholen'), 'Hochzeit2026');
    await user.click(dialog.getByRole('button', { name: 'E-Mail-Adresse hinzufügen' }));
    await user.type(dialog.getByLabelText('E-Mail-Adresse 1'), 'paula.test@schlossgut-havelblick.de');
    await user.click(dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }));
    await user.type(dialog.getByLabelText('Telefonnummer 1'), '0151 23456789');
    await user.click(dialog.getByLabelText('Profilvideo'));
    await user.paste('https://youtu.be/Zx9Qa7Lm3Pk');
    await user.click(save);
    const username = dialog.getByLabelText('Benutzername');
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining('Dieser Benutzername ist bereits vergeben.'),
      ),
    );
    await waitFor(() => expect(username).toHaveFocus());
  });

  it('puts a server field error on its field and the message into the snackbar', async () => {
    const { user, dialog } = await openDialogOf(JONAS);
    await user.type(dialog.getByLabelText('Bisheriges Passwort'), 'falsch123');
    await user.type(dialog.getByLabelText('Neues Passwort'), 'Havel2026!');
    await user.type(dialog.getByLabelText('Neues Passwort wiederholen'), 'Havel2026!');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Bisheriges Passwort')).toHaveAccessibleDescription(
        'Das bisherige Passwort ist nicht korrekt.',
      ),
    );
    expect(dialog.getByLabelText('Neues Passwort')).toHaveValue('Havel2026!');
    expect(await screen.findByText('Bitte prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `${JONAS} bearbeiten` })).toBeInTheDocument();
  });
});

describe('/customer-users: rights inside one account (docs/security.md)', () => {
  it('offers a staff member only their own profile: no adding, no deleting, rights read-only', async () => {
    await renderApp('/customer-users', {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: USER.demo }), {
          data(user) {
            user.roleId = 2;
          },
        });
      },
    });
    await screen.findByRole('list', { name: 'Benutzer des Kundenkontos' });
    expect(screen.queryByRole('button', { name: 'Benutzer hinzufügen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${JONAS} bearbeiten` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /löschen/ })).not.toBeInTheDocument();
  });
});
