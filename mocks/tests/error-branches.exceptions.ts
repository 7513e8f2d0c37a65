// Error answers (`operationId status`) of operations the portal calls that no mock test produces, each with the
// reason. The gate (error-branches.global.ts) fails when a listed pair is produced after all (then remove it).
export const errorBranchExceptions: Readonly<Record<string, string>> = {};
