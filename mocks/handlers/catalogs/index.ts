// Catalogs: price and menu catalogues with the price update form, their item options, and the hall capacity
// records (customer spaces) of venues (spec points 3, 4 "Price update modal" and 5), one module per
// sub-resource.
import type { MockHttp } from '../../lib/http';
import { customerCatalogsHandlers } from './catalogs';
import { catalogItemsHandlers } from './catalog-items';
import { customerSpacesHandlers } from './spaces';

export function catalogsHandlers(http: MockHttp) {
  return [...customerCatalogsHandlers(http), ...catalogItemsHandlers(http), ...customerSpacesHandlers(http)];
}
