import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, resetDatabase } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { isVisibleToCouples, VISIBLE_TO_COUPLES } from '@/lib/product-visibility';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

/** A lead of the provider from a fresh seed (renderApp seeds the same data again: the seed is fixed). */
async function leadOf(providerId: number, scenario: RenderAppOptions['scenario'] = 'default') {
  await resetDatabase(scenario);
  const lead = db.leads.all().find((l) => l.providerId === providerId && l.deletedAt === null);
  if (!lead) throw new Error(`the seed has a lead of provider ${providerId}`);
  return lead.id;
}

async function openComposer(
  leadId: number,
  scenario: RenderAppOptions['scenario'] = 'default',
  prepare?: RenderAppOptions['prepare'],
) {
  const rendered = await renderApp(`/leads/${leadId}?activeTab=messages`, { as: 'demo', scenario, prepare });
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
          query: {
            providerId: PROVIDER.brautsalon,
            isBiddable: true,
            ...VISIBLE_TO_COUPLES,
            sort: '-createdAt',
            limit: 25,
            page: 1,
          },
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
    const body = await composer.findByRole('textbox', { name: 'Nachricht' }, { timeout: 5000 });
    await waitFor(() => expect(body).toHaveTextContent(`Unser Angebot für Sie: „${newest.name}“`));
  });

  it('offers only products couples see: no rejected, passive or not yet approved gown', async () => {
    const leadId = await leadOf(PROVIDER.brautsalon);
    // Every product of the shop is marked for bidding, so each state (active or passive; waiting, approved or
    // rejected) is among them.
    const allBiddable = async () => {
      await db.providerItems.updateMany((q) => q.where({ providerId: PROVIDER.brautsalon }), {
        data(item) {
          item.isBiddable = true;
        },
      });
    };
    const { user, composer } = await openComposer(leadId, 'default', allBiddable);
    const products = db.providerItems.all().filter((item) => item.providerId === PROVIDER.brautsalon);
    const hidden = products.filter((item) => !isVisibleToCouples(item));
    for (const [status, approvalStatus] of [
      ['active', 'approval_waiting'],
      ['active', 'rejected'],
      ['passive', 'approved'],
    ])
      expect(hidden.some((item) => item.status === status && item.approvalStatus === approvalStatus)).toBe(true);
    const visible = products
      .filter(isVisibleToCouples)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 25);

    await user.click(await composer.findByRole('button', { name: 'Produkt anbieten' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Produkt anbieten' }));
    const choices = await dialog.findAllByRole('radio', {}, { timeout: 5000 });
    const labels = choices.map((choice) => choice.closest('label')?.textContent ?? '');
    expect(labels).toHaveLength(visible.length);
    visible.forEach((item, index) => expect(labels[index]).toContain(`„${item.name}“`));
    for (const item of hidden) expect(labels.some((label) => label.includes(`„${item.name}“`))).toBe(false);
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
