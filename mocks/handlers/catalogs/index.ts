// Catalogs: price and menu catalogues with the price update form and their PDF, their item options, and the hall
// capacity records (customer spaces) of venues (spec points 3, 4 "Price update modal" and 5; issue 42.1), one module
// per sub-resource.
import type { MockHttp } from '../../lib/http';
import { catalogPdfHandlers } from './catalog-pdf';
import { customerCatalogsHandlers } from './catalogs';
import { catalogItemsHandlers } from './catalog-items';
import { customerSpacesHandlers } from './spaces';

export function catalogsHandlers(http: MockHttp) {
  return [
    ...customerCatalogsHandlers(http),
    ...catalogPdfHandlers(http),
    ...catalogItemsHandlers(http),
    ...customerSpacesHandlers(http),
  ];
}
