import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session/session-query';

// The dialog (its form, the phone field with libphonenumber's metadata, the rules) loads with the first click or
// focus on the button, not with the inbox: it weighed about 70 KB on the inbox's first visit.
const loadAddCoupleDialog = () => import('./add-couple-dialog');
const AddCoupleDialog = lazy(async () => ({ default: (await loadAddCoupleDialog()).AddCoupleDialog }));
const preloadAddCoupleDialog = () => void loadAddCoupleDialog();

/**
 * "Paar hinzufügen" in the inbox (issue 41.6): offered while the user has an active link to a provider, the
 * server's rule for `POST /leads` (the session's providers are the active links).
 */
export function AddCoupleButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (user.providers.length === 0) return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadAddCoupleDialog}
        onFocus={preloadAddCoupleDialog}
      >
        <UserPlus aria-hidden="true" />
        {t('leads.add.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddCoupleDialog providers={user.providers} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
