// Offered actions (issue 37, "How to make it stay right"): every provider-scoped screen with write controls,
// rendered as each role of the demo account, offers a control exactly when the mock's own rule allows the action
// for that user and provider (mocks/lib/rights.ts: `canManageProvider`, `activeLink`, `isAccountAdmin`), and the
// mock answers the action as the rule says (mocks/tests/rights-parity.test.ts). So no control leads to a refusal,
// and nothing the server allows is withheld.
//
// The cases come from the table SCREENS (a screen's route and its write controls, found by role and by the
// accessible name of their locale text) × USERS × the providers of the user's account: a new screen is one row.
// One render per user: the portal is rendered once and goes from screen to screen as the address changes (the
// browser's history), each screen checked once its data has arrived.
import { screen, waitFor, within } from '@testing-library/react';
import i18n, { type TOptions } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER, USER } from '@mocks/db/core';
import { setFault } from '@mocks/lib/faults';
import { activeLink, canManageProvider, isAccountAdmin } from '@mocks/lib/rights';
import { requireSession, type Session } from '@mocks/lib/session';
import { listCoupleProvidersQueryLimits } from '@/api/generated/limits';
import { href, type RouteName, routes } from '@/config/paths';
import type { TextKey } from '@/i18n/text-keys';
import { today } from '@/lib/calendar-day';
import { fitsGallery } from '@/lib/media-states';
import { reviewRequestBlock } from '@/lib/review-request';
import { replyBlock } from '@/lib/review-reply';
import { readSession } from '@/lib/session-store';
import { mockServer } from '@/testing/mock-server';
import { renderApp, type TestUser } from '@/testing/render-app';

type Database = typeof db;

// ---------------------------------------------------------------- the rule, from the mock

/**
 * Which of the mock's rules an action follows: `manage` (can-manage on the provider), `link` (an active link),
 * `admin` (an account administrator); `anyManage` / `anyManageOrAdmin` / `anyLink` for a control of a screen of all
 * providers that opens a form for one of them (offered when there is at least one it may be used for).
 */
type Right = 'manage' | 'link' | 'admin' | 'anyManage' | 'anyManageOrAdmin' | 'anyLink';

/**
 * Whether the mock's rule allows the action. When the portal cannot read the permissions answer, it knows of no
 * can-manage: the rights that come from it then count as refused (offering them would be a guess).
 */
function allows(
  session: Session,
  right: Right,
  providerId: number,
  providerIds: readonly number[],
  permissionsRead: boolean,
): boolean {
  const canManage = (id: number) => permissionsRead && canManageProvider(session, id);
  switch (right) {
    case 'manage':
      return canManage(providerId);
    case 'link':
      return activeLink(session, providerId) !== undefined;
    case 'admin':
      return isAccountAdmin(session);
    case 'anyManage':
      return providerIds.some(canManage);
    case 'anyManageOrAdmin':
      return isAccountAdmin(session) || providerIds.some(canManage);
    case 'anyLink':
      return providerIds.some((id) => activeLink(session, id) !== undefined);
  }
}

/** The mock's session of the user the portal is logged in as (the token the portal stored). */
function mockSession(): Session {
  const stored = readSession();
  if (!stored) throw new Error('not logged in');
  return requireSession(new Request('http://mock/', { headers: { 'x-access-token': stored.accessToken } }));
}

// ---------------------------------------------------------------- the table

type Role = 'button' | 'switch' | 'option' | 'combobox';

interface Control {
  role: Role;
  /** The locale text key of the accessible name; `{{…}}` in it matches any text unless `each` names the record. */
  key?: TextKey;
  /** The accessible name when it is no locale text (an option naming a provider). */
  text?: (db: Database, providerId: number) => string;
  right: Right;
  /** One control per record of the provider: the values the accessible name is made of. */
  each?: (db: Database, providerId: number) => Record<string, string>[];
  /** Shown only when the screen has something to act on for the provider (a hall to change). */
  when?: (db: Database, providerId: number) => boolean;
  /** Inside this element only (a form's provider choice). */
  within?: { role: Role; key: TextKey };
  /** On screens of all providers: only the list items that name the provider. */
  inItemsOf?: boolean;
}

