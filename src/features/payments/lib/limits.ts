import { CreditCardListLimits } from '@/api/generated/limits';

/**
 * Spec points 5 and 9: an account keeps at most 10 saved cards (the document's list of saved cards; the 11th is
 * refused with 409 CARD_LIMIT_REACHED). The add button says so at the limit.
 */
export const MAX_SAVED_CARDS = CreditCardListLimits.maxItems;
