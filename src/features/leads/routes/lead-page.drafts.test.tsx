// Issue 12, point 7: lead data typed into the details form survives a reload until it is saved.
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { draftKey } from '@/lib/drafts';
import { renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { USER } from '@mocks/db/core';
import { LEAD } from '@mocks/db/leads';
import { clearFaults, setFault } from '@mocks/lib/faults';

afterEach(() => clearFaults());

const COUPLE = 'Anna Schmidt & Lukas Becker';
const heading = () => screen.findByRole('heading', { level: 1, name: COUPLE }, { timeout: 5000 });
const storedLeadData = () => db.leadData.all().find((record) => record.leadId === LEAD.wellKnown);
const storedDraft = () => window.localStorage.getItem(draftKey(USER.demo, 'lead', 'data', LEAD.wellKnown));

async function openLead() {
  const rendered = await renderApp(`/leads/${LEAD.wellKnown}`, { as: 'demo' });
  expect(await heading()).toBeInTheDocument();
  return rendered;
}

/** A reload: a new render of the same URL with the same storage and session, and an empty query cache. */
async function reload(unmount: () => void) {
  unmount();
  const rendered = render(<App />);
  expect(await heading()).toBeInTheDocument();
  return rendered;
}

/** Types guests and budget and adds a service, without saving. */
async function typeLeadData(user: Awaited<ReturnType<typeof openLead>>['user']) {
  const guests = await screen.findByLabelText('Gäste');
  await user.clear(guests);
  await user.type(guests, '135');
  const budget = screen.getByLabelText('Budget (EUR)');
  await user.clear(budget);
  await user.type(budget, '24.500');
  await user.type(screen.getByLabelText('Neue Zusatzleistung'), 'Feuerwerk{Enter}');
}

async function expectTypedValues() {
  expect(await screen.findByLabelText('Gäste')).toHaveValue('135');
  expect(screen.getByLabelText('Budget (EUR)')).toHaveValue('24.500');
  expect(
    within(screen.getByRole('list', { name: 'Eingetragene Zusatzleistungen' })).getByText('Feuerwerk'),
  ).toBeInTheDocument();
}

describe('lead data draft', () => {
  it('keeps typed lead data across a reload, then saves it and forgets the draft', async () => {
    const { user, unmount } = await openLead();
    await typeLeadData(user);
    expect(storedLeadData()?.capacity).toBe(90);

    const reloaded = await reload(unmount);
    await expectTypedValues();
    const save = screen.getByRole('button', { name: 'Planungsdaten speichern' });
    expect(save).toBeEnabled();

    await user.click(save);
    expect(await screen.findByText('Die Planungsdaten wurden gespeichert.')).toBeInTheDocument();
    expect(storedLeadData()?.capacity).toBe(135);
    expect(storedLeadData()?.budget?.amount).toBe(24500);
    await waitFor(() => expect(storedDraft()).toBeNull());

    // After the save the form shows what the server holds, not a draft.
    await reload(reloaded.unmount);
    expect(await screen.findByLabelText('Gäste')).toHaveValue('135');
    expect(screen.getByRole('button', { name: 'Planungsdaten speichern' })).toBeDisabled();
  });

  it('keeps the draft when the save fails', async () => {
    const { user, unmount } = await openLead();
    await typeLeadData(user);
    setFault('updateLeadData', { kind: 'server-error', remaining: 1 });
    await user.click(screen.getByRole('button', { name: 'Planungsdaten speichern' }));
    expect(await screen.findByText('Ein technischer Fehler ist aufgetreten.')).toBeInTheDocument();
    expect(storedLeadData()?.capacity).toBe(90);

    await reload(unmount);
    await expectTypedValues();
  });

  it('lays the draft over the current record: a field the user did not touch shows what the server holds now', async () => {
    const { user, unmount } = await openLead();
    const guests = await screen.findByLabelText('Gäste');
    await user.clear(guests);
    await user.type(guests, '135');
    // A colleague changes the budget meanwhile.
    const record = storedLeadData();
    await db.leadData.update((q) => q.where({ id: record?.id ?? 0 }), {
      data(stored) {
        stored.budget = { amount: 30000, currency: 'EUR' };
      },
    });

    await reload(unmount);
    expect(await screen.findByLabelText('Gäste')).toHaveValue('135');
    expect(screen.getByLabelText('Budget (EUR)')).toHaveValue('30.000');
  });
});
