import { MessageSquareQuote } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** Couples' reviews, replies, review requests and reviews moved from other platforms (issue 18; docs/reviews.md). */
export const reviewRoutes = defineRoutes({
  testimonials: {
    path: '/provider-testimonials',
    href: () => '/provider-testimonials',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.testimonials',
    nav: { order: 60, labelKey: 'shell.nav.testimonials', icon: MessageSquareQuote },
    page: () => import('./routes/testimonials-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadTestimonials)),
  },
  // Hidden in the sidebar by the spec.
  transferReviews: {
    path: '/transfer-reviews',
    href: () => '/transfer-reviews',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.transferReviews',
    page: () => import('./routes/transfer-reviews-page'),
    // The chosen provider's channels, the filters and the reviews of other platforms.
    loader: lazyLoader(() => import('./transfer-loader').then((module) => module.loadTransferReviews)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof reviewRoutes> {}
}
