import { MessageSquareQuote } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';

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
    loader: (context) => import('./loaders').then(({ loadTestimonials }) => loadTestimonials(context)),
  },
  // Hidden in the sidebar by the spec.
  transferReviews: {
    path: '/transfer-reviews',
    href: () => '/transfer-reviews',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.transferReviews',
    page: () => import('./routes/transfer-reviews-page'),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof reviewRoutes> {}
}
