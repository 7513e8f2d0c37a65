// Catalogs: what the catalogues, their item options and the hall capacity records share (the rule messages, a
// catalogue type's rows for a provider category, the provider named in a body).
import { db } from '../../db';
import { validationFailed } from '../../lib/errors';
import { type Session } from '../../lib/session';
import { requireProviderRight } from '../../lib/rights';

export const MSG = {
  expireTooEarly: 'Das Ablaufdatum darf nicht vor gestern liegen.',
  expireTooLate: 'Das Ablaufdatum darf höchstens 3 Monate in der Zukunft liegen.',
  discountNotLower: 'Der reduzierte Preis muss niedriger sein als der reguläre Preis.',
  unitDigits: 'Die Einheit ist eine ganze Zahl mit höchstens 5 Ziffern.',
  typeUnknown: 'Diesen Katalogtyp gibt es nicht.',
  optionMismatch: 'Diese Position gibt es für diesen Katalog nicht.',
  typeWithoutOptions:
    'Für die Kategorie dieses Anbieters gibt es keine Positionen dieser Katalogart. Bitte wählen Sie eine andere Katalogart.',
  unknownCurrency: 'Diese Währung gibt es nicht.',
  duplicatePeriod: 'Für diese Position und diesen Zeitraum gibt es bereits einen Preis.',
  allWithPeriods: 'Ein Preis für alle Tage schließt eigene Preise für Wochentage oder Wochenenden aus.',
  guestsOrder: 'Die maximale Gästezahl darf nicht kleiner sein als die minimale.',
  spaceName: 'Der Name darf nur Buchstaben, Ziffern und Leerzeichen enthalten.',
  minCapacity: 'Die minimale Kapazität muss mindestens zweistellig sein (ab 10).',
  maxCapacity: 'Die maximale Kapazität darf höchstens vierstellig sein (bis 9999).',
  capacityOrder: 'Die maximale Kapazität darf nicht kleiner sein als die minimale.',
  mealOrCocktail: 'Bitte geben Sie die Kapazität für ein Essen oder für einen Empfang an.',
  spaceNameTaken: 'Einen Raum mit diesem Namen gibt es bei diesem Anbieter bereits.',
  spaceOnlyVenues: 'Raumkapazitäten können nur für Hochzeitslocations angelegt werden.',
  providerUnknown: 'Diesen Anbieter gibt es in Ihrem Konto nicht.',
} as const;

/**
 * The rows a catalogue of this type can price for this provider category (`GET /catalog-items`). A type without
 * rows for the category cannot be created for it (issue 37.11): the portal offers only types with rows, and the
 * create call refuses the others on `catalogTypeId`.
 */
export function itemOptionsFor(catalogTypeId: number, providerCategoryId: number) {
  return db.catalogItemOptions
    .all()
    .filter((o) => o.catalogTypeId === catalogTypeId && o.providerCategoryIds.includes(providerCategoryId));
}

/** A provider named in a body: it must be one of the user's (422 otherwise) and the user must manage it (403). */
export function requireBodyProvider(session: Session, providerId: number): void {
  if (!session.providerIds.includes(providerId)) throw validationFailed({ providerId: MSG.providerUnknown });
  requireProviderRight(session, providerId, 'manage');
}
