// Testimonials (the Comments page): couple reviews, featured flags and replies (plan-gated), plus the review
// channels and the reviews on other platforms that can be transferred, one module per sub-resource.
import type { MockHttp } from '../../lib/http';
import { providerTestimonialsHandlers } from './testimonials';
import { externalCommentsHandlers } from './external-comments';

export function testimonialsHandlers(http: MockHttp) {
  return [...providerTestimonialsHandlers(http), ...externalCommentsHandlers(http)];
}
