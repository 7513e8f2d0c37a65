// The listing's own rules beyond the document's schema (spec point 5): a name and an address that are more than
// spaces, a description of 300 characters, a website whose host has a dot, a phone number that is a valid number
// (the portal's one phone rule, issue 37.13), a district of the provider's city. One place for both ways a listing
// field changes: PUT /providers/{id} and the correction of a change that waits for approval (PUT
// /provider-data-update-queue/{id}), which checked only the document's pattern and took "+4912345" as a phone.
import type { z } from 'zod';
import type { zProviderUpdate } from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { emptyFieldErrors, type FieldErrors, messages } from './errors';
import { isValidPhone } from './phone';
import type { ProviderRecord } from './views';

type ProviderUpdate = z.infer<typeof zProviderUpdate>;

/** The field errors of the listing fields in `body` (the document's schema has passed). */
export function listingRuleErrors(provider: ProviderRecord, body: ProviderUpdate): FieldErrors {
  const errors = emptyFieldErrors();
  if (body.name !== undefined && body.name.trim() === '') errors.name = messages.required;
  if (body.address !== undefined && body.address.trim() === '') errors.address = messages.required;
  if (body.description !== undefined && body.description.trim().length < 300) {
    errors.description = `Der Beschreibungstext muss mindestens 300 Zeichen lang sein (derzeit ${body.description.trim().length}).`;
  }
  if (body.website) {
    const host = new URL(body.website).hostname;
    if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) {
      errors.website = 'Bitte geben Sie eine gültige Internetadresse ein, die mit http:// oder https:// beginnt.';
    }
  }
  // The body carries no country: a valid number of the country its prefix names.
  if (body.phone && !isValidPhone({ number: body.phone })) errors.phone = messages.phone;
  if (body.districtId !== undefined && body.districtId !== null) {
    const districtId = body.districtId;
    const district = db.districts.findFirst((q) => q.where({ id: districtId }));
    if (!district || district.cityId !== provider.cityId) {
      errors.districtId = `Dieser Stadtteil gehört nicht zu ${provider.city.name}.`;
    }
  }
  return errors;
}
