// The one route table of the portal (spec point 2): every path, its access rule, its layout, its href
// builder, and whether its feature is built. Routes marked `built: false` render the plain "coming soon"
// page (never invented data); the tests list them.

export type Access = 'logged-out' | 'any' | 'logged-in';
export type Layout = 'main' | 'bare' | 'checkout' | 'auth';

export interface RouteInfo {
  /** react-router pattern. */
  path: string;
  access: Access;
  layout: Layout;
  /** i18n key of the page title. */
  titleKey: string;
  /** The feature exists; otherwise the route shows "coming soon". */
  built: boolean;
}

const route = (path: string, access: Access, layout: Layout, titleKey: string, built: boolean): RouteInfo => ({
  path,
  access,
  layout,
  titleKey,
  built,
});

export const routes = {
  login: route('/auth/login', 'logged-out', 'auth', 'routes.login', true),
  googleCallback: route('/auth/google', 'logged-out', 'auth', 'routes.googleCallback', true),
  forgotPassword: route('/auth/forgot-password', 'logged-out', 'auth', 'routes.forgotPassword', true),
  forgotUsername: route('/auth/forgot-username', 'logged-out', 'auth', 'routes.forgotUsername', true),
  renewPasswordLoggedOut: route('/auth/renew-password', 'logged-out', 'auth', 'routes.renewPassword', true),
  passwordResetRequest: route('/password-reset', 'logged-out', 'auth', 'routes.forgotPassword', true),
  passwordReset: route('/password-reset/:recoveryKey', 'logged-out', 'auth', 'routes.passwordReset', true),
  register: route('/register/:customerId/:customerUserId/:hash', 'logged-out', 'auth', 'routes.register', true),
  signupWizard: route('/signup-wizard/:hash', 'logged-out', 'auth', 'routes.signupWizard', false),

  error401: route('/errors/error-401', 'any', 'bare', 'routes.error401', true),
  error404: route('/errors/error-404', 'any', 'bare', 'routes.error404', true),
  error500: route('/errors/error-500', 'any', 'bare', 'routes.error500', true),

  passwordRenew: route('/password-renew', 'logged-in', 'bare', 'routes.renewPassword', true),
  checkout: route('/checkout', 'logged-in', 'checkout', 'routes.checkout', false),
  home: route('/', 'logged-in', 'main', 'routes.dashboard', true),
  dashboard: route('/dashboard', 'logged-in', 'main', 'routes.dashboard', true),
  todo: route('/todo', 'logged-in', 'main', 'routes.todo', true),
  leads: route('/leads', 'logged-in', 'main', 'routes.leads', true),
  lead: route('/leads/:id', 'logged-in', 'main', 'routes.lead', true),
  providers: route('/providers', 'logged-in', 'main', 'routes.providers', false),
  providerInfo: route('/providers/:id/info', 'logged-in', 'main', 'routes.providerInfo', false),
  providerInfoTab: route('/providers/:id/info/:tab', 'logged-in', 'main', 'routes.providerInfo', false),
  providerBadges: route('/providers/:id/badges', 'logged-in', 'main', 'routes.providerBadges', false),
  providerGallery: route(
    '/providers/:providerId/gallery/:galleryId?',
    'logged-in',
    'main',
    'routes.providerGallery',
    false,
  ),
  providerGalleries: route(
    '/providers/:providerId/galleries/:galleryId',
    'logged-in',
    'main',
    'routes.providerGallery',
    false,
  ),
  relatedProviders: route(
    '/providers/:providerId/related-providers',
    'logged-in',
    'main',
    'routes.relatedProviders',
    false,
  ),
  providerItems: route('/providers/:id/items', 'logged-in', 'main', 'routes.providerItems', false),
  providerPayments: route('/providers/:providerId/payments', 'logged-in', 'main', 'routes.payments', false),
  calendarEvents: route('/providers/:id/calendar-events', 'logged-in', 'main', 'routes.calendar', false),
  galleries: route('/galleries', 'logged-in', 'main', 'routes.galleries', false),
  testimonials: route('/provider-testimonials', 'logged-in', 'main', 'routes.testimonials', false),
  transferReviews: route('/transfer-reviews', 'logged-in', 'main', 'routes.transferReviews', false),
  statisticsVisits: route('/statistics/visits', 'logged-in', 'main', 'routes.statisticsVisits', false),
  statisticsWeddings: route('/statistics/weddings', 'logged-in', 'main', 'routes.statisticsWeddings', false),
  statisticsRivals: route('/statistics/rivals', 'logged-in', 'main', 'routes.statisticsRivals', false),
  statisticsMagnet: route('/statistics/magnet', 'logged-in', 'main', 'routes.statisticsMagnet', false),
  customerUsers: route('/customer-users', 'logged-in', 'main', 'routes.customerUsers', false),
  discounts: route('/discounts', 'logged-in', 'main', 'routes.discounts', false),
  attachments: route('/templates/attachments', 'logged-in', 'main', 'routes.attachments', false),
  signatures: route('/templates/signatures', 'logged-in', 'main', 'routes.signatures', false),
  mailTemplates: route('/templates/mail-templates', 'logged-in', 'main', 'routes.mailTemplates', false),
  instagramCallback: route('/instagram/callback', 'logged-in', 'main', 'routes.instagramCallback', false),
  settings: route('/settings', 'logged-in', 'main', 'routes.settings', false),
  settingsTab: route('/settings/:tab', 'logged-in', 'main', 'routes.settings', false),
  referProvider: route('/refer-provider', 'logged-in', 'main', 'routes.referProvider', false),
  referProviderSuccess: route('/refer-provider/success', 'logged-in', 'main', 'routes.referProvider', false),
  referProviderConditions: route(
    '/refer-provider/conditions',
    'logged-in',
    'main',
    'routes.referProviderConditions',
    false,
  ),
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof routes;

const enc = encodeURIComponent;

/** Typed href builders: components never write paths by hand. */
export const href = {
  login: (redirectUrl?: string) =>
    redirectUrl ? `/auth/login?${new URLSearchParams({ redirectUrl })}` : '/auth/login',
  googleCallback: () => '/auth/google',
  forgotPassword: () => '/auth/forgot-password',
  forgotUsername: () => '/auth/forgot-username',
  renewPasswordLoggedOut: () => '/auth/renew-password',
  passwordResetRequest: () => '/password-reset',
  passwordReset: (recoveryKey: string) => `/password-reset/${enc(recoveryKey)}`,
  register: (customerId: number, customerUserId: number, hash: string) =>
    `/register/${customerId}/${customerUserId}/${enc(hash)}`,
  signupWizard: (hash: string) => `/signup-wizard/${enc(hash)}`,
  error401: () => '/errors/error-401',
  error404: () => '/errors/error-404',
  error500: () => '/errors/error-500',
  passwordRenew: () => '/password-renew',
  checkout: () => '/checkout',
  home: () => '/',
  dashboard: () => '/dashboard',
  todo: () => '/todo',
  leads: (search?: URLSearchParams) => (search && search.size > 0 ? `/leads?${search}` : '/leads'),
  lead: (id: number, tab?: 'messages') => (tab ? `/leads/${id}?activeTab=${tab}` : `/leads/${id}`),
  providers: () => '/providers',
  providerInfo: (id: number) => `/providers/${id}/info`,
  providerInfoTab: (id: number, tab: string) => `/providers/${id}/info/${enc(tab)}`,
  providerBadges: (id: number) => `/providers/${id}/badges`,
  providerGallery: (providerId: number, galleryId?: number) =>
    galleryId === undefined ? `/providers/${providerId}/gallery` : `/providers/${providerId}/gallery/${galleryId}`,
  providerGalleries: (providerId: number, galleryId: number) => `/providers/${providerId}/galleries/${galleryId}`,
  relatedProviders: (providerId: number) => `/providers/${providerId}/related-providers`,
  providerItems: (id: number) => `/providers/${id}/items`,
  /** `providerId` 0 shows the product information of the whole account. */
  providerPayments: (providerId: number) => `/providers/${providerId}/payments`,
  calendarEvents: (id: number) => `/providers/${id}/calendar-events`,
  galleries: () => '/galleries',
  testimonials: () => '/provider-testimonials',
  transferReviews: () => '/transfer-reviews',
  statisticsVisits: () => '/statistics/visits',
  statisticsWeddings: () => '/statistics/weddings',
  statisticsRivals: () => '/statistics/rivals',
  statisticsMagnet: () => '/statistics/magnet',
  customerUsers: () => '/customer-users',
  discounts: () => '/discounts',
  attachments: () => '/templates/attachments',
  signatures: () => '/templates/signatures',
  mailTemplates: () => '/templates/mail-templates',
  instagramCallback: () => '/instagram/callback',
  settings: () => '/settings',
  settingsTab: (tab: string) => `/settings/${enc(tab)}`,
  referProvider: () => '/refer-provider',
  referProviderSuccess: () => '/refer-provider/success',
  referProviderConditions: () => '/refer-provider/conditions',
} satisfies Record<RouteName, (...args: never[]) => string>;

/** Routes whose feature is not built yet: they show the "coming soon" page. */
export function comingSoonRoutes(): RouteInfo[] {
  return Object.values(routes).filter((r) => !r.built);
}
