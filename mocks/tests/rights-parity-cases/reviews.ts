// Rights cases (see index.ts) of the reviews: testimonials and comments from other review sites.
import { type RightsEntry, withProvider } from './shared';

// ---- reviews
export const REVIEW_CASES: Record<string, RightsEntry> = {
  listProviderTestimonials: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getProviderTestimonialCounts: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getProviderTestimonial: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const testimonial = db.testimonials.all().find((t) => t.providerId === providerId);
        return testimonial && { params: { id: testimonial.id } };
      },
    },
  ],
  updateProviderTestimonial: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const testimonial = db.testimonials.all().find((t) => t.providerId === providerId && t.status === 'published');
        return testimonial && { params: { id: testimonial.id }, body: { isFeatured: !testimonial.isFeatured } };
      },
    },
  ],
  replyToProviderTestimonial: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const testimonial = db.testimonials
          .all()
          .find((t) => t.providerId === providerId && t.status === 'published' && t.reply === null);
        return (
          testimonial && {
            params: { id: testimonial.id },
            body: { body: 'Herzlichen Dank für Ihre Bewertung und alles Gute!' },
          }
        );
      },
    },
  ],
  listReviewChannels: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  listExternalComments: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  importExternalComments: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const channel = db.reviewChannels.all().find((c) => c.providerId === providerId && c.isConnected);
        const comment =
          channel &&
          db.externalComments
            .all()
            .find(
              (c) =>
                c.providerId === providerId && c.channelId === channel.id && c.transferStatus === 'not_transferred',
            );
        return (
          channel &&
          comment && { params: { id: providerId }, body: { channelId: channel.id, externalCommentIds: [comment.id] } }
        );
      },
    },
  ],
  getExternalCommentFilters: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
};
