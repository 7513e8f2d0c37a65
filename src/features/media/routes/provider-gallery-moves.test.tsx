// A provider's gallery (issue 42.4): each media's caption under its picture, and moving media to another gallery of
// the provider, one by its card's "Verschieben nach …" or several selected at once.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => mockServer.resetHandlers());

const VENUE = PROVIDER.havelblick;
/** The venue's galleries (mocks/db/provider-media/media-seed.ts): its photo, video and reference galleries. */
const LOCATION = 301;
const VIDEOS = 302;
const WINTER = 303;
const REFERENCE = 304;

async function mediasOf(galleryId: number) {
  return unwrap(
    await testApi.GET('/providers/{id}/medias', { params: { path: { id: VENUE }, query: { galleryId, limit: 100 } } }),
  ).data;
}

async function galleryOf(galleryId: number) {
  return unwrap(
    await testApi.GET('/providers/{id}/galleries/{galleryId}', { params: { path: { id: VENUE, galleryId } } }),
  ).data;
}

const grid = async () => within(await screen.findByRole('list', { name: 'Fotos und Videos der Galerie' }));
const card = async (name: string) => within((await grid()).getByRole('article', { name }));
/** The count a gallery's link names beside the gallery ("Winterhochzeiten 4 Einträge"). */
const linkCount = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Galerien des Anbieters' }))
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .textContent.replace(name, '');

/** The venue's default gallery as the demo user, once every card is there. */
async function openLocation() {
  const rendered = await renderApp(`/providers/${VENUE}/gallery/${LOCATION}`, { as: 'demo' });
  const medias = await mediasOf(LOCATION);
  await waitFor(async () => expect((await grid()).getAllByRole('article')).toHaveLength(medias.length));
  return { ...rendered, medias };
}

describe('captions in the grid', () => {
  it('shows each caption under its picture in its own direction, whole as its tooltip, and nothing without one', async () => {
    const arabic = 'حفل زفاف على ضفاف نهر هافل مع إطلالة على الحديقة والمرسى الخشبي عند غروب الشمس';
    await renderApp(`/providers/${VENUE}/gallery/${LOCATION}`, {
      as: 'demo',
      prepare: async () => {
        const media = db.medias.all().find((m) => m.galleryId === LOCATION && m.orderNo === 4);
        if (!media) throw new Error('gallery 301 has a fourth media');
        db.mediaItemData.deleteMany((q) => q.where({ mediaId: media.id }));
        await db.mediaItemData.create({ mediaId: media.id, caption: arabic, altText: null, providerItemIds: [] });
      },
    });
    const medias = await mediasOf(LOCATION);
    await waitFor(async () => expect((await grid()).getAllByRole('article')).toHaveLength(medias.length));
    for (const media of medias) {
      const tile = await card(`Bild ${media.orderNo}`);
      if (media.caption) {
        const caption = tile.getByText(media.caption);
        expect(caption).toBeVisible();
        expect(caption).toHaveAttribute('dir', 'auto');
        expect(caption).toHaveAttribute('title', media.caption);
      } else {
        expect(tile.queryByTitle(/./)).not.toBeInTheDocument();
      }
    }
    expect(medias.find((media) => media.orderNo === 4)?.caption).toBe(arabic);
    expect(medias.filter((media) => media.caption === null).length).toBeGreaterThan(0);
  });

  it('shows a caption saved in the details at once', async () => {
    const { user, medias } = await openLocation();
    const media = medias.find((candidate) => candidate.caption === null);
    if (!media) throw new Error('gallery 301 has a media without caption');
    const name = `Bild ${media.orderNo}`;
    await user.click((await card(name)).getByRole('button', { name: `Details zu ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Details zu ${name}` }));
    await user.type(await dialog.findByLabelText('Bildunterschrift'), 'Sektempfang auf der Terrasse');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await (await card(name)).findByText('Sektempfang auf der Terrasse')).toBeVisible();
  });
});