interface ScreenRow {
  name: string;
  /** The route (its page title tells that the screen is shown). */
  route: RouteName;
  /** A screen of one provider (visited once per provider) or of all of the account's (visited once). */
  scope: 'provider' | 'account';
  url: (providerId: number) => string;
  /**
   * Providers the screen can show: halls are for venues only; a filter the user has no active link to is ignored
   * by the reviews page, which then shows all of the user's providers.
   */
  only?: (db: Database, providerId: number, session: Session) => boolean;
  controls: Control[];
}

const ofProvider =
  <T extends { providerId: number | null }>(rows: (db: Database) => T[]) =>
  (db: Database, providerId: number) =>
    rows(db).filter((row) => row.providerId === providerId);

const catalogs = ofProvider((d) => d.catalogs.all());
const items = ofProvider((d) => d.providerItems.all());
const halls = ofProvider((d) => d.customerSpaces.all());
const related = ofProvider((d) => d.relatedProviders.all());
const discounts = ofProvider((d) => d.discounts.all());
const templates = ofProvider((d) => d.mailTemplates.all());
const attachments = ofProvider((d) => d.attachments.all());
const openPayments = (d: Database, providerId: number) =>
  d.payments.all().filter((p) => p.providerId === providerId && (p.status === 'pending' || p.status === 'failed'));
/** The saved cards of the account the provider belongs to (cards are the account's, not a provider's). */
const accountCards = (d: Database, providerId: number) => {
  const customerId = d.providers.findFirst((q) => q.where({ id: providerId }))?.customerId;
  return d.creditCards.all().filter((card) => card.customerId === customerId);
};
const providerName = (d: Database, providerId: number) =>
  d.providers.findFirst((q) => q.where({ id: providerId }))?.name ?? String(providerId);
/**
 * The media of the provider's default gallery (the gallery page without a gallery id) that another gallery of the
 * provider takes, by the names the grid gives them ("Bild 3").
 */
const movableMedia = (d: Database, providerId: number) => {
  const galleries = d.galleries.all().filter((g) => g.providerId === providerId);
  const shown = galleries.find((g) => g.isDefault);
  return d.medias
    .all()
    .filter((m) => m.galleryId === shown?.id && galleries.some((g) => g.id !== shown.id && fitsGallery(m.type, g.type)))
    .map((m) => ({ name: `${m.type === 'video' ? 'Video' : 'Bild'} ${m.orderNo}` }));
};
/** The halls of the provider that have an image, by the names its buttons carry ("Grundriss: Orangerie"). */
const hallImages = (d: Database, providerId: number) =>
  halls(d, providerId).flatMap((hall) =>
    hall.image ? [{ kind: textOf(`listing.capacity.image.kinds.${hall.image.kind}`), name: hall.name }] : [],
  );
const isVenue = (d: Database, providerId: number) =>
  d.providers.findFirst((q) => q.where({ id: providerId }))?.category.categoryType === 'venue';

