// POST /proposals in one place: an upgrade request (the plan-gate dialog, shared UI) and a referral (the referral
// feature) are both proposals to the sales team, told apart by `type`. Nothing the portal shows lists proposals,
// so no query reads them and nothing is invalidated.
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type ProposalCreate = components['schemas']['ProposalCreate'];

export async function createProposal(body: ProposalCreate) {
  return unwrap(await api.POST('/proposals', { body })).data;
}
