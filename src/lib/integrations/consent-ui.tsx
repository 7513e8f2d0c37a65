// The consent banner and settings dialog (issue 22, point 2), on the shared Radix dialog. The banner sits fixed at
// the bottom over the page (it moves nothing: no layout shift) and loads after the first render (runtime.tsx).
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import type { IntegrationsConfig } from '../runtime-config';
import { type ConsentChoice, getConsent, saveConsent, useConsent } from './consent';
import { loadConsentTexts } from './consent-texts';

/** Whether the settings dialog is open: a tiny store, so the user menu can open it from outside React's tree. */
const listeners = new Set<() => void>();
let dialogOpen = false;
export const consentDialog = {
  open() {
    dialogOpen = true;
    listeners.forEach((listener) => listener());
  },
  close() {
    dialogOpen = false;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => dialogOpen,
};

const ALL: ConsentChoice = { statistics: true, marketing: true };
const NECESSARY_ONLY: ConsentChoice = { statistics: false, marketing: false };

/** After the banner is gone, focus goes to the page's main content rather than to nowhere. */
function focusMain(): void {
  document.getElementById('main-content')?.focus();
}

export function ConsentHost({ config }: { config: IntegrationsConfig }) {
  const consent = useConsent();
  const open = useSyncExternalStore(consentDialog.subscribe, consentDialog.isOpen);
  // A language switch: the texts of the new language load, then the banner renders in it.
  const { i18n } = useTranslation();
  const [loadedFor, setLoadedFor] = useState(i18n.language);
  useEffect(() => {
    let current = true;
    void loadConsentTexts(i18n.language).then(() => current && setLoadedFor(i18n.language));
    return () => {
      current = false;
    };
  }, [i18n.language]);
  if (loadedFor !== i18n.language) return null;
  return (
    <>
      {consent === null && !open ? <ConsentBanner /> : null}
      <ConsentDialog
        open={open}
        statisticsAvailable={config.analytics.measurementId !== ''}
        onOpenChange={(next) => (next ? consentDialog.open() : consentDialog.close())}
      />
    </>
  );
}

function ConsentBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const decide = (choice: ConsentChoice) => {
    saveConsent(choice);
    focusMain();
  };
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] md:p-6"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-end md:gap-6">
        <div className="grid flex-1 gap-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t('consent.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('consent.text')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => consentDialog.open()} aria-haspopup="dialog">
            {t('consent.settings')}
          </Button>
          <Button variant="secondary" onClick={() => decide(NECESSARY_ONLY)}>
            {t('consent.necessaryOnly')}
          </Button>
          <Button onClick={() => decide(ALL)}>{t('consent.acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}

function ConsentDialog({
  open,
  statisticsAvailable,
  onOpenChange,
}: {
  open: boolean;
  statisticsAvailable: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent>
          <DialogTitle>{t('consent.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('consent.dialogText')}</DialogDescription>
          <ConsentForm statisticsAvailable={statisticsAvailable} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ConsentForm({ statisticsAvailable, onDone }: { statisticsAvailable: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const stored = getConsent();
  const [choice, setChoice] = useState<ConsentChoice>({
    statistics: stored?.statistics ?? false,
    marketing: stored?.marketing ?? false,
  });
  const save = (next: ConsentChoice) => {
    saveConsent(next);
    onDone();
  };
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save(choice);
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">{t('consent.categories')}</legend>
        <Category name="necessary" checked disabled />
        <Category
          name="statistics"
          checked={choice.statistics}
          note={statisticsAvailable ? undefined : t('consent.notInUse')}
          onChange={(statistics) => setChoice({ ...choice, statistics })}
        />
        <Category
          name="marketing"
          checked={choice.marketing}
          note={t('consent.notInUse')}
          onChange={(marketing) => setChoice({ ...choice, marketing })}
        />
      </fieldset>
      <DialogFooter>
        <Button type="submit" variant="secondary">
          {t('consent.save')}
        </Button>
        <Button type="button" onClick={() => save(ALL)}>
          {t('consent.acceptAll')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function Category({
  name,
  checked,
  disabled = false,
  note,
  onChange,
}: {
  name: 'necessary' | 'statistics' | 'marketing';
  checked: boolean;
  disabled?: boolean;
  note?: string | undefined;
  onChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        onCheckedChange={(value) => onChange?.(value === true)}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t(`consent.category.${name}.label`)}
        </label>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {t(`consent.category.${name}.text`)}
          {note ? ` ${note}` : null}
        </p>
      </div>
    </div>
  );
}