const SCREENS: ScreenRow[] = [
  {
    name: 'prices and menus',
    route: 'providerCatalogs',
    scope: 'provider',
    url: (id) => href.providerCatalogs(id),
    controls: [
      { role: 'button', key: 'catalogues.page.create', right: 'manage' },
      {
        role: 'button',
        key: 'catalogues.card.updatePrices',
        right: 'manage',
        when: (d, id) => catalogs(d, id).length > 0,
      },
      { role: 'button', key: 'catalogues.card.edit', right: 'manage', when: (d, id) => catalogs(d, id).length > 0 },
      { role: 'button', key: 'catalogues.card.copy', right: 'manage', when: (d, id) => catalogs(d, id).length > 0 },
      {
        role: 'button',
        key: 'catalogues.pdf.upload',
        right: 'manage',
        when: (d, id) => catalogs(d, id).some((c) => c.pdfPath === null),
      },
      {
        role: 'button',
        key: 'catalogues.pdf.replace',
        right: 'manage',
        when: (d, id) => catalogs(d, id).some((c) => c.pdfPath !== null),
      },
      {
        role: 'button',
        key: 'catalogues.pdf.remove',
        right: 'manage',
        when: (d, id) => catalogs(d, id).some((c) => c.pdfPath !== null),
      },
      { role: 'button', key: 'catalogues.card.delete', right: 'manage', when: (d, id) => catalogs(d, id).length > 0 },
    ],
  },
  {
    name: 'products',
    route: 'providerItems',
    scope: 'provider',
    url: (id) => href.providerItems(id),
    controls: [
      { role: 'button', key: 'products.create', right: 'manage' },
      {
        role: 'button',
        key: 'products.list.edit',
        right: 'manage',
        when: (d, id) => items(d, id).length > 0,
      },
      {
        role: 'switch',
        key: 'products.list.activeSwitch',
        right: 'manage',
        when: (d, id) => items(d, id).length > 0,
      },
      // The product's picture (issue 42.2): upload without one, replace and remove with one.
      {
        role: 'button',
        key: 'products.image.upload',
        right: 'manage',
        when: (d, id) => items(d, id).some((item) => item.imagePath === null),
      },
      {
        role: 'button',
        key: 'products.image.replace',
        right: 'manage',
        when: (d, id) => items(d, id).some((item) => item.imagePath !== null),
      },
      {
        role: 'button',
        key: 'products.image.remove',
        right: 'manage',
        when: (d, id) => items(d, id).some((item) => item.imagePath !== null),
      },
    ],
  },
  {
    name: 'gallery',
    route: 'providerGallery',
    scope: 'provider',
    url: (id) => href.providerGallery(id),
    controls: [
      { role: 'button', key: 'media.gallery.create', right: 'manage' },
      { role: 'button', key: 'media.main.open', right: 'manage' },
      { role: 'button', key: 'media.move.openLabel', right: 'manage', each: movableMedia },
      {
        role: 'button',
        key: 'media.instagram.disconnect',
        right: 'manage',
        when: (d, id) => d.instagramConnections.all().some((c) => c.providerId === id),
      },
    ],
  },
  {
    name: 'availability calendar',
    route: 'calendarEvents',
    scope: 'provider',
    url: (id) => href.calendarEvents(id),
    controls: [
      { role: 'button', key: 'calendar.add', right: 'manage' },
      { role: 'button', key: 'calendar.import.button', right: 'manage' },
    ],
  },
  {
    name: 'halls',
    route: 'providerCapacity',
    scope: 'provider',
    url: (id) => href.providerCapacity(id),
    only: isVenue,
    controls: [
      { role: 'button', key: 'listing.capacity.add', right: 'manage' },
      {
        role: 'button',
        key: 'listing.capacity.editLabel',
        right: 'manage',
        each: (d, id) => halls(d, id).map((hall) => ({ name: hall.name })),
      },
      {
        role: 'button',
        key: 'listing.capacity.deleteLabel',
        right: 'manage',
        each: (d, id) => halls(d, id).map((hall) => ({ name: hall.name })),
      },
      // A hall's photo or floor plan (issue 42.6): the upload where it has none, replace and remove where it has one.
      {
        role: 'button',
        key: 'listing.capacity.image.uploadLabel',
        right: 'manage',
        each: (d, id) => halls(d, id).flatMap((hall) => (hall.image ? [] : [{ name: hall.name }])),
      },
      {
        role: 'button',
        key: 'listing.capacity.image.replaceLabel',
        right: 'manage',
        each: hallImages,
      },
      {
        role: 'button',
        key: 'listing.capacity.image.removeLabel',
        right: 'manage',
        each: hallImages,
      },
    ],
  },
  {
    name: 'listing information',
    route: 'providerInfo',
    scope: 'provider',
    url: (id) => href.providerInfo(id),
    controls: [{ role: 'button', key: 'listing.info.save', right: 'manage' }],
  },
  {
    name: 'partners',
    route: 'relatedProviders',
    scope: 'provider',
    url: (id) => href.relatedProviders(id),
    controls: [
      { role: 'combobox', key: 'listing.related.searchLabel', right: 'manage' },
      {
        role: 'button',
        key: 'listing.related.removeLabel',
        right: 'manage',
        each: (d, id) => related(d, id).map((entry) => ({ name: entry.relatedProvider.name })),
      },
    ],
  },
  {
    name: 'payments',
    route: 'providerPayments',
    scope: 'provider',
    url: (id) => href.providerPayments(id),
    controls: [
      {
        role: 'button',
        key: 'payments.list.payNamed',
        right: 'manage',
        when: (d, id) => openPayments(d, id).length > 0,
      },
    ],
  },
  {
    name: 'saved cards',
    route: 'providerPayments',
    scope: 'provider',
    url: (id) => `${href.providerPayments(id)}?tab=cards`,
    controls: [
      { role: 'button', key: 'payments.cards.add', right: 'admin' },
      {
        role: 'button',
        key: 'payments.cards.renameNamed',
        right: 'admin',
        each: (d, id) => accountCards(d, id).map((card) => ({ name: card.name })),
      },
      {
        role: 'button',
        key: 'payments.cards.deleteNamed',
        right: 'admin',
        each: (d, id) => accountCards(d, id).map((card) => ({ name: card.name })),
      },
    ],
  },
  {
    name: 'reviews of one provider',
    route: 'testimonials',
    scope: 'provider',
    url: (id) => `${href.testimonials()}?provider=${id}`,
    only: (_d, id, session) => activeLink(session, id) !== undefined,
    controls: [
      {
        role: 'button',
        key: 'reviews.card.feature',
        right: 'manage',
        when: (d, id) => d.testimonials.all().some((t) => t.providerId === id && t.status === 'published'),
      },
      {
        role: 'button',
        key: 'reviews.reply.open',
        right: 'manage',
        // Reviews without a reply that may get one (the list's first page holds all of a provider's in the seed).
        when: (d, id) =>
          d.testimonials.all().some((t) => t.providerId === id && t.reply === null && replyBlock(t) === null),
      },
      {
        role: 'button',
        key: 'reviews.requests.askCouple',
        right: 'link',
        // Couples of the provider that may be asked, among the request list's first page (newest first).
        when: (d, id) =>
          d.coupleProviders
            .all()
            .filter((r) => r.providerId === id)
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
            .slice(0, listCoupleProvidersQueryLimits.limit.default)
            .some((r) => reviewRequestBlock(r, today()) === null),
      },
    ],
  },
  {
    name: 'reviews',
    route: 'testimonials',
    scope: 'account',
    url: () => href.testimonials(),
    controls: [{ role: 'button', key: 'reviews.couples.add', right: 'anyLink' }],
  },
  {
    name: 'leads inbox',
    route: 'leads',
    scope: 'account',
    url: () => href.leads(),
    controls: [{ role: 'button', key: 'leads.add.button', right: 'anyLink' }],
  },
  {
    name: 'discounts',
    route: 'discounts',
    scope: 'account',
    url: () => href.discounts(),
    controls: [
      { role: 'button', key: 'payments.discounts.create', right: 'anyManage' },
      {
        role: 'button',
        key: 'payments.discounts.edit',
        right: 'manage',
        inItemsOf: true,
        when: (d, id) => discounts(d, id).length > 0,
      },
    ],
  },
  {
    name: 'mail templates',
    route: 'mailTemplates',
    scope: 'account',
    url: () => href.mailTemplates(),
    controls: [
      { role: 'button', key: 'templates.mail.new', right: 'anyManageOrAdmin' },
      {
        role: 'button',
        key: 'templates.mail.editNamed',
        right: 'manage',
        each: (d, id) => templates(d, id).map((template) => ({ name: template.name })),
      },
      {
        role: 'button',
        key: 'templates.mail.deleteNamed',
        right: 'manage',
        each: (d, id) => templates(d, id).map((template) => ({ name: template.name })),
      },
    ],
  },
  {
    name: 'attachments',
    route: 'attachments',
    scope: 'account',
    url: () => href.attachments(),
    controls: [
      {
        role: 'option',
        text: providerName,
        right: 'manage',
        within: { role: 'combobox', key: 'templates.mail.provider' },
      },
      {
        role: 'button',
        key: 'templates.attachments.deleteNamed',
        right: 'manage',
        each: (d, id) => attachments(d, id).map((attachment) => ({ name: attachment.name })),
      },
    ],
  },
  {
    name: 'team',
    route: 'customerUsers',
    scope: 'account',
    url: () => href.customerUsers(),
    controls: [{ role: 'button', key: 'team.list.add', right: 'admin' }],
  },
];

