import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { LEAD } from '@mocks/db/leads';

afterEach(() => vi.restoreAllMocks());

describe('printing a lead', () => {
  it('opens the print dialog from the "Drucken" button, with the lead marked as the printed part', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}`, { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Anfrage drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-print-lead]')).toContainElement(screen.getByRole('tablist'));
  });
});
