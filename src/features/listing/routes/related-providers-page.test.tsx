import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => clearFaults());

const url = `/providers/${PROVIDER.havelblick}/related-providers`;

async function relatedOf(providerId: number) {
  return unwrap(
    await testApi.GET('/providers/{id}/related-providers', {
      params: { path: { id: providerId }, query: { limit: 100 } },
    }),
  ).data;
}

const referenceList = () => screen.findByRole('list', { name: 'Ihre Referenzen' }, { timeout: 5000 });
const searchBox = () => screen.findByRole('combobox', { name: 'Dienstleister hinzufügen' }, { timeout: 5000 });

async function withoutEditRights() {
  await db.customerUsers.update((q) => q.where({ id: 1 }), {
    data(account) {
      account.customerUserProviders = account.customerUserProviders.map((link) =>
        link.providerId === PROVIDER.havelblick ? { ...link, canManage: false } : link,
      );
    },
  });
}

describe('reference gallery page', () => {
  it('lists the partners newest first with their summary line, under the provider header and sub-navigation', async () => {
    await renderApp(url, { as: 'demo' });
    const related = await relatedOf(PROVIDER.havelblick);
    const items = within(await referenceList()).getAllByRole('listitem');
    expect(items).toHaveLength(related.length);
    related.forEach((entry, index) => {
      expect(items[index]).toHaveTextContent(entry.relatedProvider.name);
      expect(items[index]).toHaveTextContent(entry.relatedProvider.category.name);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Referenzgalerie' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Seiten des Anbieters' }));
    expect(nav.getByRole('link', { name: 'Referenzgalerie' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches after two characters, chooses a hit with the keyboard and adds it', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const search = await searchBox();
    await user.type(search, 'E');
    // One character asks nothing: there is no list of hits.
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(search, 'lb');
    const expected = unwrap(
      await testApi.GET('/providers/{id}/related-provider-candidates', {
        params: { path: { id: PROVIDER.havelblick }, query: { name: 'Elb' } },
      }),
    ).data;
    expect(expected.length).toBeGreaterThan(0);
    const hits = within(await screen.findByRole('listbox', { name: 'Gefundene Dienstleister' }, { timeout: 5000 }));
    await waitFor(() => expect(hits.getAllByRole('option')).toHaveLength(expected.length));
    expect(search).toHaveAttribute('aria-expanded', 'true');
    const target = expected[expected.length > 1 ? 1 : 0];
    if (!target) throw new Error('a hit');
    if (expected.length > 1) await user.keyboard('{ArrowDown}');
    expect(hits.getByRole('option', { selected: true })).toHaveTextContent(target.name);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(`„${target.name}“ wurde Ihrer Referenzgalerie hinzugefügt.`, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect((await relatedOf(PROVIDER.havelblick))[0]?.relatedProvider.id).toBe(target.id);
    expect(await within(await referenceList()).findByText(target.name)).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('shows the server message when the partner was added meanwhile by someone else (409)', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const search = await searchBox();
    await user.type(search, 'Elb');
    const hits = within(await screen.findByRole('listbox', { name: 'Gefundene Dienstleister' }, { timeout: 5000 }));
    const [first] = await hits.findAllByRole('option');
    if (!first) throw new Error('a hit');
    const name = first.textContent ?? '';
    const [candidate] = unwrap(
      await testApi.GET('/providers/{id}/related-provider-candidates', {
        params: { path: { id: PROVIDER.havelblick }, query: { name: 'Elb' } },
      }),
    ).data;
    if (!candidate) throw new Error('a candidate');
    await testApi.POST('/providers/{id}/related-providers', {
      params: { path: { id: PROVIDER.havelblick } },
      body: { relatedProviderId: candidate.id },
    });
    await user.click(first);
    expect(
      await screen.findByText(`${candidate.name} ist bereits als Partner eingetragen.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(name).toContain(candidate.name);
  });

  it('says when nothing matches', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    await user.type(await searchBox(), 'Zzzzz');
    expect(
      await screen.findByText('Kein passender Dienstleister gefunden.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('removes a partner only after the confirmation', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const [first] = await relatedOf(PROVIDER.havelblick);
    if (!first) throw new Error('the seed links partners to 101');
    const name = first.relatedProvider.name;
    await referenceList();
    await user.click(screen.getByRole('button', { name: `„${name}“ aus der Referenzgalerie entfernen` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `„${name}“ entfernen?` }));
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect((await relatedOf(PROVIDER.havelblick)).map((entry) => entry.id)).toContain(first.id);

    await user.click(screen.getByRole('button', { name: `„${name}“ aus der Referenzgalerie entfernen` }));
    const again = within(await screen.findByRole('alertdialog', { name: `„${name}“ entfernen?` }));
    await user.click(again.getByRole('button', { name: 'Entfernen' }));
    expect(
      await screen.findByText(`„${name}“ wurde aus Ihrer Referenzgalerie entfernt.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect((await relatedOf(PROVIDER.havelblick)).map((entry) => entry.id)).not.toContain(first.id);
  });

  it('turns read-only when the rights were taken away meanwhile (403 on remove)', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const [first] = await relatedOf(PROVIDER.havelblick);
    if (!first) throw new Error('the seed links partners to 101');
    const name = first.relatedProvider.name;
    await referenceList();
    await user.click(screen.getByRole('button', { name: `„${name}“ aus der Referenzgalerie entfernen` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `„${name}“ entfernen?` }));
    await withoutEditRights();
    await user.click(dialog.getByRole('button', { name: 'Entfernen' }));
    expect(
      await dialog.findByText(
        'Sie dürfen diesen Anbieter nicht bearbeiten. Bearbeitungsrechte vergibt ein Administrator.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText(/keine Bearbeitungsrechte/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Dienstleister hinzufügen' })).not.toBeInTheDocument();
  });

  it('is read-only without edit rights', async () => {
    await renderApp(url, { as: 'demo', prepare: withoutEditRights });
    await referenceList();
    expect(await screen.findByText(/keine Bearbeitungsrechte/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /entfernen$/ })).not.toBeInTheDocument();
  });

  it('shows the empty state and a retry when the list cannot be loaded', async () => {
    setFault('listRelatedProviders', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp(url, {
      as: 'demo',
      prepare: () => void db.relatedProviders.deleteMany((q) => q.where({ providerId: PROVIDER.havelblick })),
    });
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 5000 }));
    expect(
      await screen.findByText('In Ihrer Referenzgalerie ist noch kein Dienstleister eingetragen.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });

  it('says "not found" for a provider of another firm', async () => {
    await renderApp(`/providers/${PROVIDER.elbblick}/related-providers`, { as: 'demo' });
    expect(
      await screen.findByText('Diesen Anbieter gibt es nicht, oder Sie sind nicht mit ihm verknüpft.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });
});
