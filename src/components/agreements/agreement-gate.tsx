// The agreement dialog (spec point 7; when it appears: docs/signup.md). After login, on every page of the main
// layout, the portal compares the current terms and privacy policy with the user's signatures; a text (or a new
// version of it) the user has not signed opens a blocking dialog: the text, "Akzeptieren" records the signature
// (POST /customer-user-agreement-signs), "Abmelden" is the way out. It cannot be closed otherwise (no close
// button, Escape or click outside), but it is a normal dialog for the keyboard (focus trapped inside, the text a
// focusable scroll region). The modal queue (`children`) waits until every text is signed: two dialogs never
// stack. Nothing shows in an admin's switch-user session (an admin cannot consent for the user), and a failed
// check does not lock the user out (the next visit checks again).
import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '@/lib/session/session-query';
import { useAgreementsToSign } from './agreements-api';
import { loadFeatureTexts } from '@/i18n';

// The dialog (Radix with its focus trap, the sanitizer) loads only for a user who has something to sign.
// Its texts (`agreements.…`, src/components/agreements/texts) come with it.
const AgreementDialog = lazy(async () => {
  const [module] = await Promise.all([import('./agreement-dialog'), loadFeatureTexts('agreements')]);
  return { default: module.AgreementDialog };
});

export function AgreementGate({ children }: { children?: ReactNode }) {
  const session = useSession();
  const loggedIn = session.status === 'logged-in';
  const switched = loggedIn && session.accessToken.isSwitchedUser;
  const userId = loggedIn ? session.user.id : 0;
  const { toSign, failed } = useAgreementsToSign(userId, loggedIn && !switched);

  if (!loggedIn) return null;
  if (switched || failed) return <>{children}</>;
  // Still checking: the queued modals wait, the page does not.
  if (!toSign) return null;
  const [text] = toSign;
  if (!text) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <AgreementDialog key={`${text.id}@${text.version}`} text={text} left={toSign.length} />
    </Suspense>
  );
}
