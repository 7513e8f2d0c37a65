import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n } from '@/i18n';
import { ACCESS_TOKEN_KEY } from '@/lib/session-store';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { db } from '../../../mocks/db';
import { clearFaults, setFault } from '../../../mocks/lib/faults';
import type * as externalLinks from './lib/external-links';
import { leavePortal } from './lib/external-links';

// jsdom does not let window.location.assign be replaced, so the shell leaves the portal through one function.
vi.mock('./lib/external-links', async (importOriginal) => ({
  ...(await importOriginal<typeof externalLinks>()),
  leavePortal: vi.fn(),
}));

/** The couple search waits for a pause in typing (300 ms) before it asks; this is well past it. */
const LONGER_THAN_THE_TYPING_PAUSE_MS = 1_000;

afterEach(async () => {
  vi.useRealTimers();
  clearFaults();
  vi.mocked(leavePortal).mockReset();
  await changeLocale('de_DE', { persist: false });
});

async function renderShell(user: 'demo' | 'basic' | 'neu' = 'demo') {
  const rendered = await renderApp('/customer-users', { as: user });
  // The page's own header (the team page's title) may count as a banner too: the top bar is the first one.
  const [topBar] = await screen.findAllByRole('banner', {}, { timeout: 5000 });
  if (!topBar) throw new Error('no top bar');
  const banner = within(topBar);
  return { ...rendered, banner };
}

describe('top bar', () => {
  it('shows the customer and the user', async () => {
    const { banner } = await renderShell();
    expect(banner.getByText('Schlossgut Havelblick GmbH')).toBeInTheDocument();
    expect(banner.getByText('Katharina Vogt')).toBeInTheDocument();
  });
});

