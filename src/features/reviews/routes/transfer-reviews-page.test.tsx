// Route test of /transfer-reviews (issue 18 point 5), one render: the publication note, the provider's channels,
// the filters of the reviews on other platforms, choosing and transferring. Expected figures come from the mock's data.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';

const commentsOf = (channelId?: number) =>
  db.externalComments
    .all()
    .filter((c) => c.providerId === PROVIDER.havelblick && (channelId === undefined || c.channelId === channelId));

describe('/transfer-reviews', () => {
  it('shows the channels, filters the reviews of other platforms and transfers the chosen ones', async () => {
    const { user } = await renderApp(`/transfer-reviews?provider=${PROVIDER.havelblick}`, { as: 'demo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bewertungen übertragen' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/innerhalb einiger Werktage auf Ihrer Seite veröffentlicht/)).toBeVisible();
    const channels = within(await screen.findByRole('region', { name: 'Ihre Bewertungskanäle' }));
    expect(await channels.findByText(`${commentsOf(1).length} Bewertungen gefunden`)).toBeVisible();
    expect(channels.getByText('Nicht verbunden')).toBeVisible();

    const list = () => screen.findByRole('list', { name: 'Bewertungen auf anderen Plattformen' });
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(commentsOf().length));

    // Google, not transferred: only those, each with a checkbox.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kanal' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Übertragung' }), 'not_transferred');
    const open = commentsOf(1).filter((c) => c.transferStatus === 'not_transferred');
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(open.length));
    expect(new URLSearchParams(window.location.search).get('channel')).toBe('1');

    const chosen = open.slice(0, 2);
    for (const comment of chosen)
      await user.click(screen.getByRole('checkbox', { name: `Bewertung von ${comment.authorName} auswählen` }));
    expect(screen.getByText('2 Bewertungen ausgewählt')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ausgewählte übertragen' }));
    expect(await screen.findByText('2 Bewertungen werden übertragen.')).toBeVisible();
    for (const comment of chosen)
      expect(db.externalComments.findFirst((q) => q.where({ id: comment.id }))?.transferStatus).toBe('pending');
    await waitFor(async () => expect(within(await list()).queryAllByRole('listitem')).toHaveLength(open.length - 2));
  });
});