// ---------------------------------------------------------------- who looks

interface Viewer {
  name: string;
  as: TestUser;
  prepare?: () => Promise<void> | void;
  /** GET /providers/{id}/permissions fails (500) all along. */
  permissionsFail?: boolean;
}

const USERS: Viewer[] = [
  { name: 'demo (administrator, can-manage on 101, 102, 103)', as: 'demo' },
  { name: 'basic (administrator of the basic account, 201)', as: 'basic' },
  { name: 'mia.krause (linked to 102 without can-manage)', as: 'mia.krause' },
  { name: 'felix.brandt (read-only, left the job at 103)', as: 'felix.brandt' },
  {
    // The read-only role with a can-manage link: the role must win (docs/security.md).
    name: 'felix.brandt taken back at 103 and given can-manage on 101 (read-only role)',
    as: 'felix.brandt',
    prepare: async () => {
      const summary = db.customerUsers
        .findFirst((q) => q.where({ id: USER.demo }))
        ?.customerUserProviders.find((link) => link.providerId === PROVIDER.havelblick)?.provider;
      if (!summary) throw new Error('the seed has no link to 101');
      await db.customerUsers.update((q) => q.where({ id: USER.felix }), {
        data(user) {
          const [own] = user.customerUserProviders;
          if (!own) throw new Error('Felix has no link in the seed');
          user.customerUserProviders = [
            { ...own, hasLeftJob: false },
            { ...own, id: 90, providerId: PROVIDER.havelblick, provider: summary, canManage: true, hasLeftJob: false },
          ];
        },
      });
    },
  },
  {
    name: 'demo while the permissions answer fails (500): no can-manage to go by',
    as: 'demo',
    prepare: () => setFault('getProviderPermissions', { kind: 'server-error' }),
    permissionsFail: true,
  },
];