describe('moving media to another gallery', () => {
  it('moves one media from its card to a gallery chosen by name; the grid and both counts follow', async () => {
    const { user, medias } = await openLocation();
    const [, second] = medias;
    if (!second) throw new Error('gallery 301 has two media');
    const winter = await galleryOf(WINTER);
    expect(linkCount('Location')).toBe(`${medias.length} Einträge`);

    await user.click((await card('Bild 2')).getByRole('button', { name: 'Verschieben nach … – Bild 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bild 2 verschieben' }));
    // The venue's other galleries that take pictures: not this one, not the video gallery.
    const choices = within(dialog.getByRole('radiogroup', { name: 'Zielgalerie' }));
    expect(choices.getAllByRole('radio')).toHaveLength(3);
    expect(choices.queryByRole('radio', { name: 'Videos' })).not.toBeInTheDocument();
    expect(choices.queryByRole('radio', { name: 'Location' })).not.toBeInTheDocument();
    const winterChoice = choices.getByRole('radio', { name: 'Winterhochzeiten' });
    expect(winterChoice).toHaveAccessibleDescription(`Fotogalerie · ${winter.mediaCount} Einträge`);
    expect(dialog.getByRole('button', { name: 'Verschieben' })).toBeDisabled();
    await user.click(winterChoice);
    await user.click(dialog.getByRole('button', { name: 'Verschieben' }));

    expect(
      await screen.findByText('Bild 2 wurde in die Galerie „\u2068Winterhochzeiten\u2069“ verschoben.'),
    ).toBeVisible();
    await waitFor(async () => expect((await grid()).getAllByRole('article')).toHaveLength(medias.length - 1));
    await waitFor(() => expect(linkCount('Winterhochzeiten')).toBe(`${winter.mediaCount + 1} Einträge`));
    expect(linkCount('Location')).toBe(`${medias.length - 1} Einträge`);
    // Its card is gone: focus is on the gallery's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^Location/ })).toHaveFocus());
    const moved = (await mediasOf(WINTER)).at(-1);
    expect(moved?.id).toBe(second.id);
  });

  it('moves the selected media together and names the failure of one of them', async () => {
    const { user, medias } = await openLocation();
    const [first, second, third] = medias;
    if (!first || !second || !third) throw new Error('gallery 301 has three media');
    const reference = await galleryOf(REFERENCE);
    // The server refuses one of them (its gallery was deleted meanwhile, say) and moves the others.
    const refusal = 'Diese Galerie gibt es bei diesem Anbieter nicht.';
    mockServer.use(
      http.put(`${TEST_API_BASE_URL}/providers/:id/medias/:mediaId`, ({ params }) =>
        params['mediaId'] === String(third.id)
          ? HttpResponse.json(
              { message: 'Bitte prüfen Sie Ihre Eingaben.', errors: { galleryId: refusal } },
              { status: 422 },
            )
          : undefined,
      ),
    );
    // Once the reorder code is there the grid is drawn anew with its handles: wait for it, then select.
    await screen.findByRole('button', { name: 'Bild 1 verschieben' });
    const list = await grid();
    for (const media of [first, second, third])
      await user.click(list.getByRole('checkbox', { name: `Bild ${media.orderNo} auswählen` }));
    expect(screen.getByText('3 ausgewählt')).toBeVisible();
    await user.click(
      within(screen.getByRole('group', { name: 'Ausgewählte Einträge' })).getByRole('button', { name: 'Verschieben' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '3 Einträge verschieben' }));
    await user.click(dialog.getByRole('radio', { name: reference.name }));
    await user.click(dialog.getByRole('button', { name: 'Verschieben' }));

    expect(
      await screen.findByText(`2 Einträge wurden in die Galerie „\u2068${reference.name}\u2069“ verschoben.`),
    ).toBeVisible();
    expect(screen.getByText(`Bild 3: ${refusal}`)).toBeVisible();
    expect(await screen.findByText('0 ausgewählt')).toBeVisible();
    const moved = (await mediasOf(REFERENCE)).slice(-2).map((media) => media.id);
    expect(moved).toEqual([first.id, second.id]);
    expect((await mediasOf(LOCATION)).some((media) => media.id === third.id)).toBe(true);
  });

  it('keeps the dialog and the chosen gallery when nothing could be moved, and says why', async () => {
    const { user, medias } = await openLocation();
    mockServer.use(
      http.put(
        `${TEST_API_BASE_URL}/providers/:id/medias/:mediaId`,
        () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
      ),
    );
    await user.click((await card('Bild 1')).getByRole('button', { name: 'Verschieben nach … – Bild 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bild 1 verschieben' }));
    await user.click(dialog.getByRole('radio', { name: 'Winterhochzeiten' }));
    await user.click(dialog.getByRole('button', { name: 'Verschieben' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(/^Bild 1: /);
    expect(dialog.getByRole('radio', { name: 'Winterhochzeiten' })).toBeChecked();
    expect(await mediasOf(LOCATION)).toHaveLength(medias.length);
  });

  it('offers no move where no other gallery takes the media: the only video gallery', async () => {
    await renderApp(`/providers/${VENUE}/gallery/${VIDEOS}`, { as: 'demo' });
    const videos = await mediasOf(VIDEOS);
    await waitFor(async () => expect((await grid()).getAllByRole('article')).toHaveLength(videos.length));
    expect((await grid()).getAllByRole('button', { name: /^Details zu/ })).toHaveLength(videos.length);
    expect(screen.queryByRole('button', { name: /^Verschieben nach/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verschieben' })).not.toBeInTheDocument();
  });

  it('offers no move without edit rights', async () => {
    await renderApp(`/providers/${VENUE}/gallery/${LOCATION}`, {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: 1 }), {
          data(account) {
            account.customerUserProviders = account.customerUserProviders.map((link) =>
              link.providerId === VENUE ? { ...link, canManage: false } : link,
            );
          },
        });
      },
    });
    expect(await screen.findByText(/Sie haben für diesen Anbieter nur Leserechte/)).toBeVisible();
    expect(await (await card('Bild 1')).findByText('Der Festsaal im Abendlicht')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Verschieben/ })).not.toBeInTheDocument();
  });
});
