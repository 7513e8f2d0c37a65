import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { renderApp } from '@/testing/render-app';
import { db } from '../../../mocks/db';

/** Renders the portal as the basic-plan user and opens the upgrade dialog from Statistiken > Besucherstatistik. */
async function openVisitsUpgrade() {
  const rendered = await renderApp('/customer-users', { as: 'basic' });
  const nav = within(await screen.findByRole('navigation', { name: 'Hauptnavigation' }, { timeout: 5000 }));
  await rendered.user.click(nav.getByRole('button', { name: 'Statistiken' }));
  await rendered.user.click(nav.getByRole('button', { name: /^Besucherstatistik/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade anfragen' });
  return { ...rendered, dialog: within(dialog), nav };
}

const upgradeRequests = () => db.proposals.all().filter((p) => p.type === 'upgrade' && p.customerId === 2);

afterEach(() => clearFaults());

describe('upgrade dialog', () => {
  it('opens from a plan-gated statistics entry and sends the request with the prefilled names', async () => {
    const { user, dialog } = await openVisitsUpgrade();
    expect(window.location.pathname).toBe('/customer-users');
    // One name for the feature everywhere: navigation, page, upgrade dialog, lock (issue 38.8).
    expect(dialog.getByText(/„Besucherstatistik“ ist in Ihrem Paket nicht enthalten/)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Firma' })).toHaveValue('Landhaus Elbblick UG');
    expect(dialog.getByRole('textbox', { name: 'Ihr Name' })).toHaveValue('Sabine Lorenz');
    await user.type(dialog.getByRole('textbox', { name: /Nachricht/ }), 'Bitte rufen Sie mich an.');

    await user.click(await dialog.findByRole('button', { name: 'Anfrage senden' }));

    expect(await screen.findByText(/Ihre Upgrade-Anfrage wurde gesendet/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade anfragen' })).not.toBeInTheDocument());
    const sent = upgradeRequests().find((p) => p.feature === 'page_visit_statistics');
    expect(sent).toMatchObject({
      campaignId: 501,
      companyName: 'Landhaus Elbblick UG',
      name: 'Sabine Lorenz',
      message: 'Bitte rufen Sie mich an.',
      status: 'open',
    });
  });

  it('asks for rivals statistics with the competitor analysis feature', async () => {
    const rendered = await renderApp('/customer-users', { as: 'basic' });
    const nav = within(await screen.findByRole('navigation', { name: 'Hauptnavigation' }, { timeout: 5000 }));
    await rendered.user.click(nav.getByRole('button', { name: 'Statistiken' }));
    await rendered.user.click(nav.getByRole('button', { name: /^Wettbewerbsanalyse/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade anfragen' }));
    expect(dialog.getByText(/Wettbewerbsanalyse/)).toBeInTheDocument();
  });

  it('switches to the failure text with the server message and no send button when sending fails', async () => {
    const { user, dialog } = await openVisitsUpgrade();
    const company = dialog.getByRole('textbox', { name: 'Firma' });
    await user.clear(company);
    await user.type(company, 'Fehler GmbH');
    await user.click(await dialog.findByRole('button', { name: 'Anfrage senden' }));

    const failed = within(await screen.findByRole('dialog', { name: 'Anfrage nicht gesendet' }));
    expect(failed.getByText(/konnte leider nicht gesendet werden/)).toBeInTheDocument();
    expect(failed.getByRole('alert')).toHaveTextContent(
      'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    );
    expect(failed.queryByRole('button', { name: 'Anfrage senden' })).not.toBeInTheDocument();
    expect(upgradeRequests().some((p) => p.feature === 'page_visit_statistics')).toBe(false);
    // Once: no snackbar repeats the dialog.
    expect(screen.getAllByText(/Ihre Anfrage konnte nicht gesendet werden/)).toHaveLength(1);
    expect(screen.getAllByText('Anfrage nicht gesendet')).toHaveLength(1);

    // Back to the form: what the user typed is still there, with the server's word on the field.
    await user.click(failed.getByRole('button', { name: 'Eingaben bearbeiten' }));
    const form = within(await screen.findByRole('dialog', { name: 'Upgrade anfragen' }));
    expect(form.getByRole('textbox', { name: 'Firma' })).toHaveValue('Fehler GmbH');
    expect(form.getByText('Für diese Firma kann keine Anfrage gesendet werden.')).toBeInTheDocument();
  });

  it('shows the server message when a request for the same feature is already open', async () => {
    const { user, dialog, nav } = await openVisitsUpgrade();
    await user.click(await dialog.findByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade anfragen' })).not.toBeInTheDocument());

    await user.click(nav.getByRole('button', { name: /^Besucherstatistik/ }));
    const again = within(await screen.findByRole('dialog', { name: 'Upgrade anfragen' }));
    await user.click(await again.findByRole('button', { name: 'Anfrage senden' }));
    const failed = within(await screen.findByRole('dialog', { name: 'Anfrage nicht gesendet' }));
    expect(failed.getByRole('alert')).toHaveTextContent('Für diese Funktion liegt bereits eine offene Anfrage vor.');
    expect(upgradeRequests().filter((p) => p.feature === 'page_visit_statistics')).toHaveLength(1);
  });

  it('shows the message of a failed server exactly once', async () => {
    setFault('createProposal', { kind: 'server-error', remaining: 1 });
    const { user, dialog } = await openVisitsUpgrade();
    await user.click(await dialog.findByRole('button', { name: 'Anfrage senden' }));

    const failed = within(await screen.findByRole('dialog', { name: 'Anfrage nicht gesendet' }));
    expect(failed.getByRole('alert')).toHaveTextContent('Ein technischer Fehler ist aufgetreten.');
    expect(screen.getAllByText('Ein technischer Fehler ist aufgetreten.')).toHaveLength(1);
  });
});