// ---------------------------------------------------------------- finding controls

/**
 * `i18n.t` of a key the table holds, as a plain string. The cast: i18next types `t`'s answer per key, and for a key
 * typed as any of the 2,000 `TextKey`s that took the type check minutes; the keys are checked where the table is
 * written (`Control.key`). Likewise `namePattern` takes a string: `i18n.exists` narrows a `TextKey` to 2,000
 * intersections, each then compared with the 2,000 keys again.
 */
const textOf = i18n.t as unknown as (key: string, options?: TOptions) => string;

/** An accessible name from a locale text: its `{{…}}` match any text. */
function namePattern(key: string): RegExp {
  if (!i18n.exists(key)) throw new Error(`no locale text ${key}`);
  const template = textOf(key, { interpolation: { prefix: '\u0002', suffix: '\u0003' } });
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{[^}]*\\\}\\\}/g, '.+');
  return new RegExp(`^${escaped}$`);
}

/** A class that shows an element from some screen width on (`hidden lg:flex`): not hidden on a desktop. */
const SHOWN_FROM_A_WIDTH = /^(sm|md|lg|xl|2xl):(block|flex|grid|inline|inline-flex|inline-block|contents)$/;

/** Whether a user can use the element: in the document, not disabled (itself or its fieldset), not hidden. */
function usable(element: HTMLElement): boolean {
  if (element.closest('[hidden], [aria-hidden="true"]')) return false;
  // jsdom has no style sheet: an element hidden by its class (`hidden`, the portal's utility classes) is looked for.
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.classList.contains('hidden') && ![...node.classList].some((name) => SHOWN_FROM_A_WIDTH.test(name)))
      return false;
  }
  if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') return false;
  return !element.closest('fieldset:disabled');
}

/** Requests of the portal the mock has not answered yet (the files of this worker share the mock server). */
let inFlight = 0;
const started = () => {
  inFlight += 1;
};
const ended = () => {
  inFlight -= 1;
};
beforeAll(() => {
  mockServer.events.on('request:start', started);
  mockServer.events.on('request:end', ended);
});
afterAll(() => {
  mockServer.events.removeListener('request:start', started);
  mockServer.events.removeListener('request:end', ended);
});

/** The screen has its data: no request under way and nothing loading, also after the next task. */
async function settled(): Promise<void> {
  const loading = i18n.t('app.loading');
  const quiet = () => {
    expect(inFlight).toBe(0);
    expect(screen.queryAllByText(loading)).toHaveLength(0);
    expect(screen.queryAllByLabelText(loading)).toHaveLength(0);
  };
  await waitFor(quiet, { timeout: 10_000, interval: 10 });
  // A request that ended may start the next one (a query waiting for another), and a lazy part may still render.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await waitFor(quiet, { timeout: 10_000, interval: 10 });
}

function go(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Until a page with this title is shown. */
async function titled(title: string): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
}

