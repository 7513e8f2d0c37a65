import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { PROVIDER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';
import { mockServer } from '@/testing/mock-server';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => {
  clearFaults();
  mockServer.resetHandlers();
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
