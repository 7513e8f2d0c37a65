import { MessageSquareQuote } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Couples' testimonials and reviews moved from elsewhere (not built yet). */
export const reviewRoutes = defineRoutes({
  testimonials: {
    path: '/provider-testimonials',
    href: () => '/provider-testimonials',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.testimonials',
    nav: { order: 60, labelKey: 'shell.nav.testimonials', icon: MessageSquareQuote },
  },
  // Hidden in the sidebar by the spec.
  transferReviews: {
    path: '/transfer-reviews',
    href: () => '/transfer-reviews',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.transferReviews',
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof reviewRoutes> {}
}
