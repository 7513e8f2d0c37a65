import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, resetDatabase } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

/** A lead of the provider from a fresh seed (renderApp seeds the same data again: the seed is fixed). */
async function leadOf(providerId: number, scenario: RenderAppOptions['scenario'] = 'default') {
  await resetDatabase(scenario);
  const lead = db.leads.all().find((l) => l.providerId === providerId && l.deletedAt === null);
  if (!lead) throw new Error(`the seed has a lead of provider ${providerId}`);
  return lead.id;
}

async function openComposer(leadId: number, scenario: RenderAppOptions['scenario'] = 'default') {
  const rendered = await renderApp(`/leads/${leadId}?activeTab=messages`, { as: 'demo', scenario });
  const composer = within(await screen.findByRole('region', { name: 'Antworten' }, { timeout: 5000 }));
  return { ...rendered, composer };
}

describe('bidding on bridal-gown leads', () => {
  it('offers the shop’s biddable products, newest first, and puts the chosen one into the e-mail', async () => {
    const leadId = await leadOf(PROVIDER.brautsalon);
    const { user, composer } = await openComposer(leadId);
    await user.click(await composer.findByRole('button', { name: 'Produkt anbieten' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Produkt anbieten' }));

    const offered = unwrap(
      await testApi.GET('/provider-items', {
        params: {
          query: { providerId: PROVIDER.brautsalon, isBiddable: true, sort: '-createdAt', limit: 25, page: 1 },
        },
      }),
    ).data;
    expect(offered.length).toBeGreaterThan(1);
    const choices = await dialog.findAllByRole('radio');
    expect(choices).toHaveLength(offered.length);
    const [newest] = offered;
    if (!newest) throw new Error('the shop offers products');
    expect(choices[0]?.closest('label')).toHaveTextContent(`„${newest.name}“`);

    await user.click(dialog.getByRole('radio', { name: new RegExp(`„${newest.name.replace(/[()]/g, '\\$&')}“`) }));
    await user.click(dialog.getByRole('button', { name: 'In die Nachricht übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Produkt anbieten' })).not.toBeInTheDocument());
    const body = composer.getByRole('textbox', { name: 'Nachricht' });
    if (!(body instanceof HTMLTextAreaElement)) throw new Error('the message is a text area');
    expect(body.value).toContain(`Unser Angebot für Sie: „${newest.name}“`);
  });

  it('opens the upgrade dialog for bidding when the plan does not include it', async () => {
    const leadId = await leadOf(PROVIDER.brautsalon, 'basic-plan');
    const { user, composer } = await openComposer(leadId, 'basic-plan');
    await user.click(await composer.findByRole('button', { name: 'Produkt anbieten' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade anfragen' }, { timeout: 5000 }));
    await user.click(await dialog.findByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() =>
      expect(
        db.proposals.all().filter((p) => p.type === 'upgrade' && p.feature === 'bridal_gown_lead_bidding'),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('dialog', { name: 'Produkt anbieten' })).not.toBeInTheDocument();
  });

  it('offers no product on a venue’s lead', async () => {
    const leadId = await leadOf(PROVIDER.havelblick);
    const { composer } = await openComposer(leadId);
    expect(await composer.findByRole('textbox', { name: 'Nachricht' }, { timeout: 5000 })).toBeInTheDocument();
    expect(composer.queryByRole('button', { name: 'Produkt anbieten' })).not.toBeInTheDocument();
  });
});
