import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { href } from '@/config/paths';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { trustedHtml } from '@/lib/sanitize-html';
import { endSession } from '@/lib/session/session-actions';
import { type AgreementText, useSignAgreement } from './agreements-api';

/** One text to accept (see agreement-gate.tsx): the sanitized text, "Akzeptieren" and "Abmelden". */
export function AgreementDialog({ text, left }: { text: AgreementText; left: number }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sign = useSignAgreement();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const html = useMemo(() => trustedHtml(text.content), [text.content]);

  const accept = () => {
    setError(null);
    sign.mutate(text.id, {
      onError: (failure) => {
        // Already signed (another tab): the lists are read again and the dialog moves on.
        if (isApiError(failure) && failure.status === 409) return;
        // A newer version was published or the text withdrawn meanwhile: the current one follows.
        if (isApiError(failure) && (failure.status === 422 || failure.status === 404)) {
          setError(t('agreements.changed'));
          return;
        }
        setError(failureText(failure));
      },
    });
  };

  const logout = async () => {
    setLeaving(true);
    await endSession(queryClient);
    await navigate(href.login(), { replace: true });
  };

  return (
    <Dialog open>
      <DialogContent
        hideClose
        className="max-w-2xl"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>
          {t('agreements.intro', { version: text.version })}
          {left > 1 ? ` ${t('agreements.more', { count: left - 1 })}` : ''}
        </DialogDescription>
        <div
          role="region"
          aria-label={t('agreements.textLabel', { title: text.title })}
          tabIndex={0}
          dir="auto"
          className="max-h-[50dvh] overflow-y-auto rounded-md border border-border p-4 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-brand-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_ol]:ms-5 [&_ol]:list-decimal [&_p]:my-1.5 [&_ul]:ms-5 [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {error ? <Alert>{error}</Alert> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => void logout()} loading={leaving}>
            {t('agreements.logout')}
          </Button>
          <Button onClick={accept} loading={sign.isPending} disabled={leaving}>
            {t('agreements.accept')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
