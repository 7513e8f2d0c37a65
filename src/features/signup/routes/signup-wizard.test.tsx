import { File as NodeFile } from 'node:buffer';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { CATEGORY, CITY } from '@mocks/db/core';
import { PROVIDER_CONTENT_SEED } from '@mocks/db/provider-content';
import { App } from '@/app/app';
import { clearSession } from '@/lib/session-store';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

// The mock backend parses uploads with Node's fetch, which makes file parts with the global File: jsdom's would
// fail its own check (the page's files are Node's too, see png()).
beforeEach(() => vi.stubGlobal('File', NodeFile));
afterEach(() => vi.unstubAllGlobals());
// Logged out: clearSession also tells the session store, which the storage clear after each test does not.
beforeEach(() => clearSession());

const slow = { timeout: 5000 };

/** A PNG of the given size: signature and IHDR header (what the browser check and the server read), then padding. */
function png(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(33 + 2048);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new NodeFile([bytes], name, { type: name.endsWith('.gif') ? 'image/gif' : 'image/png' }) as unknown as File;
}

const stepHeading = (number: number) =>
  screen.findByRole('heading', { level: 1, name: new RegExp(`^Schritt ${number} von 5`) }, slow);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
const errorOf = (label: string | RegExp) => {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  return field;
};

const DESCRIPTION =
  'Die Goldschmiede Kaya fertigt Trauringe von Hand in ihrer Werkstatt in der Kölner Südstadt. Paare wählen Gold, ' +
  'Platin oder recyceltes Silber, gestalten Form und Oberfläche gemeinsam mit uns und können auf Wunsch in einem ' +
  'Ringkurs ihre eigenen Ringe schmieden. Gravuren, Steine und Sonderwünsche besprechen wir in Ruhe bei einem Termin.';

async function rulesOf(categoryId: number) {
  return unwrap(await testApi.GET('/configs/provider-category-meta', { params: { query: { categoryId } } })).data
    .imageRules;
}

