// The URL state of /providers: the name search (`?name=`), cut to the document's length. One free-text param needs
// no schema: this reads and writes it as `searchParam.text` of src/lib/search-params.ts does, without the zod core
// that module brings (15 KB gzipped on the first visit of /providers and /providers/{id}/info; docs/listing.md).
import { listProvidersQueryLimits } from '@/api/generated/limits';

const NAME = 'name';

interface ProviderListValues {
  name: string;
}

export const providerListParams = {
  /** The search of the URL; absent is ''. */
  read: (params: URLSearchParams): ProviderListValues => ({
    name: (params.get(NAME) ?? '').slice(0, listProvidersQueryLimits.name.maxLength),
  }),
  /** The URL query with the search set (an empty search leaves the param out); other params are kept. */
  update: (params: URLSearchParams, patch: Partial<ProviderListValues>): URLSearchParams => {
    const name = patch.name ?? providerListParams.read(params).name;
    const next = new URLSearchParams(params);
    next.delete(NAME);
    if (name !== '') next.set(NAME, name);
    return next;
  },
};
