import { lazy, type ReactNode, Suspense } from 'react';
import { loadFeatureTexts } from '@/i18n';
import { usePromptList } from '@/api/queries/prompts';
import { routes } from '@/config/paths';
import { type QueuedModal, useModalQueue } from '@/lib/modal-queue';
import { useTargetPathname } from '@/lib/navigation-target';
import { type AccessToken, useSession } from '@/lib/session/session-query';
import { useMissingData } from '@/api/queries/missing-data';
import { NEWEST_OPEN_TODO } from '../api/prompt-filters';
import { anotherPromptModal, MODALS } from './modal-registry';

// The modals (Radix's dialog with its focus trap and scroll lock) load when one is due, not with every page of
// the main layout (issue 23).
// The catalogue modals show the catalogue form and its texts, which otherwise load only with the catalogue pages.
const loadCatalogModals = () => Promise.all([import('./catalog-modals'), loadFeatureTexts('catalogues')]);
const PriceUpdateModal = lazy(async () => ({ default: (await loadCatalogModals())[0].PriceUpdateModal }));
const CatalogInsertModal = lazy(async () => ({ default: (await loadCatalogModals())[0].CatalogInsertModal }));
const MissingInfoModal = lazy(async () => ({ default: (await import('./missing-info-modal')).MissingInfoModal }));
const PromptModal = lazy(async () => ({ default: (await import('./prompt-modal')).PromptModal }));
const ReferralPromoModal = lazy(async () => ({
  default: (await import('./referral-promo-modal')).ReferralPromoModal,
}));

interface Candidate {
  modal: QueuedModal;
  render: (close: () => void) => ReactNode;
}

/**
 * The modal queue of the main layout (spec points 4 and 9). Render it once inside MainLayout, next to the
 * page outlet: it loads the missing data of the user's providers and the newest open to-do, then shows the
 * five modals one at a time by priority, on the dashboard only (the rule is written in
 * `@/lib/modal-queue/modal-queue.ts`).
 */
export function ModalQueueHost() {
  const session = useSession();
  if (session.status !== 'logged-in') return null;
  return <ModalQueue accessToken={session.accessToken} />;
}

function ModalQueue({ accessToken }: { accessToken: AccessToken }) {
  // While a navigation is under way (a lazy page loading after a modal's link), the queue goes by where the user
  // is going: the next modal must not open over the dashboard the user is leaving.
  const pathname = useTargetPathname();
  const { user, isSwitchedUser } = accessToken;
  // No modal shows in a switch-user session, so nothing is loaded for one either.
  const providers = isSwitchedUser ? [] : user.providers;
  const missing = useMissingData(providers.map((provider) => provider.id));
  const todo = usePromptList(NEWEST_OPEN_TODO, { enabled: !isSwitchedUser });
  const ready = missing.settled && (isSwitchedUser || !todo.isPending);

  const nameOf = (providerId: number) =>
    providers.find((provider) => provider.id === providerId)?.name ?? `#${providerId}`;

  const priceUpdates = missing.data.flatMap((entry) =>
    entry.catalogs.ids.map((catalogId) => ({
      catalogId,
      providerId: entry.providerId,
      providerName: nameOf(entry.providerId),
    })),
  );
  const catalogInserts = missing.data
    .filter((entry) => entry.catalogs.insert)
    .map((entry) => ({ providerId: entry.providerId, providerName: nameOf(entry.providerId) }));
  const missingForms = missing.data.find((entry) => entry.forms.length > 0);
  const prompt = todo.data?.[0];

  const candidates: Candidate[] = [
    { modal: { ...MODALS.advertisementVideo, qualifies: false }, render: () => null },
    {
      modal: { ...MODALS.priceUpdate, qualifies: priceUpdates.length > 0 },
      render: (close) => <PriceUpdateModal catalogs={priceUpdates} onClose={close} />,
    },
    {
      modal: { ...MODALS.catalogInsert, qualifies: catalogInserts.length > 0 },
      render: (close) => <CatalogInsertModal providers={catalogInserts} onClose={close} />,
    },
    {
      modal: { ...MODALS.missingProviderInfo, qualifies: missingForms !== undefined },
      render: (close) =>
        missingForms ? (
          <MissingInfoModal
            providerId={missingForms.providerId}
            providerName={nameOf(missingForms.providerId)}
            fields={missingForms.forms.map((form) => form.label)}
            onClose={close}
          />
        ) : null,
    },
  ];
  if (prompt) {
    candidates.push({
      modal: { ...anotherPromptModal(prompt.id), qualifies: true },
      render: (close) => <PromptModal prompt={prompt} onClose={close} />,
    });
  }

  candidates.push({
    modal: { ...MODALS.referralPromo, qualifies: true },
    render: (close) => <ReferralPromoModal onClose={close} />,
  });

  const { currentId, close } = useModalQueue({
    modals: candidates.map((candidate) => candidate.modal),
    ready,
    userId: user.id,
    pathname,
    showOnPaths: [routes.home.path, routes.dashboard.path],
    isSwitchedUser,
  });
  const current = candidates.find((candidate) => candidate.modal.id === currentId);
  return current ? <Suspense fallback={null}>{current.render(close)}</Suspense> : null;
}
