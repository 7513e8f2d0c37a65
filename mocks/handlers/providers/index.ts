// Providers: the user's providers, listing data (changes wait for the team's approval), the user's rights and the
// plan gates, the active product, the call-tracking number, missing data, quote-request forms and the providers a
// provider worked with (reference gallery), one module per sub-resource, registered in the old order.
import type { MockHttp } from '../../lib/http';
import { providerListingHandlers } from './listing';
import { providerDetailsHandlers } from './details';
import { relatedProvidersHandlers } from './related';

export function providersHandlers(http: MockHttp) {
  return [...providerListingHandlers(http), ...providerDetailsHandlers(http), ...relatedProvidersHandlers(http)];
}
