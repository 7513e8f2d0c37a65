/**
 * Spec points 5 and 9: an account keeps at most 10 saved cards. The document says the same as the list's
 * `maxItems` and the 409 CARD_LIMIT_REACHED of createCreditCard; the add button says so at the limit.
 */
export const MAX_SAVED_CARDS = 10;
