// The URL state of /providers: the name search (`?name=`), cut to the document's length.
import { listProvidersQueryLimits } from '@/api/generated/limits';
import { defineSearchParams, searchParam } from '@/lib/search-params';

export const providerListParams = defineSearchParams({
  name: searchParam.text(listProvidersQueryLimits.name.maxLength),
});
