import { listExternalCommentsQueryLimits, listProviderTestimonialsQueryLimits } from '@/api/generated/limits';
import { defineSearchParams, searchParam } from '@/lib/search-params';

/** An id chosen in a filter, or null for "all" (left out of the URL). */
const optionalId = searchParam.optionalId;

/** The status tabs of /provider-testimonials: `all` plus the states of the document. */
export const STATUS_TABS = ['all', ...listProviderTestimonialsQueryLimits.status.enum] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** The URL state of /provider-testimonials: status tab, provider filter, page. */
export const testimonialListParams = defineSearchParams(
  {
    status: searchParam.oneOf(STATUS_TABS, 'all'),
    provider: optionalId(),
    page: searchParam.positiveInt<number>(listProviderTestimonialsQueryLimits.page.default),
  },
  { page: 'page' },
);

/** The transfer-state filter of /transfer-reviews: `all` plus the states of the document. */
export const TRANSFER_TABS = ['all', ...listExternalCommentsQueryLimits.transferStatus.enum] as const;

/** The URL state of /transfer-reviews: the provider, the filters and the page. */
export const transferParams = defineSearchParams(
  {
    provider: optionalId(),
    channel: optionalId(),
    rating: optionalId(),
    transfer: searchParam.oneOf(TRANSFER_TABS, 'all'),
    page: searchParam.positiveInt<number>(listExternalCommentsQueryLimits.page.default),
  },
  { page: 'page' },
);
