/** A record the customer keeps either for one of its providers or for all of them (`providerId` null). */
interface ProviderScoped {
  providerId: number | null;
}

/**
 * What a lead of `providerId` may use, in the order the pickers offer it: that provider's own records first,
 * then the customer-wide ones; another provider's never (a bridal salon's template has no place on a venue's
 * lead). The order inside each group stays as the server sent it.
 */
export function forLeadProvider<T extends ProviderScoped>(records: readonly T[], providerId: number): T[] {
  return [
    ...records.filter((record) => record.providerId === providerId),
    ...records.filter((record) => record.providerId === null),
  ];
}
