import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { PROVIDER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';
import { mockServer, recordRequests, TEST_API_BASE_URL } from '@/testing/mock-server';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => {
  clearFaults();
  mockServer.resetHandlers();
  vi.unstubAllGlobals();
});

const url = `/providers/${PROVIDER.havelblick}/capacity`;

async function hallsOf(providerId: number) {
  return unwrap(await testApi.GET('/customer-spaces', { params: { query: { providerId } } })).data;
}

const hallList = () => screen.findByRole('list', { name: 'Ihre Räume' }, { timeout: 5000 });

async function openAddDialog(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Raum hinzufügen' }, { timeout: 5000 }));
  return within(await screen.findByRole('dialog', { name: 'Raum hinzufügen' }));
}

describe('hall capacity page', () => {
  it('lists the halls with their capacities, marks the incomplete one and links the provider pages', async () => {
    await renderApp(url, { as: 'demo' });
    const list = within(await hallList());
    const halls = await hallsOf(PROVIDER.havelblick);
    expect(list.getAllByRole('listitem')).toHaveLength(halls.length);
    const missing = unwrap(
      await testApi.GET('/providers/{id}/missing-data', { params: { path: { id: PROVIDER.havelblick } } }),
    ).data.customerSpaces;
    expect(missing.length).toBeGreaterThan(0);
    for (const hall of halls) {
      const row = within(list.getByRole('listitem', { name: new RegExp(`^${hall.name}`) }));
      expect(row.getByText(`${hall.minCapacity} bis ${hall.maxCapacity} Gäste`)).toBeInTheDocument();
      const incomplete = missing.some((space) => space.id === hall.id);
      expect(row.queryByText('Angaben unvollständig') !== null).toBe(incomplete);
    }
    const nav = within(screen.getByRole('navigation', { name: 'Seiten des Anbieters' }));
    expect(nav.getByRole('link', { name: 'Räume & Kapazitäten' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Informationen' })).toHaveAttribute(
      'href',
      `/providers/${PROVIDER.havelblick}/info`,
    );
    expect(nav.getByRole('link', { name: 'Preise und Menüs' })).toHaveAttribute(
      'href',
      `/providers/${PROVIDER.havelblick}/catalogs`,
    );
    expect(nav.getByRole('link', { name: 'Galerie' })).toHaveAttribute(
      'href',
      `/providers/${PROVIDER.havelblick}/gallery`,
    );
    expect(nav.getByRole('link', { name: 'Produkte' })).toHaveAttribute(
      'href',
      `/providers/${PROVIDER.havelblick}/items`,
    );
    expect(nav.getByRole('link', { name: 'Auszeichnungen' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Referenzgalerie' })).toBeInTheDocument();
  });

  it('shows the message of every rule on its field and sends nothing until the hall is valid', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const before = await hallsOf(PROVIDER.havelblick);
    const dialog = await openAddDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    const name = dialog.getByRole('textbox', { name: 'Name des Raums' });
    const area = dialog.getByRole('combobox', { name: 'Bereich' });
    const min = dialog.getByRole('textbox', { name: 'Mindestens Gäste' });
    const max = dialog.getByRole('textbox', { name: 'Höchstens Gäste' });
    const meal = dialog.getByRole('textbox', { name: 'Gäste beim Essen' });
    const cocktail = dialog.getByRole('textbox', { name: 'Gäste beim Empfang' });
    expect(name).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld!/);
    expect(area).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    expect(name).toHaveFocus();
    const mealOrCocktail = 'Bitte geben Sie die Gästezahl für ein Essen oder für einen Empfang an.';
    expect(meal).toHaveAccessibleDescription(mealOrCocktail);
    expect(cocktail).toHaveAccessibleDescription(mealOrCocktail);

    await user.type(name, 'Saal-Nord!');
    expect(name).toHaveAccessibleDescription(/Der Name darf nur Buchstaben, Ziffern und Leerzeichen enthalten\./);
    await user.clear(name);
    // Umlauts, ß and spaces are letters of a German hall name.
    await user.type(name, 'Großer Saal Süd');
    expect(name).not.toHaveAccessibleDescription(/Der Name darf nur/);

    await user.type(min, '9');
    expect(min).toHaveAccessibleDescription(/Die Mindestzahl der Gäste muss mindestens zweistellig sein \(ab 10\)\./);
    await user.type(max, '10000');
    expect(max).toHaveAccessibleDescription(/Die Höchstzahl der Gäste darf höchstens vierstellig sein \(bis 9999\)\./);
    await user.clear(min);
    await user.type(min, '150');
    await user.clear(max);
    await user.type(max, '120');
    expect(max).toHaveAccessibleDescription(/Die Höchstzahl der Gäste darf nicht kleiner sein als die Mindestzahl\./);
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await hallsOf(PROVIDER.havelblick)).toHaveLength(before.length);

    await user.clear(min);
    await user.type(min, '40');
    await user.selectOptions(area, 'Innen und außen');
    await user.type(cocktail, '120');
    expect(meal).not.toHaveAccessibleDescription(mealOrCocktail);
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Der Raum „Großer Saal Süd“ wurde angelegt.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const created = (await hallsOf(PROVIDER.havelblick)).find((hall) => hall.name === 'Großer Saal Süd');
    expect(created).toMatchObject({
      areaType: 'both',
      minCapacity: 40,
      maxCapacity: 120,
      mealCapacity: null,
      cocktailCapacity: 120,
    });
    expect(within(await hallList()).getByRole('listitem', { name: /^Großer Saal Süd/ })).toBeInTheDocument();
  });

  it('puts the server field error on its field (a name the provider already uses)', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const [existing] = await hallsOf(PROVIDER.havelblick);
    if (!existing) throw new Error('the seed has halls of provider 101');
    const dialog = await openAddDialog(user);
    await user.type(dialog.getByRole('textbox', { name: 'Name des Raums' }), existing.name);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Bereich' }), 'Innenbereich');
    await user.type(dialog.getByRole('textbox', { name: 'Mindestens Gäste' }), '20');
    await user.type(dialog.getByRole('textbox', { name: 'Höchstens Gäste' }), '60');
    await user.type(dialog.getByRole('textbox', { name: 'Gäste beim Essen' }), '50');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(
      await dialog.findByText('Einen Raum mit diesem Namen gibt es bei diesem Anbieter bereits.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name des Raums' })).toHaveAccessibleDescription(
      /Einen Raum mit diesem Namen gibt es bei diesem Anbieter bereits\./,
    );
  });

  it('fills in the incomplete hall, which then leaves the missing data', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const [incomplete] = unwrap(
      await testApi.GET('/providers/{id}/missing-data', { params: { path: { id: PROVIDER.havelblick } } }),
    ).data.customerSpaces;
    if (!incomplete) throw new Error('the seed has an incomplete hall of provider 101');
    await hallList();
    await user.click(screen.getByRole('button', { name: `Raum „${incomplete.name}“ bearbeiten` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Raum „${incomplete.name}“ bearbeiten` }));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(dialog.getByRole('textbox', { name: 'Gäste beim Essen' })).toHaveAccessibleDescription(
      'Bitte geben Sie die Gästezahl für ein Essen oder für einen Empfang an.',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Gäste beim Essen' }), '30');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(`Der Raum „${incomplete.name}“ wurde gespeichert.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const row = within(within(await hallList()).getByRole('listitem', { name: new RegExp(`^${incomplete.name}`) }));
    await waitFor(() => expect(row.queryByText('Angaben unvollständig')).toBeNull());
    expect(row.getByText('30 Gäste')).toBeInTheDocument();
    const missing = unwrap(
      await testApi.GET('/providers/{id}/missing-data', { params: { path: { id: PROVIDER.havelblick } } }),
    ).data.customerSpaces;
    expect(missing).toEqual([]);
  });

  it('deletes a hall only after the confirmation', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const [first] = await hallsOf(PROVIDER.havelblick);
    if (!first) throw new Error('the seed has halls of provider 101');
    await hallList();
    await user.click(screen.getByRole('button', { name: `Raum „${first.name}“ löschen` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: `Raum „${first.name}“ löschen?` }));
    await user.click(confirm.getByRole('button', { name: 'Abbrechen' }));
    expect((await hallsOf(PROVIDER.havelblick)).map((hall) => hall.id)).toContain(first.id);

    await user.click(screen.getByRole('button', { name: `Raum „${first.name}“ löschen` }));
    const again = within(await screen.findByRole('alertdialog', { name: `Raum „${first.name}“ löschen?` }));
    await user.click(again.getByRole('button', { name: 'Raum löschen' }));
    expect(
      await screen.findByText(`Der Raum „${first.name}“ wurde gelöscht.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect((await hallsOf(PROVIDER.havelblick)).map((hall) => hall.id)).not.toContain(first.id);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: new RegExp(`^${first.name}`) })).not.toBeInTheDocument(),
    );
  });

  it('says why and turns read-only when the edit rights were taken away while the form was open (403)', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const dialog = await openAddDialog(user);
    await user.type(dialog.getByRole('textbox', { name: 'Name des Raums' }), 'Bibliothek');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Bereich' }), 'Innenbereich');
    await user.type(dialog.getByRole('textbox', { name: 'Mindestens Gäste' }), '10');
    await user.type(dialog.getByRole('textbox', { name: 'Höchstens Gäste' }), '30');
    await user.type(dialog.getByRole('textbox', { name: 'Gäste beim Essen' }), '24');
    await db.customerUsers.update((q) => q.where({ id: 1 }), {
      data(account) {
        account.customerUserProviders = account.customerUserProviders.map((link) =>
          link.providerId === PROVIDER.havelblick ? { ...link, canManage: false } : link,
        );
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(
      await dialog.findByText(
        'Sie dürfen diesen Anbieter nicht bearbeiten. Bearbeitungsrechte vergibt ein Administrator.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText(/keine Bearbeitungsrechte/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raum hinzufügen' })).not.toBeInTheDocument();
  });

  it('is read-only without edit rights and says so', async () => {
    await renderApp(url, {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: 1 }), {
          data(account) {
            account.customerUserProviders = account.customerUserProviders.map((link) =>
              link.providerId === PROVIDER.havelblick ? { ...link, canManage: false } : link,
            );
          },
        });
      },
    });
    await hallList();
    expect(await screen.findByText(/keine Bearbeitungsrechte/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raum hinzufügen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bearbeiten$/ })).not.toBeInTheDocument();
  });

  it('has no halls for a provider that is not a venue, and no link to them', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/capacity`, { as: 'demo' });
    expect(
      await screen.findByText('Räume und Kapazitäten gibt es nur für Hochzeitslocations.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Seiten des Anbieters' }));
    expect(nav.queryByRole('link', { name: 'Räume & Kapazitäten' })).not.toBeInTheDocument();
  });

  it('shows the empty state, and the on-hold notice of a paused listing', async () => {
    await renderApp(url, {
      as: 'demo',
      prepare: async () => {
        db.customerSpaces.deleteMany((q) => q.where({ providerId: PROVIDER.havelblick }));
        await db.providers.update((q) => q.where({ id: PROVIDER.havelblick }), { data: (p) => void (p.onHold = true) });
      },
    });
    expect(
      await screen.findByText('Sie haben noch keine Räume angelegt.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ihr Eintrag ist pausiert.')).toBeInTheDocument();
  });

  it('offers a retry when the halls cannot be loaded', async () => {
    setFault('listCustomerSpaces', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp(url, { as: 'demo' });
    expect(
      await screen.findByText('Beim Laden ist ein Fehler aufgetreten', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 5000 }));
    expect(await hallList()).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------- the photo or floor plan of a hall (issue 42.6)

/** A PNG whose header says its size (what the browser check and the server read), padded. Node's File (see below). */
function png(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(2048);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
}

function seededHall(withImage: boolean) {
  const hall = db.customerSpaces
    .all()
    .find((space) => space.providerId === PROVIDER.havelblick && (space.image !== null) === withImage);
  if (!hall) throw new Error(`the seed has a hall of provider 101 ${withImage ? 'with' : 'without'} an image`);
  return hall;
}

const storedImage = (id: number) => db.customerSpaces.findFirst((q) => q.where({ id }))?.image ?? null;

async function openUpload(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await hallList();
  await user.click(screen.getByRole('button', { name: `Foto oder Grundriss hochladen – ${name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Foto oder Grundriss für „${name}“` }));
  // The category's rules have arrived: the file field names them.
  await waitFor(() => expect(dialog.getByLabelText('Bilddatei')).toHaveAccessibleDescription(/^Erlaubt sind JPG/));
  return dialog;
}

describe('the photo or floor plan of a hall', () => {
  // The mock backend parses uploads with Node's fetch, whose FormData makes its file parts with the global File:
  // jsdom's would fail its check, and jsdom's File has no arrayBuffer() for the multipart body.
  beforeEach(() => vi.stubGlobal('File', NodeFile));

  it('shows each hall’s image named by its kind and hall, and only that text for halls without one', async () => {
    await renderApp(url, { as: 'demo' });
    const list = within(await hallList());
    const halls = await hallsOf(PROVIDER.havelblick);
    const withImage = halls.filter((hall) => hall.image !== null);
    expect(withImage.map((hall) => hall.image?.kind).sort()).toEqual(['floorPlan', 'photo']);
    for (const hall of halls) {
      const row = within(list.getByRole('listitem', { name: new RegExp(`^${hall.name}`) }));
      if (!hall.image) {
        expect(row.queryByRole('img')).toBeNull();
        expect(row.getByText('Noch kein Foto oder Grundriss.')).toBeVisible();
        continue;
      }
      const kind = hall.image.kind === 'photo' ? 'Foto' : 'Grundriss';
      expect(row.getByRole('img', { name: `${kind}: ${hall.name}` })).toHaveAttribute('src', hall.image.path);
      expect(row.getByRole('link', { name: new RegExp(`^${kind}: ${hall.name}`) })).toHaveAttribute(
        'href',
        hall.image.path,
      );
      expect(hall.image.path.startsWith('/media/')).toBe(true);
    }
  });

  it('uploads a floor plan chosen by keyboard, with its progress, and the focus stays on the hall’s button', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    // The database is seeded afresh with the render.
    const hall = seededHall(false);
    const requests = recordRequests(`/customer-spaces/${hall.id}/image`);
    const dialog = await openUpload(user, hall.name);
    const photo = dialog.getByRole('radio', { name: 'Foto' });
    expect(photo).toBeChecked();
    // The kinds are one radio group: Tab reaches the chosen one, the arrow keys choose.
    photo.focus();
    // Held as a finger holds it: Radix chooses the radio the focus moves to while the arrow key is down.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Grundriss' })).toBeChecked());
    await user.keyboard('{/ArrowRight}');
    await user.upload(dialog.getByLabelText('Bilddatei'), png('Grundriss Terrasse.png', 1600, 1200));
    // The answer waits until the progress has been seen.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/customer-spaces/:id/image`, async () => {
        await held;
        return undefined;
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Hochladen' }));
    expect(await dialog.findByRole('progressbar', { name: /^Wird hochgeladen: \d+ %$/ })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Hochladen' })).toBeDisabled();
    answer();

    expect(
      await screen.findByText(`Das Bild von „${hall.name}“ wurde gespeichert.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const row = within(within(await hallList()).getByRole('listitem', { name: new RegExp(`^${hall.name}`) }));
    expect(await row.findByRole('img', { name: `Grundriss: ${hall.name}` })).toBeVisible();
    const replace = row.getByRole('button', { name: `Ersetzen – Grundriss: ${hall.name}` });
    await waitFor(() => expect(replace).toHaveFocus());
    expect(storedImage(hall.id)).toMatchObject({ kind: 'floorPlan' });
    expect(requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('names every image rule a file breaks on the file and sends nothing; the server’s refusals land there too', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    // The database is seeded afresh with the render.
    const hall = seededHall(false);
    const requests = recordRequests(`/customer-spaces/${hall.id}/image`);
    const dialog = await openUpload(user, hall.name);
    const file = dialog.getByLabelText('Bilddatei');
    // No file: the kit's required message.
    await user.click(dialog.getByRole('button', { name: 'Hochladen' }));
    expect(file).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld!/);
    expect(file).toHaveFocus();

    await user.upload(file, png('briefmarke.png', 400, 300));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription(
        /Das Bild ist zu schmal: 400 Pixel, es muss mindestens 800 Pixel breit sein\.$/,
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Hochladen' }));
    expect(file).toHaveAccessibleDescription(/Das Bild ist zu schmal/);
    expect(requests).toHaveLength(0);

    // The server refuses what the browser cannot see (its 422 on the file), then the size (413).
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/customer-spaces/:id/image`, () =>
        HttpResponse.json(
          { message: 'Bitte prüfen Sie Ihre Eingaben.', errors: { image: 'Das Bild zeigt Kontaktdaten.' } },
          { status: 422 },
        ),
      ),
    );
    await user.upload(file, png('saal.png', 1600, 1200));
    await user.click(dialog.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(file).toHaveAccessibleDescription(/Das Bild zeigt Kontaktdaten\.$/));
    await waitFor(() => expect(file).toHaveFocus());
    expect(dialog.getByRole('radio', { name: 'Foto' })).toBeChecked();

    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/customer-spaces/:id/image`, () =>
        HttpResponse.json(
          { message: 'Die Datei ist zu groß. Die maximale Dateigröße beträgt 8192 KB.', code: 'FILE_TOO_LARGE' },
          { status: 413 },
        ),
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription(
        /Die Datei ist zu groß oder ihre Abmessungen überschreiten die erlaubten Grenzen\.$/,
      ),
    );
    expect(file).toHaveFocus();
    expect(storedImage(hall.id)).toBeNull();
  });

  it('replaces a photo with a floor plan', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    // The database is seeded afresh with the render.
    const hall = seededHall(true);
    await hallList();
    const kind = hall.image?.kind === 'photo' ? 'Foto' : 'Grundriss';
    await user.click(screen.getByRole('button', { name: `Ersetzen – ${kind}: ${hall.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Bild von „${hall.name}“ ersetzen` }));
    // The current kind is chosen.
    expect(dialog.getByRole('radio', { name: kind })).toBeChecked();
    const other = kind === 'Foto' ? 'Grundriss' : 'Foto';
    await user.click(dialog.getByRole('radio', { name: other }));
    await user.upload(dialog.getByLabelText('Bilddatei'), png('neu.png', 1600, 1200));
    await user.click(dialog.getByRole('button', { name: 'Hochladen' }));
    const row = within(within(await hallList()).getByRole('listitem', { name: new RegExp(`^${hall.name}`) }));
    expect(await row.findByRole('img', { name: `${other}: ${hall.name}` }, { timeout: 5000 })).toBeVisible();
    expect(storedImage(hall.id)?.path).not.toBe(hall.image?.path);
  });

  it('removes an image only after the confirmation, then offers the upload with the focus on it', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    // The database is seeded afresh with the render.
    const hall = seededHall(true);
    const kind = hall.image?.kind === 'photo' ? 'Foto' : 'Grundriss';
    await hallList();
    const remove = `Entfernen – ${kind}: ${hall.name}`;
    await user.click(screen.getByRole('button', { name: remove }));
    const confirm = within(await screen.findByRole('dialog', { name: `Bild von „${hall.name}“ entfernen?` }));
    await user.click(confirm.getByRole('button', { name: 'Abbrechen' }));
    expect(storedImage(hall.id)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: remove }));
    const again = within(await screen.findByRole('dialog', { name: `Bild von „${hall.name}“ entfernen?` }));
    await user.click(again.getByRole('button', { name: 'Entfernen' }));
    expect(
      await screen.findByText(`Das Bild von „${hall.name}“ wurde entfernt.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(storedImage(hall.id)).toBeNull();
    const upload = await screen.findByRole('button', { name: `Foto oder Grundriss hochladen – ${hall.name}` });
    await waitFor(() => expect(upload).toHaveFocus());
  });

  it('takes an image removed meanwhile as removed (404)', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    // The database is seeded afresh with the render.
    const hall = seededHall(true);
    const kind = hall.image?.kind === 'photo' ? 'Foto' : 'Grundriss';
    await hallList();
    await user.click(screen.getByRole('button', { name: `Entfernen – ${kind}: ${hall.name}` }));
    const confirm = within(await screen.findByRole('dialog', { name: `Bild von „${hall.name}“ entfernen?` }));
    await db.customerSpaces.update((q) => q.where({ id: hall.id }), { data: (space) => void (space.image = null) });
    await user.click(confirm.getByRole('button', { name: 'Entfernen' }));
    expect(
      await screen.findByText(`Das Bild von „${hall.name}“ war bereits entfernt.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Foto oder Grundriss hochladen – ${hall.name}` }),
    ).toBeInTheDocument();
  });

  it('shows the images read-only without edit rights: no upload, replace or remove', async () => {
    await renderApp(url, {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: 1 }), {
          data(account) {
            account.customerUserProviders = account.customerUserProviders.map((link) =>
              link.providerId === PROVIDER.havelblick ? { ...link, canManage: false } : link,
            );
          },
        });
      },
    });
    const list = within(await hallList());
    await screen.findByText(/keine Bearbeitungsrechte/);
    expect(list.getAllByRole('img')).toHaveLength(2);
    expect(list.queryByText('Noch kein Foto oder Grundriss.')).toBeNull();
    expect(list.queryByRole('button', { name: /^(Foto oder Grundriss hochladen|Ersetzen|Entfernen) – / })).toBeNull();
  });
});
