import type { RouteName } from '@/config/paths';

/** Route modules of the auth feature (login, recovery, invitation, forced password renewal). */
export const authRouteModules: Partial<Record<RouteName, () => Promise<{ default: React.ComponentType }>>> = {
  login: () => import('./routes/login'),
  googleCallback: () => import('./routes/google-callback'),
  forgotPassword: () => import('./routes/forgot-password'),
  passwordResetRequest: () => import('./routes/forgot-password'),
  forgotUsername: () => import('./routes/forgot-username'),
  renewPasswordLoggedOut: () => import('./routes/renew-password-logged-out'),
  passwordReset: () => import('./routes/password-reset'),
  register: () => import('./routes/register'),
  passwordRenew: () => import('./routes/password-renew'),
};
