// Which products couples see (docs/products.md, issue 37.4): a product is shown on the marketplace only while it is
// active (ProductStatus) and approved by the team (ProductApprovalStatus). A new product waits for approval, a
// change of name, description or price sends it back, a rejected one stays hidden, and a passive one is hidden
// by the provider. One definition for the portal and the mock backend: whatever is offered to a couple (the bid
// on a bridal-gown lead) is a product the couple could find on the provider's page.

/** The `listProviderItems` filters that give the products couples see. */
export const VISIBLE_TO_COUPLES = { status: 'active', approvalStatus: 'approved' } as const;

/** Whether couples see this product on the marketplace. */
export function isVisibleToCouples(item: { status: string; approvalStatus: string }): boolean {
  return item.status === VISIBLE_TO_COUPLES.status && item.approvalStatus === VISIBLE_TO_COUPLES.approvalStatus;
}
