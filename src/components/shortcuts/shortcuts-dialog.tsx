import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApplePlatform, SHORTCUT_GROUPS, SHORTCUT_IDS, SHORTCUTS, type ShortcutId } from '@/lib/shortcuts';

/** A key as printed on the user's keyboard: ⌘ on Apple platforms, the language's Ctrl ("Strg") elsewhere. */
function keyLabel(key: string, t: TFunction, apple: boolean): string {
  if (key === 'mod') return apple ? '⌘' : t('shortcuts.keys.ctrl');
  if (key === 'Enter') return t('shortcuts.keys.enter');
  return key.toUpperCase();
}

function Keys({ id, t, apple }: { id: ShortcutId; t: TFunction; apple: boolean }) {
  const keys = SHORTCUTS[id].keys;
  // Keys stay in keyboard order (left to right) in an Arabic dialog too.
  return (
    <span dir="ltr" className="inline-flex items-center gap-1">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? <span aria-hidden="true">+</span> : null}
          <kbd className="min-w-7 rounded border border-border bg-background px-1.5 py-0.5 text-center font-mono text-xs shadow-sm">
            {keyLabel(key, t, apple)}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** The "Tastenkürzel" dialog: every shortcut of the registry in `src/lib/shortcuts.ts`, by where it works. */
export default function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const apple = isApplePlatform();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('shortcuts.title')}</DialogTitle>
        <DialogDescription>{t('shortcuts.description')}</DialogDescription>
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`shortcuts-${group}`} className="grid gap-2">
            <h3 id={`shortcuts-${group}`} className="text-sm font-semibold">
              {t(`shortcuts.groups.${group}`)}
            </h3>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              {SHORTCUT_IDS.filter((id) => SHORTCUTS[id].group === group).map((id) => (
                <Fragment key={id}>
                  <dt>
                    <Keys id={id} t={t} apple={apple} />
                  </dt>
                  <dd>{t(`shortcuts.actions.${id}`)}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
