import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => clearFaults());

/** The user's providers as the API lists them, by name (like the page). */
async function providersOfUser() {
  return unwrap(await testApi.GET('/providers', { params: { query: { limit: 100, sort: 'name' } } })).data;
}

const list = async () => within(await screen.findByRole('list', { name: 'Ihre Anbieter' }, { timeout: 5000 }));
const cards = async () => (await list()).getAllByRole('article');
const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Hauptnavigation' }));

describe('providers page', () => {
  it("lists the demo user's providers with category, place, product, paid status and markers", async () => {
    await renderApp('/providers', { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anbieter' }, { timeout: 5000 })).toBeInTheDocument();
    const providers = await providersOfUser();
    expect(providers.length).toBeGreaterThan(1);
    await waitFor(async () =>
      expect((await cards()).map((card) => within(card).getByRole('heading').textContent)).toEqual(
        providers.map((provider) => provider.name),
      ),
    );
    for (const provider of providers) {
      const card = within(screen.getByRole('article', { name: provider.name }));
      const place = provider.district ? `${provider.city.name}, ${provider.district.name}` : provider.city.name;
      expect(card.getByText(`${provider.category.name} · ${place}`)).toBeInTheDocument();
      expect(card.getByText(new RegExp(`^${provider.productFeatures.listingProductName}`))).toBeInTheDocument();
      expect(card.queryByText('Angaben fehlen') !== null).toBe(provider.isMissingData);
      expect(card.queryByText('Pausiert') !== null).toBe(provider.onHold);
      expect(card.getByRole('link', { name: provider.name })).toHaveAttribute('href', `/providers/${provider.id}/info`);
    }
  });

  it('shows the end date of a listing product in German', async () => {
    await renderApp('/providers', { as: 'demo' });
    const providers = await providersOfUser();
    const withEnd = providers.find((provider) => provider.productFeatures.productDateEnd !== null);
    expect(withEnd).toBeDefined();
    if (!withEnd?.productFeatures.productDateEnd) return;
    // The portal's dates have the month's short name ("31. Aug. 2027"; "Juli" is short and long alike).
    const expected = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(`${withEnd.productFeatures.productDateEnd}T12:00:00`),
    );
    const card = within(await screen.findByRole('article', { name: withEnd.name }, { timeout: 5000 }));
    expect(card.getByText(`${withEnd.productFeatures.listingProductName} bis ${expected}`)).toBeInTheDocument();
  });

  it('searches by name and keeps the search in the URL', async () => {
    const { user } = await renderApp('/providers', { as: 'demo' });
    const providers = await providersOfUser();
    const target = providers[providers.length - 1];
    if (!target) throw new Error('no provider');
    const part = target.name.split(' ')[0] ?? target.name;
    await user.type(await screen.findByRole('searchbox', { name: 'Anbieter nach Namen suchen' }), part);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('name')).toBe(part));
    const expected = providers.filter((provider) => provider.name.toLowerCase().includes(part.toLowerCase()));
    await waitFor(async () => expect(await cards()).toHaveLength(expected.length));

    await user.clear(screen.getByRole('searchbox', { name: 'Anbieter nach Namen suchen' }));
    await user.type(screen.getByRole('searchbox', { name: 'Anbieter nach Namen suchen' }), 'Gibt es nicht');
    expect(
      await screen.findByText('Kein Anbieter enthält „Gibt es nicht“ im Namen.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('reads the search from the URL', async () => {
    await renderApp('/providers?name=Schlossgut', { as: 'demo' });
    expect(await screen.findByRole('searchbox', { name: 'Anbieter nach Namen suchen' }, { timeout: 5000 })).toHaveValue(
      'Schlossgut',
    );
    const matching = (await providersOfUser()).filter((provider) => provider.name.includes('Schlossgut'));
    await waitFor(async () => expect(await cards()).toHaveLength(matching.length));
  });

  it('tells a user linked to no provider so, and hides the provider entries of the sidebar', async () => {
    await renderApp('/providers', { as: 'neu' });
    expect(
      await screen.findByText('Ihr Benutzerkonto ist derzeit mit keinem Anbieter verknüpft.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const nav = await sidebar();
    expect(nav.queryByRole('link', { name: 'Anbieter' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Galerien' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    setFault('listProviders', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp('/providers', { as: 'demo' });
    expect(
      await screen.findByText('Beim Laden ist ein Fehler aufgetreten', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect((await cards()).length).toBeGreaterThan(0);
  });
});
