// Error answers (`operationId status`) of operations the portal calls that no mock test produces, each with the
// reason. The gate (error-branches.global.ts) fails when a listed pair is produced after all (then remove it).
export const errorBranchExceptions: Readonly<Record<string, string>> = {
  'listCreditCards 403':
    "The mock answers another customer's record as if it did not exist (404, docs/security.md); 403 is declared for a real server's other refusals, which the mock has none of for this read (issue 19).",
  'getSubscription 403':
    "The mock answers another customer's record as if it did not exist (404, docs/security.md); 403 is declared for a real server's other refusals, which the mock has none of for this read (issue 19).",
  'listPaymentInstallments 403':
    "The mock answers another customer's record as if it did not exist (404, docs/security.md); 403 is declared for a real server's other refusals, which the mock has none of for this read (issue 19).",
  'listDiscounts 403':
    "The mock narrows a list to what the user may see instead of refusing it (another provider or discount is left out); 403 is declared for a real server's other refusals (issue 19).",
  'listDiscountCoupons 403':
    "The mock narrows a list to what the user may see instead of refusing it (another provider or discount is left out); 403 is declared for a real server's other refusals (issue 19).",
};