describe('couple search', () => {
  it('finds couples by name and opens the chosen lead', async () => {
    const { user, banner } = await renderShell();
    await user.click(banner.getByRole('button', { name: 'Brautpaar suchen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Brautpaar suchen' }));
    await user.type(dialog.getByRole('combobox', { name: 'Name des Brautpaars' }), 'Schmidt');

    const results = within(await dialog.findByRole('listbox', { name: 'Suchergebnisse' }));
    const anna = await results.findByRole('option', { name: /Anna Schmidt & Lukas Becker/ });
    expect(anna).toHaveTextContent('Schlossgut Havelblick · Hochzeitslocation');
    expect(within(anna).getByText('Neu')).toBeInTheDocument();
    for (const option of results.getAllByRole('option')) expect(option).toHaveTextContent(/Schmidt/);

    await user.click(anna);
    await waitFor(() => expect(window.location.pathname).toBe('/leads/42'));
    expect(screen.queryByRole('dialog', { name: 'Brautpaar suchen' })).not.toBeInTheDocument();
  });

  it('opens the highlighted result with the keyboard', async () => {
    const { user, banner } = await renderShell();
    await user.click(banner.getByRole('button', { name: 'Brautpaar suchen' }));
    const input = await screen.findByRole('combobox', { name: 'Name des Brautpaars' });
    await user.type(input, 'Schmidt');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    const { data } = unwrap(await testApi.GET('/search/couple', { params: { query: { coupleName: 'Schmidt' } } }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/leads/${data[1]?.leadId}`));
  });

  it('labels a lead in negotiation by its step, as the lead page does (acceptance walk of issue 40)', async () => {
    const { user, banner } = await renderShell();
    const lead = db.leads
      .all()
      .find(
        (candidate) =>
          candidate.providerId === 101 &&
          candidate.deletedAt === null &&
          candidate.status === 'negotiating' &&
          candidate.processState === 'contract_sent',
      );
    if (!lead?.couple.name) throw new Error('the seed has no named couple of the venue with a contract sent');
    await user.click(banner.getByRole('button', { name: 'Brautpaar suchen' }));
    await user.type(await screen.findByRole('combobox', { name: 'Name des Brautpaars' }), lead.couple.name);
    const listbox = within(await screen.findByRole('listbox'));
    // The couple's row of this venue (a couple of the same name may have asked another of the account's providers).
    const venue = db.providers.findFirst((q) => q.where({ id: 101 }))?.name ?? '';
    const rows = await listbox.findAllByRole('option', { name: new RegExp(lead.couple.name) });
    const row = rows.find((option) => option.textContent?.includes(venue));
    // The search read "In Verhandlung" where the lead page reads "Vertrag gesendet".
    expect(row).toHaveTextContent('Vertrag gesendet');
    expect(row).not.toHaveTextContent('In Verhandlung');
  });

  it('waits for two characters, says when nothing matches, and cancels a search the user typed past', async () => {
    // The typing pause before a search is the subject: the fake clock passes it without waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const searches = recordRequests('/search/couple');
    const { user, banner } = await renderShell();
    await user.click(banner.getByRole('button', { name: 'Brautpaar suchen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Brautpaar suchen' }));
    const input = dialog.getByRole('combobox', { name: 'Name des Brautpaars' });

    await user.type(input, 'S');
    await act(() => vi.advanceTimersByTimeAsync(LONGER_THAN_THE_TYPING_PAUSE_MS));
    expect(searches).toHaveLength(0);
    vi.useRealTimers();

    // A slow answer: typing on abandons it, and the request is aborted.
    setFault('searchCouples', { kind: 'latency', latencyMs: 2000, remaining: 1 });
    await user.type(input, 'c');
    await waitFor(() => expect(searches).toHaveLength(1));
    await user.type(input, 'hmidt-gibt-es-nicht');
    expect(await dialog.findByText('Kein Brautpaar gefunden.')).toBeInTheDocument();
    expect(new URL(searches[0]?.url ?? '').searchParams.get('coupleName')).toBe('Sc');
    expect(searches[0]?.signal.aborted).toBe(true);
    expect(new URL(searches.at(-1)?.url ?? '').searchParams.get('coupleName')).toBe('Schmidt-gibt-es-nicht');
  });
});

describe('notifications bell', () => {
  it('shows the red dot and marks an unread notification completed before opening its link', async () => {
    const { user, banner } = await renderShell();
    const bell = await banner.findByRole('button', { name: /^Benachrichtigungen, ungelesen: [1-9]/ });
    await user.click(bell);
    const popover = within(await screen.findByRole('dialog', { name: 'Benachrichtigungen' }));
    const unread = await popover.findAllByRole('article', { name: /\(ungelesen\)$/ });
    const first = unread[0] as HTMLElement;
    // The bell lists what the API answers, in its order: the first unread entry is the API's first unread one.
    // (Titles and bodies repeat across providers, so the entry's text alone cannot name the record.)
    const { data: listed } = unwrap(
      await testApi.GET('/provider-prompts', { params: { query: { type: 'notification', limit: 25, page: 1 } } }),
    );
    const prompt = db.providerPrompts.findFirst((q) => q.where({ id: listed.find((p) => !p.completedAt)?.id ?? 0 }));
    expect(prompt).toBeDefined();
    expect(first).toHaveTextContent(prompt?.title ?? '?');
    expect(first).toHaveTextContent(prompt?.body ?? '?');

    await user.click(within(first).getByRole('link', { name: prompt?.linkData.text }));

    await waitFor(() =>
      expect(leavePortal).toHaveBeenCalledWith(
        // A link is a path on the public website or, for some notifications, a whole address there.
        /^https:\/\//.test(prompt?.linkData.path ?? '')
          ? prompt?.linkData.path
          : `https://www.hochzeitsportal.de${prompt?.linkData.path}`,
      ),
    );
    expect(db.providerPrompts.findFirst((q) => q.where({ id: prompt?.id ?? 0 }))?.completedAt).not.toBeNull();
  });

  it('lists 25 notifications and loads the next page with "Mehr anzeigen"', async () => {
    const { user, banner } = await renderShell();
    await user.click(await banner.findByRole('button', { name: /^Benachrichtigungen/ }));
    const popover = within(await screen.findByRole('dialog', { name: 'Benachrichtigungen' }));
    expect(await popover.findAllByRole('article')).toHaveLength(25);
    await user.click(popover.getByRole('button', { name: 'Mehr anzeigen' }));
    const demoProviders = db.providers
      .all()
      .filter((p) => p.customerId === 1)
      .map((p) => p.id);
    const total = db.providerPrompts
      .all()
      .filter((p) => p.type === 'notification' && demoProviders.includes(p.providerId)).length;
    expect(total).toBeGreaterThan(25);
    await waitFor(() => expect(popover.getAllByRole('article')).toHaveLength(total));
    expect(popover.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
  });

  it('stays on the page and shows the error when marking fails', async () => {
    const { user, banner } = await renderShell();
    await user.click(await banner.findByRole('button', { name: /^Benachrichtigungen, ungelesen/ }));
    const popover = within(await screen.findByRole('dialog', { name: 'Benachrichtigungen' }));
    const first = (await popover.findAllByRole('article', { name: /\(ungelesen\)$/ }))[0] as HTMLElement;
    setFault('applyProviderPromptAction', { kind: 'network-error', remaining: 1 });
    await user.click(within(first).getByRole('link'));
    expect(await screen.findByText('Ein technischer Fehler ist aufgetreten.')).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('marks every notification read at once: the red dot goes, the entries lose their mark, the focus stays in the popover', async () => {
    const { user, banner } = await renderShell();
    await user.click(await banner.findByRole('button', { name: /^Benachrichtigungen, ungelesen: [1-9]/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    const popover = within(dialog);
    expect((await popover.findAllByRole('article', { name: /\(ungelesen\)$/ })).length).toBeGreaterThan(0);

    await user.click(popover.getByRole('button', { name: 'Alle als gelesen markieren' }));

    expect(await screen.findByText('Alle Benachrichtigungen sind als gelesen markiert.')).toBeInTheDocument();
    await waitFor(() => expect(popover.queryAllByRole('article', { name: /\(ungelesen\)$/ })).toHaveLength(0));
    expect(popover.queryByRole('button', { name: 'Alle als gelesen markieren' })).not.toBeInTheDocument();
    expect(await banner.findByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(popover.getByRole('heading', { name: 'Benachrichtigungen' })).toHaveFocus();
    // The server completed the account's notifications; its to-dos are work, left as they were.
    const { data: counts } = unwrap(await testApi.GET('/provider-prompts/meta'));
    expect(counts.notification).toBe(0);
    expect(counts.todo).toBeGreaterThan(0);
  });

  it('keeps the unread notifications and says why when marking them all fails', async () => {
    const { user, banner } = await renderShell();
    await user.click(await banner.findByRole('button', { name: /^Benachrichtigungen, ungelesen/ }));
    const popover = within(await screen.findByRole('dialog', { name: 'Benachrichtigungen' }));
    const unread = (await popover.findAllByRole('article', { name: /\(ungelesen\)$/ })).length;
    setFault('applyProviderPromptsAction', { kind: 'server-error', remaining: 1 });
    await user.click(popover.getByRole('button', { name: 'Alle als gelesen markieren' }));
    expect(await screen.findByText(/Fehler/)).toBeInTheDocument();
    expect(popover.getAllByRole('article', { name: /\(ungelesen\)$/ })).toHaveLength(unread);
    expect(popover.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeEnabled();
  });

  it('offers no "Alle als gelesen markieren" without unread notifications', async () => {
    const { user, banner } = await renderShell('neu');
    await user.click(await banner.findByRole('button', { name: 'Benachrichtigungen' }));
    const popover = within(await screen.findByRole('dialog', { name: 'Benachrichtigungen' }));
    expect(await popover.findByText('Sie haben keine Benachrichtigungen.')).toBeInTheDocument();
    expect(popover.queryByRole('button', { name: 'Alle als gelesen markieren' })).not.toBeInTheDocument();
  });

  it('has no red dot without unread notifications', async () => {
    const { banner } = await renderShell('neu');
    expect(await banner.findByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('switches to another configured language', async () => {
    const { user, banner } = await renderShell();
    await user.click(banner.getByRole('button', { name: 'Benutzermenü' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Einstellungen' })).toHaveAttribute('href', '/settings');
    expect(menu.getByRole('menuitem', { name: 'Produktinformationen' })).toHaveAttribute(
      'href',
      '/providers/0/payments',
    );
    expect(menu.queryByRole('menuitem', { name: 'Deutsch' })).not.toBeInTheDocument();
    await user.click(await menu.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(window.localStorage.getItem('lng')).toBe('en_US');
  });

  it('names each language in its own language while the portal is in Arabic', async () => {
    await changeLocale('ar_SA', { persist: false });
    const { user, banner } = await renderShell();
    await user.click(banner.getByRole('button', { name: i18n.t('shell.userMenu.open') }));
    const menu = within(await screen.findByRole('menu'));
    expect(await menu.findByRole('menuitem', { name: 'Deutsch' })).toHaveAttribute('lang', 'de-DE');
    expect(menu.getByRole('menuitem', { name: 'Türkçe' })).toHaveAttribute('lang', 'tr-TR');
    expect(menu.getByRole('menuitem', { name: 'English' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'العربية' })).not.toBeInTheDocument();
  });

  it('logs out: the session ends here and on the server, and the login page shows', async () => {
    const { user, banner } = await renderShell();
    const token = window.localStorage.getItem(ACCESS_TOKEN_KEY);
    await user.click(banner.getByRole('button', { name: 'Benutzermenü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(db.accessTokens.findFirst((q) => q.where({ token: token ?? '' }))?.deleted).toBe(true);
  });
});
