import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';
import { germanDuration } from '@/testing/german-duration';
import { testApi, unwrap } from '@/testing/test-api';
import { leadWindowDates } from '@/lib/lead-window';
import { publicWebsiteUrl } from '@/lib/public-website';
import { textsPerLocale } from '@/testing/locale-texts';

afterEach(() => vi.restoreAllMocks());

const url = `/providers/${PROVIDER.havelblick}/badges`;

const badgeList = async () => within(await screen.findByRole('list', { name: 'Auszeichnungen' }, { timeout: 5000 }));
const badgeCard = async (name: string) =>
  within((await badgeList()).getByRole('listitem', { name: new RegExp(`^${name}`) }));

/** The figures of provider 101 as the API answers them. */
async function figures(providerId: number) {
  const reviews = unwrap(
    await testApi.GET('/provider-testimonials/counts', { params: { query: { providerIds: [providerId] } } }),
  ).data.published;
  const related = unwrap(
    await testApi.GET('/providers/{id}/related-providers', { params: { path: { id: providerId } } }),
  ).paging.total;
  const images = unwrap(
    await testApi.GET('/providers/{id}/medias', {
      params: { path: { id: providerId }, query: { type: 'image', status: 'active', limit: 1 } },
    }),
  ).paging.total;
  const response = unwrap(
    await testApi.GET('/leads/average-response-time', {
      params: { query: { ...leadWindowDates(), providerIds: [providerId] } },
    }),
  ).data;
  return { reviews, related, images, response };
}

/** Lets the browser's clipboard accept or refuse; after renderApp, whose user-event setup puts in its own. */
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('badges page', () => {
  it('names the copy button by its visible text first in every language (WCAG 2.5.3, issue 38.1)', () => {
    const texts = textsPerLocale(
      import.meta.glob<{ badges: { copy: string; copyLabel: string } }>('../texts/*.json', {
        eager: true,
        import: 'default',
      }),
    );
    expect(Object.keys(texts)).toHaveLength(8);
    for (const [file, { badges }] of Object.entries(texts)) expect(badges.copyLabel, file).toMatch(badges.copy);
  });

  it('shows each badge as earned or not by the provider figures (20 reviews, 3 partners, 4 hours over 10 answers)', async () => {
    await renderApp(url, { as: 'demo' });
    const { reviews, related, response } = await figures(PROVIDER.havelblick);
    const state = (earned: boolean) => (earned ? 'Verdient' : 'Noch nicht verdient');
    expect(await (await badgeCard('Von Paaren bewertet')).findByText(state(reviews >= 20))).toBeInTheDocument();
    expect((await badgeCard('Starke Partner')).getByText(state(related >= 3))).toBeInTheDocument();
    // The average counts as the page shows it, to the whole minute.
    const averageMinutes = response.averageSeconds === null ? null : Math.round(response.averageSeconds / 60);
    const fast = response.sampleSize >= 10 && averageMinutes !== null && averageMinutes <= 4 * 60;
    expect((await badgeCard('Schnelle Antwort')).getByText(state(fast))).toBeInTheDocument();
    if (response.averageSeconds !== null && averageMinutes !== null && averageMinutes > 4 * 60) {
      // The response time in hours and minutes, as the inbox and the dashboard show it (not "8,7 Stunden").
      expect(
        (await badgeCard('Schnelle Antwort')).getByText(
          `Ihre durchschnittliche Antwortzeit beträgt ${germanDuration(response.averageSeconds, 'long')}; nötig sind höchstens 4 Stunden.`,
        ),
      ).toBeInTheDocument();
    }
    if (reviews < 20) {
      expect(
        (await badgeCard('Von Paaren bewertet')).getByText(
          `Noch ${20 - reviews} veröffentlichte Bewertungen (mindestens 20).`,
        ),
      ).toBeInTheDocument();
    }
    const nav = within(screen.getByRole('navigation', { name: 'Seiten des Anbieters' }));
    expect(nav.getByRole('link', { name: 'Auszeichnungen' })).toHaveAttribute('aria-current', 'page');
  });

  it('says what is missing for a badge not earned yet', async () => {
    await renderApp(url, {
      as: 'demo',
      prepare: () => void db.relatedProviders.deleteMany((q) => q.where({ providerId: PROVIDER.havelblick })),
    });
    const card = await badgeCard('Starke Partner');
    expect(await card.findByText('Noch nicht verdient')).toBeInTheDocument();
    expect(card.getByText('Noch 3 Partner in Ihrer Referenzgalerie (mindestens 3).')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /kopieren/ })).not.toBeInTheDocument();
  });

  it('offers the HTML code of an earned badge, linking the public listing over https, and copies it', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    const writeText = vi.fn((_text: string) => Promise.resolve());
    clipboard(writeText);
    const provider = unwrap(
      await testApi.GET('/providers/{id}', { params: { path: { id: PROVIDER.havelblick } } }),
    ).data;
    const card = await badgeCard('Starke Partner');
    expect(await card.findByText('Verdient')).toBeInTheDocument();
    const code = card.getByRole('textbox', { name: 'HTML-Code für Ihre Webseite: Starke Partner' });
    if (!(code instanceof HTMLTextAreaElement)) throw new Error('the code is a text area');
    const listing = publicWebsiteUrl(provider.slug ?? '');
    expect(listing).toMatch(/^https:\/\//);
    expect(code.value).toMatch(/^<a href="[^"]+" target="_blank" rel="noopener" /);
    expect(code.value).toContain(`href="${listing}"`);
    expect(code.value).toContain('Starke Partner');
    expect(code.value).toContain(`title="${provider.name} auf `);
    // Named by its visible text first, so speech input finds it by what it shows (WCAG 2.5.3, issue 38.1).
    await user.click(card.getByRole('button', { name: 'Code kopieren: „Starke Partner“' }));
    expect(writeText).toHaveBeenCalledWith(code.value);
    expect(await card.findByText('Der Code wurde kopiert.')).toBeInTheDocument();
  });

  it('selects the code and says how to copy it when the browser refuses the clipboard', async () => {
    const { user } = await renderApp(url, { as: 'demo' });
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const card = await badgeCard('Starke Partner');
    await user.click(await card.findByRole('button', { name: 'Code kopieren: „Starke Partner“' }));
    expect(await card.findByText(/Ihr Browser hat das Kopieren nicht erlaubt/)).toBeInTheDocument();
    const code = card.getByRole('textbox', { name: 'HTML-Code für Ihre Webseite: Starke Partner' });
    if (!(code instanceof HTMLTextAreaElement)) throw new Error('the code is a text area');
    expect(code).toHaveFocus();
    expect(code.selectionEnd - code.selectionStart).toBe(code.value.length);
  });

  it('earns nothing while the listing is paused, and says so', async () => {
    await renderApp(url, {
      as: 'demo',
      prepare: async () => {
        await db.providers.update((q) => q.where({ id: PROVIDER.havelblick }), { data: (p) => void (p.onHold = true) });
      },
    });
    const list = await badgeList();
    await waitFor(() => expect(list.queryAllByText('Verdient')).toHaveLength(0));
    expect(
      list.getAllByText('Ihr Eintrag ist pausiert. Auszeichnungen gelten erst wieder, wenn er aktiv ist.').length,
    ).toBe(4);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Ihr Eintrag ist pausiert.')).toBeInTheDocument();
  });
});
