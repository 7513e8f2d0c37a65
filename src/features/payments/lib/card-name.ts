// The name of a saved card ("Bezeichnung"), as the rename form checks it before sending: the document's rule
// (CreditCardUpdate.name: 1–50 characters), counted after trimming as the server counts it.
import * as z from 'zod';
import { CreditCardUpdateLimits } from '@/api/generated/limits';
import { validationMessage } from '@/lib/forms/messages';

export const CARD_NAME_MAX = CreditCardUpdateLimits.properties.name.maxLength;

export const cardNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, validationMessage.required())
    .max(CARD_NAME_MAX, validationMessage.tooLong(CARD_NAME_MAX)),
});
