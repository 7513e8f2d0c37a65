import { defineRoutes, type RoutesOf } from '@/config/paths';

const enc = encodeURIComponent;

/** Login, recovery, invitation and forced password renewal. */
export const authRoutes = defineRoutes({
  login: {
    path: '/auth/login',
    href: (redirectUrl?: string) =>
      redirectUrl ? `/auth/login?${new URLSearchParams({ redirectUrl })}` : '/auth/login',
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.login',
    modalExcluded: true,
    page: () => import('./routes/login'),
  },
  googleCallback: {
    path: '/auth/google',
    href: () => '/auth/google',
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.googleCallback',
    page: () => import('./routes/google-callback'),
  },
  forgotPassword: {
    path: '/auth/forgot-password',
    href: () => '/auth/forgot-password',
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.forgotPassword',
    page: () => import('./routes/forgot-password'),
  },
  forgotUsername: {
    path: '/auth/forgot-username',
    href: () => '/auth/forgot-username',
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.forgotUsername',
    page: () => import('./routes/forgot-username'),
  },
  renewPasswordLoggedOut: {
    path: '/auth/renew-password',
    href: () => '/auth/renew-password',
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.renewPassword',
    page: () => import('./routes/renew-password-logged-out'),
  },
  passwordResetRequest: {
    path: '/password-reset',
    href: () => '/password-reset',
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.forgotPassword',
    modalExcluded: true,
    page: () => import('./routes/forgot-password'),
  },
  passwordReset: {
    path: '/password-reset/:recoveryKey',
    href: (recoveryKey: string) => `/password-reset/${enc(recoveryKey)}`,
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.passwordReset',
    page: () => import('./routes/password-reset'),
  },
  register: {
    path: '/register/:customerId/:customerUserId/:hash',
    href: (customerId: number, customerUserId: number, hash: string) =>
      `/register/${customerId}/${customerUserId}/${enc(hash)}`,
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.register',
    page: () => import('./routes/register'),
  },
  /**
   * Any other path under /register: an invitation link with a parameter missing (`/register/1/5`) or one segment
   * too many. The invitation page finds no parameters in it and goes to the login page like for malformed ones
   * (spec point 2), which says why.
   */
  registerIncomplete: {
    path: '/register/*',
    href: () => '/register',
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.register',
    page: () => import('./routes/register'),
  },
  passwordRenew: {
    path: '/password-renew',
    href: () => '/password-renew',
    access: 'logged-in',
    layout: 'bare',
    titleKey: 'routes.renewPassword',
    modalExcluded: true,
    page: () => import('./routes/password-renew'),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof authRoutes> {}
}
