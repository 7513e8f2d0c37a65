import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';
import { mockServer, recordRequests, TEST_API_BASE_URL } from '@/testing/mock-server';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => {
  vi.unstubAllGlobals();
  mockServer.resetHandlers();
  window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL };
});

// The mock backend parses uploads with Node's fetch, which makes its file parts with the global File: jsdom's
// would fail its own check (the page's files are Node's too, see file()).
beforeEach(() => vi.stubGlobal('File', NodeFile));

// jsdom lays nothing out: every sortable entry gets the box it has in the browser, one below the other.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const entry = this.closest('[data-sortable-id]');
    const index = entry?.parentElement ? Array.from(entry.parentElement.children).indexOf(entry) : 0;
    return new DOMRect(0, index * 100, 600, 90);
  });
});

/** A PNG of the given size: signature and IHDR header (what the browser check and the server read), then padding. */
function png(name: string, width: number, height: number, padding = 2048): File {
  const bytes = new Uint8Array(33 + padding);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return file([bytes], name);
}

/**
 * A file as the browser hands it over. Node's File, not jsdom's: jsdom's has no arrayBuffer() and its bytes are
 * lost when Node's FormData (the one fetch uses here) serialises it.
 */
function file(parts: Uint8Array[], name: string): File {
  return new NodeFile(parts, name, {
    type: name.toLowerCase().endsWith('.gif') ? 'image/gif' : 'image/png',
  }) as unknown as File;
}

/** Drops files on the upload area, as a user dragging them from the desktop (the file picker filters by type). */
async function dropFiles(files: File[]) {
  const zone = await screen.findByRole('group', { name: 'Ziehen Sie Bilder hierher oder wählen Sie sie aus.' });
  fireEvent.dragOver(zone, { dataTransfer: { files, types: ['Files'] } });
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}

async function rulesOf(providerId: number) {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider) throw new Error(`provider ${providerId} is seeded`);
  return unwrap(
    await testApi.GET('/configs/provider-category-meta', { params: { query: { categoryId: provider.categoryId } } }),
  ).data.imageRules;
}

async function mediasOf(providerId: number, galleryId?: number) {
  return unwrap(
    await testApi.GET('/providers/{id}/medias', {
      params: { path: { id: providerId }, query: { ...(galleryId ? { galleryId } : {}), limit: 100 } },
    }),
  ).data;
}

async function galleriesOf(providerId: number) {
  return unwrap(await testApi.GET('/providers/{id}/galleries', { params: { path: { id: providerId } } })).data;
}

const grid = async () => within(await screen.findByRole('list', { name: 'Fotos und Videos der Galerie' }));
const uploads = async () => within(await screen.findByRole('list', { name: 'Ausgewählte Dateien' }));
const fileEntry = async (name: string) => {
  const list = await uploads();
  const entry = list.getAllByRole('listitem').find((item) => item.textContent?.includes(name));
  if (!entry) throw new Error(`no entry for ${name}`);
  return within(entry);
};

/** The venue's gallery as the demo user, with the details dialog of the first medium of its default gallery (301). */
async function openFirstMediaDetails() {
  const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
  const [first] = await mediasOf(PROVIDER.havelblick, 301);
  if (!first) throw new Error('gallery 301 has media');
  await user.click(await (await grid()).findByRole('button', { name: `Details zu Bild ${first.orderNo}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Details zu Bild ${first.orderNo}` }));
  return { user, first, dialog };
}

