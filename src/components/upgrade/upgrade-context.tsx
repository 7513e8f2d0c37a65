import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { UpgradeFeature } from './api/create-upgrade-request';
import { loadFeatureTexts } from '@/i18n';

// The dialog (with react-hook-form, zod and its schemas) loads when it first opens, not with every page of the
// main layout (issue 23: about 40 KB of a first visit).
// Its texts (`upgrade.…`, src/components/upgrade/texts) come with it.
const UpgradeDialog = lazy(async () => {
  const [module] = await Promise.all([import('./upgrade-dialog'), loadFeatureTexts('upgrade')]);
  return { default: module.UpgradeDialog };
});

export interface OpenUpgradeOptions {
  /** The provider whose page or entry asked for the feature, if any. */
  providerId?: number;
}

interface UpgradeDialogApi {
  /** Opens the upgrade-request dialog for a plan-gated feature (spec point 1). */
  open: (feature: UpgradeFeature, options?: OpenUpgradeOptions) => void;
}

const UpgradeDialogContext = createContext<UpgradeDialogApi | null>(null);

interface DialogState {
  feature: UpgradeFeature;
  providerId: number | undefined;
  /** Changes with every opening, so each opening starts with a fresh form. */
  serial: number;
}

/** Holds the one upgrade dialog of the main layout; any feature opens it with `useUpgradeDialog().open()`. */
export function UpgradeDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState | null>(null);
  const [open, setOpen] = useState(false);

  const openDialog = useCallback((feature: UpgradeFeature, options: OpenUpgradeOptions = {}) => {
    setState((previous) => ({ feature, providerId: options.providerId, serial: (previous?.serial ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ open: openDialog }), [openDialog]);

  return (
    <UpgradeDialogContext.Provider value={value}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <UpgradeDialog
            key={state.serial}
            open={open}
            onOpenChange={setOpen}
            feature={state.feature}
            providerId={state.providerId}
          />
        </Suspense>
      ) : null}
    </UpgradeDialogContext.Provider>
  );
}

export function useUpgradeDialog(): UpgradeDialogApi {
  const context = useContext(UpgradeDialogContext);
  if (!context) throw new Error('useUpgradeDialog() needs the UpgradeDialogProvider of the main layout.');
  return context;
}
