// POST /proposals: upgrade requests from the upgrade dialog of every plan-gated feature and referrals from
// the /refer-provider form. Both are stored in `proposals` for the sales team.
import { zCreateProposalBody, zProviderUpgradeRequest, zReferralProposal } from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId } from '../db/collection';
import { CAMPAIGN } from '../db/marketing';
import { isoDateTime, now } from '../lib/clock';
import { collectFieldErrors, conflict, forbidden, messages, validationFailed } from '../lib/errors';
import { isValidPhone } from '../lib/phone';
import type { MockHttp } from '../lib/http';
import { parseVariant, readJsonBody } from '../lib/validate';

/**
 * Deliberate failure for demos and UI tests: a proposal whose companyName is exactly this answers 422 with a
 * message, so the upgrade popup's failure state (header and body change, send button hidden) and the
 * referral form's error toast can be shown on purpose. Nothing is stored.
 */
export const FAILING_COMPANY_NAME = 'Fehler GmbH';

const FORBIDDEN_ACCOUNT = 'Sie haben keine Berechtigung für dieses Kundenkonto.';

/** An active config campaign_id entry with this id (and the one the variant uses). */
function campaignError(campaignId: number, expected: number): string | null {
  const entry = db.configEntries
    .all()
    .find((e) => e.type === 'campaign_id' && e.itemId === campaignId && e.status === 1);
  if (!entry) return 'Diese Kampagne gibt es nicht.';
  if (campaignId !== expected) return 'Diese Kampagne passt nicht zu dieser Anfrage.';
  return null;
}

export function proposalsHandlers(http: MockHttp) {
  return [
    http.post('/proposals', async ({ request, response, session }) => {
      const body = parseVariant(
        zCreateProposalBody,
        { upgrade: zProviderUpgradeRequest, referral: zReferralProposal },
        'type',
        await readJsonBody(request),
      );

      if (body.companyName === FAILING_COMPANY_NAME) {
        throw validationFailed(
          { companyName: 'Für diese Firma kann keine Anfrage gesendet werden.' },
          'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
        );
      }

      const created = isoDateTime(now());
      const errors = collectFieldErrors();
      if (body.type === 'upgrade') {
        if (body.customer.id !== session.customerId || body.customerUser.id !== session.user.id) {
          throw forbidden(FORBIDDEN_ACCOUNT);
        }
        const campaign = campaignError(body.campaign.id, CAMPAIGN.upgrade);
        if (campaign) errors.add('campaign.id', campaign);
        if (body.companyName.trim() === '') errors.add('companyName', messages.required);
        if (body.name.trim() === '') errors.add('name', messages.required);
        if (body.providerId != null && !session.providerIds.includes(body.providerId)) {
          errors.add('providerId', 'Dieser Anbieter gehört nicht zu Ihrem Konto.');
        }
        errors.throwIfAny();
        const open = db.proposals
          .all()
          .some(
            (p) =>
              p.type === 'upgrade' &&
              p.status === 'open' &&
              p.customerId === session.customerId &&
              p.feature === body.feature,
          );
        if (open) {
          throw conflict(
            'Für diese Funktion liegt bereits eine offene Anfrage vor. Wir melden uns in Kürze bei Ihnen.',
            'UPGRADE_REQUEST_OPEN',
          );
        }
        const proposal = await db.proposals.create({
          id: nextId(db.proposals, 2200),
          type: 'upgrade',
          status: 'open',
          customerId: session.customerId,
          customerUserId: session.user.id,
          campaignId: body.campaign.id,
          companyName: body.companyName.trim(),
          name: body.name.trim(),
          feature: body.feature,
          providerId: body.providerId ?? null,
          message: body.message ?? null,
          phone: null,
          categoryId: null,
          createdAt: created,
        });
        return response(201).json({ data: { id: proposal.id, type: proposal.type, createdAt: proposal.createdAt } });
      }

      // Referral: the referring user and customer, when sent, must be the logged-in ones.
      if (
        (body.customerId !== undefined && body.customerId !== session.customerId) ||
        (body.customerUserId !== undefined && body.customerUserId !== session.user.id)
      ) {
        throw forbidden(FORBIDDEN_ACCOUNT);
      }
      const campaignId = body.campaign?.id ?? CAMPAIGN.referral;
      const campaign = campaignError(campaignId, CAMPAIGN.referral);
      if (campaign) errors.add('campaign.id', campaign);
      if (body.companyName.trim() === '') errors.add('companyName', messages.required);
      if (body.name.trim() === '') errors.add('name', messages.required);
      if (!isValidPhone({ number: body.phone })) errors.add('phone', messages.phone);
      const allowedCategory = db.configEntries
        .all()
        .some((e) => e.type === 'allowed_provider_category_ids' && e.itemId === body.category.id && e.status === 1);
      if (!allowedCategory || !db.categories.findFirst((q) => q.where({ id: body.category.id }))) {
        errors.add('category.id', 'Bitte wählen Sie eine gültige Kategorie.');
      }
      errors.throwIfAny();
      const proposal = await db.proposals.create({
        id: nextId(db.proposals, 2200),
        type: 'referral',
        status: 'open',
        customerId: session.customerId,
        customerUserId: session.user.id,
        campaignId,
        companyName: body.companyName.trim(),
        name: body.name.trim(),
        feature: null,
        providerId: null,
        message: null,
        phone: body.phone,
        categoryId: body.category.id,
        createdAt: created,
      });
      return response(201).json({ data: { id: proposal.id, type: proposal.type, createdAt: proposal.createdAt } });
    }),
  ];
}
