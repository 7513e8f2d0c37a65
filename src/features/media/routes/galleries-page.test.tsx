import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROVIDER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

describe('/galleries', () => {
  it('lists every gallery of the user’s providers with its provider and its counts per state', async () => {
    await renderApp('/galleries', { as: 'demo' });
    const venue = within(await screen.findByRole('region', { name: /Schlossgut Havelblick/ }));
    const galleries = unwrap(
      await testApi.GET('/providers/{id}/galleries', { params: { path: { id: PROVIDER.havelblick } } }),
    ).data;
    const medias = unwrap(
      await testApi.GET('/providers/{id}/medias', {
        params: { path: { id: PROVIDER.havelblick }, query: { limit: 100 } },
      }),
    ).data;
    for (const gallery of galleries) expect(venue.getByRole('link', { name: new RegExp(gallery.name) })).toBeVisible();

    const [first] = galleries;
    if (!first) throw new Error('the venue has galleries');
    const card = within(venue.getByRole('link', { name: new RegExp(first.name) }));
    const count = (status: string) =>
      String(medias.filter((media) => media.galleryId === first.id && media.status === status).length);
    await waitFor(() => expect(card.getByText('Abgelehnt:').nextSibling?.textContent).toBe(count('rejected')));
    expect(card.getByText('Aktiv:').nextSibling?.textContent).toBe(count('active'));
    expect(card.getByText('Wartet auf Freigabe:').nextSibling?.textContent).toBe(count('pending_approval'));
    expect(card.getByText('Passiv:').nextSibling?.textContent).toBe(count('passive'));
    expect(venue.getByRole('link', { name: new RegExp(first.name) })).toHaveAttribute(
      'href',
      `/providers/${PROVIDER.havelblick}/galleries/${first.id}`,
    );
    expect(screen.getByRole('region', { name: /Lichtwerk Fotografie/ })).toBeVisible();
  });

  it('is not in the sidebar of a user without providers', async () => {
    await renderApp('/dashboard', { as: 'neu' });
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(nav).queryByRole('link', { name: 'Galerien' })).not.toBeInTheDocument();
  });
});