describe('the application wizard', () => {
  it('checks each step before the next, keeps input going back, uploads a photo and ends on the pending page', async () => {
    const hash = PROVIDER_CONTENT_SEED.emptyWizardHash;
    const { user } = await renderApp(`/signup-wizard/${hash}`);
    const rules = await rulesOf(CATEGORY.decoration.id);

    // Step 1: what the link already knows is filled in; the step indicator marks the current step.
    await stepHeading(1);
    expect(screen.getByRole('navigation', { name: 'Fortschritt der Bewerbung' })).toBeInTheDocument();
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Schritt 1: Unternehmen und Kontakt');
    expect(screen.getByLabelText('Name des Unternehmens')).toHaveValue('Goldschmiede Kaya');
    await user.clear(screen.getByLabelText('Name des Unternehmens'));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'elif@');
    // The example number is isolated, so in Arabic its digit groups keep their order (issue 38.4).
    expect(screen.getByLabelText('Telefonnummer')).toHaveAccessibleDescription(
      expect.stringContaining('Zum Beispiel \u2068030 12345678\u2069.'),
    );
    await user.type(screen.getByLabelText('Telefonnummer'), '123');
    await next();
    expect(errorOf('Name des Unternehmens')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    expect(errorOf('E-Mail-Adresse')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(errorOf('Telefonnummer')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie eine gültige Telefonnummer ein.'),
    );
    expect(screen.getByLabelText('Name des Unternehmens')).toHaveFocus();
    await user.type(screen.getByLabelText('Name des Unternehmens'), 'Goldschmiede Kaya');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'goldschmiede-kaya.de');
    await user.clear(screen.getByLabelText('Telefonnummer'));
    await user.type(screen.getByLabelText('Telefonnummer'), '0221 3456789');
    await next();

    // Step 2: category and city are required; the districts follow the city.
    await stepHeading(2);
    await next();
    expect(errorOf('Kategorie')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    expect(errorOf('Stadt')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    expect(errorOf('Adresse')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    // (The option itself: its name has an ampersand, which user-event compares as HTML.)
    const decoration = await screen.findByRole('option', { name: CATEGORY.decoration.name }, slow);
    await user.selectOptions(screen.getByLabelText('Kategorie'), decoration);
    await user.selectOptions(screen.getByLabelText('Stadt'), 'Köln');
    const district = screen.getByLabelText('Stadtteil (optional)');
    await waitFor(() => expect(within(district).getByRole('option', { name: 'Ehrenfeld' })).toBeInTheDocument());
    expect(within(district).queryByRole('option', { name: 'Altona' })).not.toBeInTheDocument();
    await user.selectOptions(district, 'Ehrenfeld');
    await user.type(screen.getByLabelText('Adresse'), 'Severinstraße 120, 50678 Köln');
    await next();

    // Step 3: at least 300 characters.
    await stepHeading(3);
    await user.type(screen.getByLabelText('Beschreibung Ihres Angebots'), 'Handgemachte Trauringe.');
    await next();
    expect(errorOf('Beschreibung Ihres Angebots')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte schreiben Sie mindestens 300 Zeichen (bisher 23).'),
    );
    await user.clear(screen.getByLabelText('Beschreibung Ihres Angebots'));
    await user.click(screen.getByLabelText('Beschreibung Ihres Angebots'));
    await user.paste(DESCRIPTION);
    await next();

    // Step 4: at least one photo; each file is checked against the category's rules before it is sent.
    await stepHeading(4);
    await next();
    expect(await screen.findByText('Bitte laden Sie mindestens ein Foto hoch.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fotos auswählen' })).toHaveFocus();
    const uploads = recordRequests(`/provider-wizard/${hash}/images`);
    const picker = await screen.findByLabelText('Fotos auswählen', { selector: 'input' }, slow);
    await user.upload(picker, [png('schmal.png', rules.minWidth - 1, 600)]);
    const list = within(await screen.findByRole('list', { name: 'Ausgewählte Dateien' }));
    expect(
      await list.findByText(
        `Das Bild ist zu schmal: ${rules.minWidth - 1} Pixel, es muss mindestens ${rules.minWidth} Pixel breit sein.`,
      ),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    await user.upload(picker, [png('werkstatt.png', rules.minWidth, 800)]);
    const photos = within(screen.getByRole('region', { name: /^Fotos Ihrer Bewerbung/ }));
    // Listed by the name of the user's file, not by the server's ("613-werkstatt.png", issue 38.8).
    await waitFor(() => expect(photos.getByText('werkstatt.png')).toBeInTheDocument(), slow);
    expect(photos.getByRole('button', { name: 'Foto werkstatt.png aus der Bewerbung entfernen' })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(screen.queryByText('Bitte laden Sie mindestens ein Foto hoch.')).not.toBeInTheDocument();

    // Back to the first step and forward again: nothing typed is lost.
    await user.click(screen.getByRole('button', { name: 'Zurück zu Schritt 1: Unternehmen und Kontakt' }));
    await stepHeading(1);
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('0221 3456789');
    await next();
    await stepHeading(2);
    expect(screen.getByLabelText('Stadtteil (optional)')).toHaveValue('52');
    await next();
    await stepHeading(3);
    await next();
    await stepHeading(4);
    await next();

    // Step 5: the summary, and the preliminary information must be accepted.
    await stepHeading(5);
    expect(screen.getByRole('link', { name: 'Vorabinformationen öffnen (neues Fenster)' })).toHaveAttribute(
      'href',
      PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
    );
    expect(screen.getByText('Severinstraße 120, 50678 Köln')).toBeInTheDocument();
    // A phone number is set left to right: in Arabic its digit groups turned around.
    expect(screen.getByText('0221 3456789')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Severinstraße 120, 50678 Köln')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Köln, Ehrenfeld')).toBeInTheDocument();
    expect(screen.getByText('1 Foto')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByText('Bitte bestätigen Sie die Vorabinformationen.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: 'Ich habe die Vorabinformationen gelesen und akzeptiere sie.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));

    expect(await screen.findByRole('heading', { name: 'Ihre Bewerbung wird geprüft' }, slow)).toHaveFocus();
    expect(screen.getByText(/innerhalb von 48 Stunden bearbeitet/)).toBeInTheDocument();
    const stored = db.providerWizards.findFirst((q) => q.where({ hash }));
    expect(stored).toMatchObject({
      status: 'pending',
      companyName: 'Goldschmiede Kaya',
      email: 'elif@goldschmiede-kaya.de',
      phone: '+492213456789',
      categoryId: CATEGORY.decoration.id,
      cityId: CITY.koeln,
      districtId: 52,
      description: DESCRIPTION,
    });
    expect(stored?.images.map((image) => image.path)).toEqual([expect.stringMatching(/werkstatt\.png$/)]);
    // Sent: the draft of this link is gone.
    expect(window.localStorage.getItem(`draft:signup-wizard:${hash}`)).toBeNull();
  });

  it('moves on with Enter in a field as with "Weiter" and asks for the acceptance only once sending is tried (issue 38.8)', async () => {
    const hash = PROVIDER_CONTENT_SEED.openWizardHash;
    const sent = recordRequests(`/provider-wizard/${hash}`);
    const { user } = await renderApp(`/signup-wizard/${hash}`);
    await stepHeading(1);
    await user.type(screen.getByLabelText('Telefonnummer'), '0331 2345678');
    await next();
    await stepHeading(2);
    await screen.findByRole('option', { name: 'Potsdam' }, slow);
    await user.selectOptions(screen.getByLabelText('Stadt'), 'Potsdam');
    // Enter in the step's only text field submits the form in a browser: it checks the step and moves on, as
    // "Weiter" does, instead of trying to send the whole application.
    await user.type(screen.getByLabelText('Adresse'), 'Brandenburger Straße 31, 14467 Potsdam{Enter}');
    await stepHeading(3);
    expect(screen.getByLabelText('Beschreibung Ihres Angebots')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByLabelText('Beschreibung Ihres Angebots'));
    await user.paste(DESCRIPTION);
    await next();
    await stepHeading(4);
    await next();

    // The last step: no message before a send attempt.
    await stepHeading(5);
    const accept = screen.getByRole('checkbox', { name: /Vorabinformationen gelesen/ });
    expect(accept).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Bitte bestätigen Sie die Vorabinformationen.')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByText('Bitte bestätigen Sie die Vorabinformationen.')).toBeInTheDocument();
    expect(accept).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a phone number the link carries in national form, with its country', async () => {
    const hash = PROVIDER_CONTENT_SEED.emptyWizardHash;
    // A Turkish number: its part of the phone metadata loads with the library before the step shows.
    await renderApp(`/signup-wizard/${hash}`, {
      prepare: async () => {
        await db.providerWizards.update((q) => q.where({ hash }), {
          data: (wizard) => void (wizard.phone = '+905321234567'),
        });
      },
    });
    await stepHeading(1);
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('0532 123 45 67');
    expect(screen.getByRole('button', { name: 'Land der Telefonnummer Türkei +90' })).toBeInTheDocument();
  });

  it('keeps step, input and photos (by their ids) across a reload, and puts a server error on its field', async () => {
    const hash = PROVIDER_CONTENT_SEED.openWizardHash;
    const { user, unmount } = await renderApp(`/signup-wizard/${hash}`);
    await stepHeading(1);
    await user.type(screen.getByLabelText('Telefonnummer'), '0331 2345678');
    await next();
    await stepHeading(2);
    await screen.findByRole('option', { name: 'Potsdam' }, slow);
    await user.selectOptions(screen.getByLabelText('Stadt'), 'Potsdam');
    await user.type(screen.getByLabelText('Adresse'), 'Brandenburger Straße 31, 14467 Potsdam');
    await next();
    await stepHeading(3);
    await user.click(screen.getByLabelText('Beschreibung Ihres Angebots'));
    await user.paste(DESCRIPTION);
    await next();
    // The photo uploaded earlier through this link is part of the application. This browser never knew its file's
    // name, and the server's stored one means nothing to the applicant: it goes by its place in the list.
    await stepHeading(4);
    expect(await screen.findByText('Foto 1 (bereits hochgeladen)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto 1 aus der Bewerbung entfernen' })).toBeInTheDocument();

    // A reload: the same step, the same input, the photo by its id.
    unmount();
    cleanup();
    render(<App />);
    await stepHeading(4);
    expect(screen.getByText('Foto 1 (bereits hochgeladen)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await stepHeading(3);
    expect(screen.getByLabelText('Beschreibung Ihres Angebots')).toHaveValue(DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Zurück zu Schritt 1: Unternehmen und Kontakt' }));
    await stepHeading(1);
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('0331 2345678');

    // The category is withdrawn while the applicant fills in the form: the server's message lands on the
    // category, and the wizard opens its step.
    for (let step = 1; step < 5; step++) await next();
    await stepHeading(5);
    await user.click(screen.getByRole('checkbox', { name: /Vorabinformationen gelesen/ }));
    await db.configEntries.update(
      (q) => q.where({ type: 'allowed_provider_category_ids', itemId: CATEGORY.decoration.id }),
      { data: (entry) => void (entry.status = 0) },
    );
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    await stepHeading(2);
    await waitFor(() =>
      expect(errorOf('Kategorie')).toHaveAccessibleDescription('Bitte wählen Sie eine der angebotenen Kategorien.'),
    );
    await waitFor(() => expect(screen.getByLabelText('Kategorie')).toHaveFocus());
  });

  it('says when a link is unknown or malformed, and shows a sent application’s state', async () => {
    await renderApp('/signup-wizard/gibt-es-nicht-2026');
    expect(await screen.findByRole('heading', { name: 'Dieser Link ist ungültig' }, slow)).toBeInTheDocument();
    const requests = recordRequests('/provider-wizard/x');
    const states: Array<[string, string | RegExp]> = [
      ['x', 'Dieser Link ist ungültig'],
      [PROVIDER_CONTENT_SEED.submittedWizardHash, 'Ihre Bewerbung wird geprüft'],
      [PROVIDER_CONTENT_SEED.approvedWizardHash, 'Ihre Bewerbung wurde angenommen'],
      [PROVIDER_CONTENT_SEED.rejectedWizardHash, 'Ihre Bewerbung wurde abgelehnt'],
    ];
    for (const [hash, title] of states) {
      cleanup();
      window.history.replaceState(null, '', `/signup-wizard/${hash}`);
      render(<App />);
      expect(await screen.findByRole('heading', { name: title }, slow)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
    }
    // A hash that cannot be one is not even asked for.
    expect(requests).toHaveLength(0);
    expect(screen.getByText(/Die Bewerbung von Partyzelte Müller wurde leider abgelehnt/)).toBeInTheDocument();
  });

  it('says the link is invalid when its hash is missing or a segment too many follows (issue 37.10)', async () => {
    const requests = recordRequests(`/provider-wizard/${PROVIDER_CONTENT_SEED.submittedWizardHash}`);
    for (const link of [
      '/signup-wizard',
      '/signup-wizard/',
      `/signup-wizard/${PROVIDER_CONTENT_SEED.submittedWizardHash}/x`,
    ]) {
      cleanup();
      await renderApp(link);
      expect(await screen.findByRole('heading', { name: 'Dieser Link ist ungültig' }, slow)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Anmeldung/ })).toHaveAttribute('href', '/auth/login');
    }
    expect(requests).toHaveLength(0);
  });
});