/**
 * Goes to the screen as the browser's history does, and waits until its data has arrived. The page title tells
 * when the screen is there; when the page shown has that title already (the same screen of the previous
 * provider), it goes by way of an address no route has first.
 */
async function visit(row: ScreenRow, providerId: number): Promise<void> {
  const title = i18n.t(routes[row.route].titleKey);
  if (screen.queryByRole('heading', { level: 1, name: title })) {
    go('/kein-bildschirm');
    await titled(i18n.t('status.error404.title'));
  }
  go(row.url(providerId));
  await titled(title);
  await settled();
}

/** The elements the control is found in: the page, a form's choice, or the list items naming the provider. */
function containers(control: Control, providerId: number): HTMLElement[] {
  if (control.within) {
    const named = screen.queryAllByRole(control.within.role, { name: namePattern(control.within.key) });
    return named;
  }
  if (control.inItemsOf) {
    const name = providerName(db, providerId);
    return screen.queryAllByRole('listitem').filter((item) => item.textContent?.includes(name));
  }
  return [document.body];
}

function found(control: Control, providerId: number, values?: Record<string, string>): HTMLElement[] {
  let name: string | RegExp;
  if (control.text) name = control.text(db, providerId);
  else if (!control.key) throw new Error('a control needs a key or a text');
  else if (values) name = textOf(control.key, values);
  else name = namePattern(control.key);
  return containers(control, providerId).flatMap((container) =>
    within(container).queryAllByRole(control.role, { name, hidden: false }).filter(usable),
  );
}

function check(
  row: ScreenRow,
  control: Control,
  session: Session,
  providerId: number,
  providerIds: readonly number[],
  permissionsRead: boolean,
  failures: string[],
): void {
  const allowed = allows(session, control.right, providerId, providerIds, permissionsRead);
  const label = `${row.name}, provider ${providerId}: ${control.role} “${control.key ?? control.text?.(db, providerId)}”`;
  if (control.each) {
    for (const values of control.each(db, providerId)) {
      const offered = found(control, providerId, values).length > 0;
      if (offered !== allowed)
        failures.push(
          `${label} for ${JSON.stringify(values)} ${offered ? 'offered' : 'not offered'}, the rule ${allowed ? 'allows' : 'does not allow'} it`,
        );
    }
    return;
  }
  const expected = allowed && (control.when?.(db, providerId) ?? true);
  const offered = found(control, providerId).length > 0;
  if (offered !== expected)
    failures.push(
      `${label} ${offered ? 'offered' : 'not offered'}, the rule ${allowed ? 'allows' : 'does not allow'} it${allowed && !expected ? ' (nothing to act on)' : ''}`,
    );
}

// ---------------------------------------------------------------- the cases

const counted = { viewers: 0, cases: 0 };

afterAll(() => {
  // The figure for the issue: how many user × provider × control cases this run checked.
  process.stdout.write(
    `offered actions: ${SCREENS.length} screens, ${counted.viewers} users, ${counted.cases} cases\n`,
  );
});

describe('every screen offers exactly the actions the server allows', () => {
  it.each(USERS)(
    '$name',
    async ({ as, prepare, permissionsFail }) => {
      const first = SCREENS[0];
      if (!first) throw new Error('no screens');
      await renderApp(href.dashboard(), { as, prepare });
      await settled();
      const session = mockSession();
      const providerIds = db.providers
        .all()
        .filter((provider) => provider.customerId === session.customerId)
        .map((provider) => provider.id);
      const failures: string[] = [];
      let cases = 0;
      for (const row of SCREENS) {
        const visits = row.scope === 'provider' ? providerIds.filter((id) => row.only?.(db, id, session) ?? true) : [0];
        for (const visited of visits) {
          await visit(row, visited);
          const checked = row.scope === 'provider' ? [visited] : providerIds;
          for (const [index, providerId] of checked.entries())
            for (const control of row.controls) {
              // A control for all providers (a form that asks which one) is checked once per screen.
              const ofOne = control.right === 'manage' || control.right === 'link';
              if (!ofOne && index > 0) continue;
              check(row, control, session, providerId, providerIds, !permissionsFail, failures);
              cases += 1;
            }
        }
      }
      counted.cases += cases;
      counted.viewers += 1;
      expect(failures).toEqual([]);
      expect(cases).toBeGreaterThan(0);
    },
    180_000,
  );
});
