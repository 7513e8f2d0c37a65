// Every page of one provider has the same frame (issue 38.6): the header with the page title and the provider summary
// line (spec point 2), the sub-navigation with every page of the provider, the current one marked, and the on-hold
// notice of a paused listing. The pages come from five features (listing, catalogues, products, media, calendar).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

const id = PROVIDER.havelblick;

/** The sub-navigation's entries of a venue, in their order, with where they lead. */
const ENTRIES = [
  ['Informationen', `/providers/${id}/info`],
  ['Räume & Kapazitäten', `/providers/${id}/capacity`],
  ['Preise und Menüs', `/providers/${id}/catalogs`],
  ['Produkte', `/providers/${id}/items`],
  ['Galerie', `/providers/${id}/gallery`],
  ['Auszeichnungen', `/providers/${id}/badges`],
  ['Referenzgalerie', `/providers/${id}/related-providers`],
  ['Kalender', `/providers/${id}/calendar-events`],
] as const;

type Entry = (typeof ENTRIES)[number][0];

/** Each provider page: its URL, its h1 and the entry of the sub-navigation that is the current one. */
const PAGES: readonly { url: string; title: string; current: Entry }[] = [
  { url: `/providers/${id}/info`, title: 'Anbieterinformationen', current: 'Informationen' },
  { url: `/providers/${id}/info/contact`, title: 'Anbieterinformationen', current: 'Informationen' },
  { url: `/providers/${id}/capacity`, title: 'Räume & Kapazitäten', current: 'Räume & Kapazitäten' },
  { url: `/providers/${id}/catalogs`, title: 'Preise und Menüs', current: 'Preise und Menüs' },
  { url: `/providers/${id}/items`, title: 'Produkte', current: 'Produkte' },
  { url: `/providers/${id}/gallery`, title: 'Galerie', current: 'Galerie' },
  { url: `/providers/${id}/badges`, title: 'Auszeichnungen', current: 'Auszeichnungen' },
  { url: `/providers/${id}/related-providers`, title: 'Referenzgalerie', current: 'Referenzgalerie' },
  { url: `/providers/${id}/calendar-events`, title: 'Kalender', current: 'Kalender' },
];

async function providerName(): Promise<string> {
  return unwrap(await testApi.GET('/providers/{id}', { params: { path: { id } } })).data.name;
}

/** The page's frame: title, summary line naming the provider, and the sub-navigation with `current` marked. */
async function expectFrame(title: string, current: Entry) {
  const name = await providerName();
  // Asked again on each try: a gallery opened from another replaces a page of the same title ("Galerie"), and the
  // heading found first may be the one leaving.
  await waitFor(
    () => {
      const header = screen.getByRole('heading', { level: 1, name: title }).closest('header');
      expect(header).not.toBeNull();
      expect(within(header ?? document.body).getByText(name)).toBeInTheDocument();
    },
    { timeout: 5000 },
  );
  const nav = within(await screen.findByRole('navigation', { name: 'Seiten des Anbieters' }, { timeout: 5000 }));
  const links = nav.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(ENTRIES.map(([label]) => label));
  for (const [label, to] of ENTRIES) {
    const link = nav.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', to);
    if (label === current) expect(link).toHaveAttribute('aria-current', 'page');
    else expect(link).not.toHaveAttribute('aria-current');
  }
}

describe('the frame of every provider page (issue 38.6)', () => {
  for (const page of PAGES) {
    it(`${page.url}: header with the provider summary, sub-navigation with "${page.current}" current`, async () => {
      await renderApp(page.url, { as: 'demo' });
      await expectFrame(page.title, page.current);
    });
  }

  it('marks the gallery entry on a gallery chosen by its id too', async () => {
    const { user } = await renderApp(`/providers/${id}/gallery`, { as: 'demo' });
    const galleryNav = await screen.findByRole('navigation', { name: 'Galerien des Anbieters' }, { timeout: 5000 });
    const last = within(galleryNav).getAllByRole('link').at(-1);
    expect(last?.getAttribute('href')).toMatch(new RegExp(`^/providers/${id}/galleries/\\d+$`));
    if (last) await user.click(last);
    await waitFor(() => expect(window.location.pathname).toBe(last?.getAttribute('href')));
    await expectFrame('Galerie', 'Galerie');
  });

  for (const path of ['catalogs', 'items', 'gallery', 'calendar-events']) {
    it(`/providers/{id}/${path} shows the on-hold notice of a paused listing`, async () => {
      await renderApp(`/providers/${id}/${path}`, {
        as: 'demo',
        prepare: async () => {
          await db.providers.update((q) => q.where({ id }), { data: (p) => void (p.onHold = true) });
        },
      });
      expect(await screen.findByText('Ihr Eintrag ist pausiert.', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Pausiert')).toBeInTheDocument();
    });
  }

  it.each(['items', 'catalogs', 'calendar-events', 'gallery'])(
    'says a provider the user is not linked to does not exist (/providers/{other}/%s), and asks nothing about it',
    async (page) => {
      const asked = [0, PROVIDER.elbblick].map((other) => recordRequests(`/providers/${other}/permissions`));
      await renderApp(`/providers/${PROVIDER.elbblick}/${page}`, { as: 'demo' });
      expect(
        await screen.findByText('Diesen Anbieter gibt es nicht, oder Sie sind nicht mit ihm verknüpft.', undefined, {
          timeout: 5000,
        }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Seiten des Anbieters' })).not.toBeInTheDocument();
      expect(asked.flat()).toEqual([]);
    },
  );
});
