// Consent and the analytics tag (issue 22, points 2 and 3): nothing but the necessary runs before consent; the
// banner's choice is remembered; the tag's page views follow route changes with scrubbed URLs.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IntegrationsConfig } from '../runtime-config';
import { resolveIntegrationsConfig } from './config';
import { CONSENT_STORAGE_KEY } from '../session-store';
import { type LocationSource, startAnalytics } from './analytics';
import { getConsent, hasConsent, resetConsentCache, saveConsent } from './consent';
import { ConsentHost, consentDialog } from './consent-ui';
import { loadConsentTexts } from './consent-texts';

/** A router stand-in: its location and the listeners of route changes. */
function fakeRouter(pathname: string): LocationSource & { go: (path: string) => void } {
  const listeners = new Set<(state: LocationSource['state']) => void>();
  const router = {
    state: { location: { pathname, search: '' } },
    subscribe(listener: (state: LocationSource['state']) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path: string) {
      const url = new URL(path, 'http://portal.test');
      router.state = { location: { pathname: url.pathname, search: url.search } };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

/** The page views the tag was given (gtag pushes `arguments` objects onto its queue). */
function pageViews(): Array<Record<string, unknown>> {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((command) => command[0] === 'event' && command[1] === 'page_view')
    .map((command) => command[2] as Record<string, unknown>);
}

const tagScript = () => document.head.querySelector('script[src^="https://www.googletagmanager.com/"]');

function configWith(analytics: string, standIn: boolean): IntegrationsConfig {
  const base = resolveIntegrationsConfig({ VITE_MOCK_API: standIn ? 'true' : undefined });
  return { ...base, analytics: { measurementId: analytics } };
}

beforeAll(() => loadConsentTexts());

let stop: () => void = () => undefined;
beforeEach(() => {
  resetConsentCache();
  delete window.dataLayer;
});
afterEach(() => {
  stop();
  consentDialog.close();
  tagScript()?.remove();
});

describe('the analytics tag', () => {
  it('runs nothing before statistics consent, then counts each route change with a scrubbed URL', () => {
    const router = fakeRouter('/leads');
    stop = startAnalytics(configWith('G-TEST1234', false), router);
    router.go('/leads/42');
    expect(window.dataLayer).toBeUndefined();
    expect(tagScript()).toBeNull();

    saveConsent({ statistics: true, marketing: false });
    expect(tagScript()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    router.go('/leads?coupleName=Anna%20M%C3%BCller&status=pending');
    router.go('/settings/profile');
    expect(pageViews().map((view) => view.page_path)).toEqual([
      '/leads/42',
      '/leads?coupleName=[redacted]&status=pending',
      '/settings/profile',
    ]);
    expect(JSON.stringify(pageViews())).not.toMatch(/Anna|M%C3%BCller/);

    // Withdrawn: no more page views.
    saveConsent({ statistics: false, marketing: false });
    router.go('/todo');
    expect(pageViews()).toHaveLength(3);
  });

  it('stays off without a measurement id, and in mock mode loads no script (the queue is the stand-in)', () => {
    saveConsent({ statistics: true, marketing: true });
    stop = startAnalytics(configWith('', false), fakeRouter('/'));
    expect(window.dataLayer).toBeUndefined();
    stop();
    stop = startAnalytics(configWith('G-MOCK0000', true), fakeRouter('/dashboard'));
    expect(tagScript()).toBeNull();
    expect(pageViews().map((view) => view.page_path)).toEqual(['/dashboard']);
  });
});

describe('the consent banner and dialog', () => {
  it('asks in German, remembers "necessary only", and reopens as a dialog to change the choice', async () => {
    const user = userEvent.setup();
    render(<ConsentHost config={configWith('G-TEST1234', false)} />);
    const banner = screen.getByRole('region', { name: 'Cookies und Statistik' });
    expect(hasConsent('statistics')).toBe(false);
    await user.click(within(banner).getByRole('button', { name: 'Nur notwendige' }));
    expect(screen.queryByRole('region', { name: 'Cookies und Statistik' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: 1,
      statistics: false,
      marketing: false,
    });

    // The user menu's entry opens the dialog; the keyboard alone changes the choice.
    consentDialog.open();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(dialog).getByRole('checkbox', { name: 'Notwendig (immer aktiv)' })).toBeDisabled();
    const statistics = within(dialog).getByRole('checkbox', { name: 'Statistik' });
    expect(statistics).toHaveAccessibleDescription(/Seitenaufrufe ohne Namen/);
    expect(statistics).not.toBeChecked();
    statistics.focus();
    await user.keyboard(' ');
    expect(statistics).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getConsent()).toMatchObject({ statistics: true, marketing: false });
  });

  it('is not shown again once answered (the choice survives a reload)', () => {
    saveConsent({ statistics: true, marketing: false });
    resetConsentCache();
    render(<ConsentHost config={configWith('G-TEST1234', false)} />);
    expect(screen.queryByRole('region', { name: 'Cookies und Statistik' })).not.toBeInTheDocument();
    expect(hasConsent('statistics')).toBe(true);
  });
});
