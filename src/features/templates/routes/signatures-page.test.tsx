import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { USER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';
import { findEditor, pasteInto } from '@/testing/rich-text-editor';

const linksOf = (userId: number) =>
  db.customerUsers.findFirst((q) => q.where({ id: userId }))?.customerUserProviders ?? [];
const section = async (provider: string) =>
  within(await screen.findByRole('region', { name: provider }, { timeout: 5000 }));

describe('signatures page', () => {
  it("shows each of the user's signatures per provider as it appears under an e-mail", async () => {
    await renderApp('/templates/signatures', { as: 'demo' });
    const links = linksOf(USER.demo);
    expect(links.length).toBe(3);
    for (const link of links) {
      const preview = within(
        (await section(link.provider.name)).getByRole('region', { name: 'Vorschau unter einer E-Mail' }),
      );
      if (link.signatureContent) expect(preview.getByText('Katharina Vogt')).toBeInTheDocument();
      else expect(preview.getByText('Keine Signatur')).toBeInTheDocument();
    }
    // Administrators choose whose signatures they see.
    expect(screen.getByRole('combobox', { name: 'Benutzer' })).toHaveValue(String(USER.demo));
  });

  it('saves an edited signature sanitized, with an image from the attachments, and previews it', async () => {
    const { user } = await renderApp('/templates/signatures', { as: 'demo' });
    // The venue: its images (a site plan, a hall plan) are among the attachments.
    const link = linksOf(USER.demo).find((candidate) => candidate.providerId === 101);
    if (!link) throw new Error('no link to the venue');
    const card = await section(link.provider.name);
    await user.click(card.getByRole('button', { name: `Signatur für ${link.provider.name} bearbeiten` }));
    await pasteInto(
      await findEditor('Signatur'),
      '<p>Herzliche Grüße <a href="https://lichtwerk.example">Lichtwerk</a></p><img src=x onerror="__xss(1)">',
    );
    const image = card.getByRole('combobox', { name: 'Bild' });
    const imageOption = within(image)
      .getAllByRole('option')
      .find((option) => option.getAttribute('value')?.startsWith('https://'));
    if (!imageOption) throw new Error('no image attachment offered');
    await user.selectOptions(image, imageOption);
    const preview = within(card.getByRole('region', { name: 'Vorschau unter einer E-Mail' }));
    expect(preview.getByRole('link', { name: 'Lichtwerk' })).toHaveAttribute('href', 'https://lichtwerk.example');
    await user.click(card.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(`Die Signatur für ${link.provider.name} wurde gespeichert.`)).toBeInTheDocument();
    const stored = linksOf(USER.demo).find((candidate) => candidate.id === link.id);
    expect(stored?.signatureContent).toContain('Herzliche Grüße');
    expect(stored?.signatureContent).not.toMatch(/onerror|<img/);
    expect(stored?.signatureImage).toBe(imageOption.getAttribute('value'));
    // Back to the preview, with the image.
    expect(within(card.getByRole('region', { name: 'Vorschau unter einer E-Mail' })).getByRole('img')).toHaveAttribute(
      'src',
      imageOption.getAttribute('value'),
    );
  });

  it("opens another user's signatures from ?user=<id> for an administrator, who may edit them", async () => {
    await renderApp(`/templates/signatures?user=${USER.jonas}`, { as: 'demo' });
    expect(await screen.findByText('Signaturen von Jonas Albrecht', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Benutzer' })).toHaveValue(String(USER.jonas)));
    const link = linksOf(USER.jonas)[0];
    if (!link) throw new Error('Jonas has no link');
    expect(
      (await section(link.provider.name)).getByRole('button', {
        name: `Signatur für ${link.provider.name} bearbeiten`,
      }),
    ).toBeInTheDocument();
  });

  it("shows a colleague's signatures read-only to a user who is no administrator", async () => {
    await renderApp(`/templates/signatures?user=${USER.jonas}`, { as: 'neu' });
    expect(
      await screen.findByText(/Sie können nur Ihre eigenen Signaturen bearbeiten/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const link = linksOf(USER.jonas)[0];
    if (!link) throw new Error('Jonas has no link');
    await section(link.provider.name);
    expect(screen.queryByRole('button', { name: /bearbeiten/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Benutzer' })).not.toBeInTheDocument();
  });
});