describe('a provider’s gallery', () => {
  it('shows the media of the default gallery with their states, the rejection reason, and filters by state', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    const [defaultGallery] = await galleriesOf(PROVIDER.havelblick);
    if (!defaultGallery) throw new Error('the venue has galleries');
    const medias = await mediasOf(PROVIDER.havelblick, defaultGallery.id);
    const list = await grid();
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(medias.length));
    expect(screen.getByRole('link', { name: new RegExp(defaultGallery.name) })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Abgelehnt');
    const rejected = medias.filter((media) => media.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    await waitFor(async () => expect((await grid()).getAllByRole('article')).toHaveLength(rejected.length));
    // The review team's reason as written, on its own line in its own direction after the label.
    for (const media of rejected) {
      const reason = screen.getByText(media.rejectReason ?? '');
      expect(reason).toHaveAttribute('dir', 'auto');
      expect(reason.parentElement).toHaveTextContent(`Abgelehnt: ${media.rejectReason ?? ''}`);
    }
  });

  it('checks every upload rule in the browser, names the broken rule per file and sends only the good file', async () => {
    const requests = recordRequests(`/providers/${PROVIDER.havelblick}/medias`);
    const posts = () => requests.filter((request) => request.method === 'POST');
    await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    const rules = await rulesOf(PROVIDER.havelblick);
    // Sizes in German notation, as the page writes every figure ("4.001 Pixel").
    const n = (value: number) => value.toLocaleString('de-DE');
    await dropFiles([
      file([], 'leer.png'),
      png('animation.GIF', rules.minWidth, rules.minWidth),
      png('panorama.png', rules.maxWidth + 1, rules.minWidth),
      png('briefmarke.png', rules.minWidth - 1, 300),
      png('turm.PNG', rules.minWidth, rules.maxHeight + 1),
      png('saal.png', rules.minWidth + 400, rules.minWidth),
    ]);

    expect(await (await fileEntry('leer.png')).findByText('Die Datei ist leer (0 Byte).')).toBeVisible();
    expect(
      await (await fileEntry('animation.GIF')).findByText(/Dieses Dateiformat ist nicht erlaubt\. Erlaubt sind JPG/),
    ).toBeVisible();
    expect(
      await (
        await fileEntry('panorama.png')
      ).findByText(
        `Das Bild ist zu breit: ${n(rules.maxWidth + 1)} Pixel, erlaubt sind höchstens ${n(rules.maxWidth)} Pixel.`,
      ),
    ).toBeVisible();
    expect(
      await (
        await fileEntry('briefmarke.png')
      ).findByText(
        `Das Bild ist zu schmal: ${n(rules.minWidth - 1)} Pixel, es muss mindestens ${n(rules.minWidth)} Pixel breit sein.`,
      ),
    ).toBeVisible();
    // The extension is compared case-insensitively: turm.PNG is refused for its height only.
    expect(
      await (
        await fileEntry('turm.PNG')
      ).findByText(
        `Das Bild ist zu hoch: ${n(rules.maxHeight + 1)} Pixel, erlaubt sind höchstens ${n(rules.maxHeight)} Pixel.`,
      ),
    ).toBeVisible();

    const good = await fileEntry('saal.png');
    expect(await good.findByText('Hochgeladen – wartet auf Freigabe')).toBeVisible();
    expect(good.getByRole('progressbar', { name: 'Fortschritt von saal.png' })).toHaveAttribute('value', '1');
    expect(posts()).toHaveLength(1);
    const pending = (await mediasOf(PROVIDER.havelblick)).filter((media) => media.status === 'pending_approval');
    expect(pending.some((media) => media.path.includes('saal'))).toBe(true);
  });

  it('shows the server’s "file too large" on its file and retries that file alone', async () => {
    let refused = false;
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/providers/:id/medias`, () => {
        if (refused) return undefined;
        refused = true;
        return HttpResponse.json(
          { message: 'Die Datei ist zu groß. Die maximale Dateigröße beträgt 8192 KB.', code: 'FILE_TOO_LARGE' },
          { status: 413 },
        );
      }),
    );
    const requests = recordRequests(`/providers/${PROVIDER.havelblick}/medias`);
    const posts = () => requests.filter((request) => request.method === 'POST');
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    await user.upload(await screen.findByLabelText('Bilder auswählen'), [
      png('erstes.png', 1200, 800),
      png('zweites.png', 1200, 800),
    ]);
    const first = await fileEntry('erstes.png');
    expect(
      await first.findByText('Die Datei ist zu groß oder ihre Abmessungen überschreiten die erlaubten Grenzen.'),
    ).toBeVisible();
    expect(await (await fileEntry('zweites.png')).findByText('Hochgeladen – wartet auf Freigabe')).toBeVisible();
    expect(posts()).toHaveLength(2);

    await user.click(first.getByRole('button', { name: 'erstes.png erneut hochladen' }));
    expect(await (await fileEntry('erstes.png')).findByText('Hochgeladen – wartet auf Freigabe')).toBeVisible();
    expect(posts()).toHaveLength(3);
  });

  it('stops files beyond the plan’s image cap and offers the upgrade for gallery images', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.elbblick}/gallery`, { as: 'basic' });
    const permissions = unwrap(
      await testApi.GET('/providers/{id}/permissions', { params: { path: { id: PROVIDER.elbblick } } }),
    ).data;
    const cap = permissions.galleryImageCap ?? 0;
    const counted = (await mediasOf(PROVIDER.elbblick)).filter(
      (media) => media.type === 'image' && media.status !== 'rejected',
    ).length;
    const left = cap - counted;
    expect(left).toBeGreaterThan(0);
    expect(await screen.findByText(new RegExp(`Ihr Paket erlaubt noch ${left} weitere`))).toBeVisible();
    const files = Array.from({ length: left + 1 }, (_, index) => png(`elbe-${index + 1}.png`, 1200, 800));
    await user.upload(await screen.findByLabelText('Bilder auswählen'), files);

    const over = await fileEntry(`elbe-${left + 1}.png`);
    expect(await over.findByText(/Nicht hochgeladen: Die Bildgrenze Ihres Pakets ist erreicht\./)).toBeVisible();
    await waitFor(async () =>
      expect((await uploads()).getAllByText('Hochgeladen – wartet auf Freigabe')).toHaveLength(left),
    );
    expect(await screen.findByText(/diese Grenze ist erreicht/)).toBeVisible();
    expect(screen.getByLabelText('Bilder auswählen')).toBeDisabled();
    await user.click(screen.getAllByRole('button', { name: 'Mehr Bilder freischalten' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('makes only an active image the main image and says it appears within an hour', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Hauptbild wählen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hauptbild wählen' }));
    expect(dialog.getByText(/Eine Änderung erscheint innerhalb einer Stunde/)).toBeVisible();
    const medias = await mediasOf(PROVIDER.havelblick);
    const active = medias.filter((media) => media.type === 'image' && media.status === 'active');
    await waitFor(() => expect(dialog.getAllByRole('radio')).toHaveLength(active.length));
    const choice = active.find((media) => !media.isMain);
    if (!choice) throw new Error('the venue has a second active image');
    // The pictures are named as the grid names them, by their place in their gallery (issue 38.8: not by the
    // server's id, "Bild Nr. 5531"); the gallery is the group they are listed in.
    const gallery = (await galleriesOf(PROVIDER.havelblick)).find((entry) => entry.id === choice.galleryId);
    if (!gallery) throw new Error('the image is in a gallery');
    const group = within(dialog.getByRole('group', { name: gallery.name }));
    await user.click(group.getByRole('radio', { name: `Bild ${choice.orderNo}` }));
    expect(dialog.queryByRole('radio', { name: /Nr\./ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Als Hauptbild festlegen' }));
    expect(await screen.findByText(/Auf der Website erscheint es innerhalb einer Stunde/)).toBeVisible();
    const main = (await mediasOf(PROVIDER.havelblick)).filter((media) => media.isMain);
    expect(main.map((media) => media.id)).toEqual([choice.id]);
  });

  it('activates the approved ones of several selected media (by checkbox or name) and says which it leaves as they are', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    const [defaultGallery] = await galleriesOf(PROVIDER.havelblick);
    const medias = await mediasOf(PROVIDER.havelblick, defaultGallery?.id);
    const passive = medias.find((media) => media.status === 'passive');
    const pending = medias.find((media) => media.status === 'pending_approval');
    if (!passive || !pending) throw new Error('the default gallery has a passive and a pending media');
    const list = await grid();
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(medias.length));
    // Only a media waiting for approval: nothing to show or hide, so neither is offered.
    await user.click(list.getByRole('checkbox', { name: `Bild ${pending.orderNo} auswählen` }));
    expect(screen.getByText(/^1 ausgewähltes Element wartet auf Freigabe oder ist abgelehnt/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aktivieren' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deaktivieren' })).toBeDisabled();

    // The media's name is its checkbox's label: a click on "Bild N" selects it too.
    // Once the reorder code is there the grid is drawn anew with its handles: take the card from that grid.
    await screen.findByRole('button', { name: `Bild ${passive.orderNo} verschieben` });
    const passiveCard = within((await grid()).getByRole('article', { name: `Bild ${passive.orderNo}` }));
    await user.click(passiveCard.getByText(`Bild ${passive.orderNo}`));
    expect(passiveCard.getByRole('checkbox', { name: `Bild ${passive.orderNo} auswählen` })).toBeChecked();
    expect(screen.getByText('2 ausgewählt')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aktivieren' }));
    expect(await screen.findByText('1 Eintrag wurde aktiviert.')).toBeVisible();
    // The waiting one was not sent, so the server refused nothing.
    expect(screen.queryByText(/Der Status kann erst nach der Freigabe/)).not.toBeInTheDocument();
    const after = await mediasOf(PROVIDER.havelblick, defaultGallery?.id);
    expect(after.find((media) => media.id === passive.id)?.status).toBe('active');
    expect(after.find((media) => media.id === pending.id)?.status).toBe('pending_approval');
  });

  it('reorders media with the keyboard and saves the whole order', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    const [defaultGallery] = await galleriesOf(PROVIDER.havelblick);
    const before = await mediasOf(PROVIDER.havelblick, defaultGallery?.id);
    const list = await grid();
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(before.length));
    list.getByRole('button', { name: 'Bild 1 verschieben' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(async () => {
      const after = await mediasOf(PROVIDER.havelblick, defaultGallery?.id);
      expect(after.map((media) => media.id)).toEqual([
        before[1]?.id,
        before[0]?.id,
        ...before.slice(2).map((m) => m.id),
      ]);
    });
  });

  it('creates, renames and deletes a gallery', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Neue Galerie' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Neue Galerie anlegen' }));
    await user.type(dialog.getByLabelText('Name der Galerie'), 'Gartenhochzeiten');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Gartenhochzeiten/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Gartenhochzeiten/ })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Galerie umbenennen' }));
    const name = dialog.getByLabelText('Name der Galerie');
    await user.clear(name);
    // The default gallery's name is taken: the server's message lands on the field.
    const [defaultGallery] = await galleriesOf(PROVIDER.havelblick);
    await user.type(name, defaultGallery?.name ?? '');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await dialog.findByText('Eine Galerie mit diesem Namen gibt es bereits.')).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Winter am See');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Winter am See/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Galerie löschen' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Galerie löschen?' }));
    await user.click(confirm.getByRole('button', { name: 'Galerie löschen' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Winter am See/ })).not.toBeInTheDocument());
    expect((await galleriesOf(PROVIDER.havelblick)).some((gallery) => gallery.name === 'Winter am See')).toBe(false);
  });

  it('adds a video by its link from a supported host only, short links included, with the 11-character id read from the link', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    const videoGallery = (await galleriesOf(PROVIDER.havelblick)).find((gallery) => gallery.type === 'video');
    if (!videoGallery) throw new Error('the venue has a video gallery');
    await user.click(await screen.findByRole('link', { name: new RegExp(videoGallery.name) }));
    const link = await screen.findByLabelText('Link zum Video');
    expect(screen.queryByLabelText('Bilder auswählen')).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Video hinzufügen' });
    const posts = recordRequests(`/providers/${PROVIDER.havelblick}/medias`);
    // A new video's type: the kinds a user may choose, by name; not the filter value "Alle" nor the plan's
    // advertisement videos ("Abonnement", issue 38.8).
    const type = screen.getByRole('combobox', { name: 'Art des Videos' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Video', '360°-Video', 'Eigenes Video']);

    await user.type(link, 'https://www.dailymotion.com/video/x8abcde');
    await user.click(add);
    expect(
      await screen.findByText('Videos können nur von youtube.com oder vimeo.com eingebunden werden.', {
        selector: 'p',
      }),
    ).toBeVisible();
    expect(link).toHaveAccessibleDescription('Videos können nur von youtube.com oder vimeo.com eingebunden werden.');
    await user.clear(link);
    await user.type(link, 'https://www.youtube.com/watch?v=kurz');
    await user.click(add);
    expect(await screen.findByText(/keine Video-ID \(11 Zeichen\)/)).toBeVisible();
    await user.clear(link);
    await user.type(link, 'kein Link');
    await user.click(add);
    expect(await screen.findByText(/Bitte geben Sie einen gültigen Link ein/)).toBeVisible();
    expect(posts.filter((request) => request.method === 'POST')).toHaveLength(0);

    // YouTube's own short link ("Teilen") is taken and sent on youtube.com, the host the API document takes.
    await user.clear(link);
    await user.type(link, 'https://youtu.be/Zx9Qa7Lm3Pk');
    await user.selectOptions(screen.getByLabelText('Art des Videos'), '360°-Video');
    await user.click(add);
    expect(await screen.findByText('Das Video wurde hinzugefügt und wartet auf Freigabe.')).toBeVisible();
    const added = (await mediasOf(PROVIDER.havelblick, videoGallery.id)).find(
      (media) => media.videoId === 'Zx9Qa7Lm3Pk',
    );
    expect(added).toMatchObject({
      type: 'video',
      status: 'pending_approval',
      videoType: '360video',
      videoUrl: 'https://www.youtube.com/watch?v=Zx9Qa7Lm3Pk',
    });
    await waitFor(async () =>
      expect((await grid()).getAllByRole('article')).toHaveLength(
        (await mediasOf(PROVIDER.havelblick, videoGallery.id)).length,
      ),
    );
    // The reordering hint speaks of videos in a video gallery.
    expect(
      screen.getByText(
        'Ziehen Sie ein Video am Griff an eine neue Stelle oder verwenden Sie die Tastatur: Griff fokussieren, Leertaste, Pfeiltasten, Leertaste.',
      ),
    ).toBeVisible();

    // The video popup (spec point 9): YouTube's cookie-free player, starting muted, in a dialog that closes again.
    const play = screen.getByRole('button', { name: `Video ${added?.orderNo} abspielen` });
    await user.click(play);
    const popup = await screen.findByRole('dialog', { name: `Video ${added?.orderNo}` });
    const player = within(popup).getByTitle(`Videoplayer: Video ${added?.orderNo}`);
    const src = new URL(player.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://www.youtube-nocookie.com/embed/Zx9Qa7Lm3Pk');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', mute: '1' });
    expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    await user.click(within(popup).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the thumbnail the popup was opened from.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Video ${added?.orderNo} abspielen` })).toHaveFocus(),
    );
  });

  it('edits the caption, the alternative text and the products shown of a media in place', async () => {
    const { user, first, dialog } = await openFirstMediaDetails();
    const caption = await dialog.findByLabelText('Bildunterschrift');
    await user.clear(caption);
    await user.type(caption, 'Der Festsaal im Abendlicht');
    await user.clear(dialog.getByLabelText('Alternativtext'));
    await user.type(dialog.getByLabelText('Alternativtext'), 'Festsaal mit gedeckten Tischen bei Kerzenlicht');
    // The products shown in the photo: chosen among the provider's own.
    const before = unwrap(await testApi.GET('/medias/{id}/item-datas', { params: { path: { id: first.id } } })).data;
    const products = unwrap(
      await testApi.GET('/provider-items', { params: { query: { providerId: PROVIDER.havelblick, limit: 100 } } }),
    ).data;
    const shown = products.find((product) => !before.providerItemIds.includes(product.id));
    if (!shown) throw new Error('the venue has a product not yet shown in the photo');
    const productChoices = dialog.getByRole('group', { name: 'Gezeigte Produkte' });
    expect(await within(productChoices).findAllByRole('checkbox')).toHaveLength(products.length);
    await user.click(within(productChoices).getByRole('checkbox', { name: shown.name }));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Details wurden gespeichert.')).toBeVisible();
    const saved = unwrap(await testApi.GET('/medias/{id}/item-datas', { params: { path: { id: first.id } } })).data;
    expect(saved).toMatchObject({
      caption: 'Der Festsaal im Abendlicht',
      altText: 'Festsaal mit gedeckten Tischen bei Kerzenlicht',
    });
    expect([...saved.providerItemIds].sort()).toEqual([...before.providerItemIds, shown.id].sort());
  });

  it('puts the server’s field errors of a media’s details on the caption and on the products, and keeps the input', async () => {
    mockServer.use(
      http.put(`${TEST_API_BASE_URL}/medias/:id/item-datas`, () =>
        HttpResponse.json(
          {
            message: 'Bitte prüfen Sie Ihre Eingaben.',
            errors: {
              caption: 'Die Bildunterschrift enthält ein nicht erlaubtes Wort.',
              'providerItemIds.0': 'Dieses Produkt gehört nicht zu diesem Anbieter.',
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openFirstMediaDetails();
    const caption = await dialog.findByLabelText('Bildunterschrift');
    await user.clear(caption);
    await user.type(caption, 'Sonderangebot');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(caption).toHaveAccessibleDescription('Die Bildunterschrift enthält ein nicht erlaubtes Wort.'),
    );
    expect(dialog.getByRole('group', { name: 'Gezeigte Produkte' })).toHaveAccessibleDescription(
      'Dieses Produkt gehört nicht zu diesem Anbieter.',
    );
    expect(caption).toHaveValue('Sonderangebot');
    expect(caption).toHaveFocus();
  });

  it('is read-only with an explanation while the media management restriction is on', async () => {
    window.__PORTAL_CONFIG__ = {
      apiBaseUrl: TEST_API_BASE_URL,
      features: { upgradeBanner: false, supportChat: true, mediaManagementRestriction: true },
    };
    await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, { as: 'demo' });
    expect(await screen.findByText(/Die Verwaltung von Fotos und Videos ist derzeit eingeschränkt/)).toBeVisible();
    expect((await grid()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByLabelText('Bilder auswählen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neue Galerie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /verschieben$/ })).not.toBeInTheDocument();
  });

  it('is read-only for a user without edit rights for the provider', async () => {
    await renderApp(`/providers/${PROVIDER.havelblick}/gallery`, {
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
    expect(await screen.findByText(/Sie haben für diesen Anbieter nur Leserechte/)).toBeVisible();
    expect(screen.queryByLabelText('Bilder auswählen')).not.toBeInTheDocument();
  });
});
