// The URL state of /providers/{id}/items: the name search (`?query=`, cut to the document's length) and one status
// filter (`?status=`). The status filter speaks the vendor's words: whether couples see the product, the provider's
// own active/passive switch and the team's approval state (docs/products.md, "Search and status filter").
import { listProviderItemsQueryLimits } from '@/api/generated/limits';
import type { ProviderItemFilters } from '@/api/queries/provider-items';
import { isOneOf } from '@/lib/guards';
import { VISIBLE_TO_COUPLES } from '@/lib/product-visibility';
import { defineSearchParams, searchParam } from '@/lib/search-params';

const limits = listProviderItemsQueryLimits;

/** "Seen by couples" (active and approved, src/lib/product-visibility.ts). */
export const VISIBLE = 'visible';

/** The status filter's choices: couples see it, the provider's switch, the approval states. */
export const PRODUCT_STATE_FILTERS = [VISIBLE, ...limits.status.enum, ...limits.approvalStatus.enum] as const;
export type ProductStateFilter = (typeof PRODUCT_STATE_FILTERS)[number];

export const productListParams = defineSearchParams({
  query: searchParam.text(limits.query.maxLength),
  status: searchParam.optionalOneOf(PRODUCT_STATE_FILTERS),
});

/** The document's filters of `GET /provider-items` for the page's URL state (one function for page and loader). */
export function productFilters(values: { query: string; status: ProductStateFilter | null }): ProviderItemFilters {
  const { status } = values;
  const query = values.query.trim();
  return {
    ...(query ? { query } : {}),
    ...(status === VISIBLE ? VISIBLE_TO_COUPLES : {}),
    ...(isOneOf(limits.status.enum, status) ? { status } : {}),
    ...(isOneOf(limits.approvalStatus.enum, status) ? { approvalStatus: status } : {}),
  };
}
