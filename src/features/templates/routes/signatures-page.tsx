import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/errors/load-error';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { type CustomerUserProvider, useCustomerUser, useCustomerUsers } from '@/api/queries/customer-users';
import { SignaturePreview } from '../components/signature-preview';
import { useTemplateRights } from '../lib/rights';
import { signatureParams } from '../lib/url-params';
import { loadSanitizer, useSanitizer } from '../lib/sanitizer';

// The signature form loads with "Bearbeiten" (pointing at it starts the download); the previews' sanitizer beside the
// page, with its data (issue 23; docs/templates.md, "First-visit weight").
const loadSignatureForm = () => import('../components/signature-form');
const SignatureForm = lazy(async () => ({ default: (await loadSignatureForm()).SignatureForm }));
const preloadSignatureForm = () => void loadSignatureForm();
// A failure here is shown by the page (useSanitizer tries again and throws into the render).
loadSanitizer().catch(() => undefined);

/**
 * /templates/signatures: a user's signature per provider, previewed as it appears under an e-mail. Users edit
 * their own signature of a link they still work for; account administrators any user's (the user picker).
 */
export default function SignaturesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const rights = useTemplateRights();
  const url = useSearchParamState(signatureParams);
  // The user of `?user=<id>` (the team page links here), or the logged-in user.
  const userId = url.values.user ?? user.id;
  const isOwn = userId === user.id;
  const record = useCustomerUser(user.customerId, userId);
  const users = useCustomerUsers(user.customerId, { enabled: rights.isAdmin });
  const [editing, setEditing] = useState<number | null>(null);
  const sanitizer = useSanitizer();

  const canEdit = (link: CustomerUserProvider) => rights.isAdmin || (isOwn && !link.hasLeftJob);

  let content;
  // The previews need the sanitizer: the list waits for it as for its data, so it paints complete.
  if (record.isPending || (record.isSuccess && !sanitizer)) content = <p role="status">{t('app.loading')}</p>;
  else if (record.isError) content = <LoadError onRetry={() => void record.refetch()} />;
  else if (record.data.customerUserProviders.length === 0)
    content = (
      <p className="rounded-lg border border-dashed border-border p-6 text-center">
        {t('templates.signatures.noLinks')}
      </p>
    );
  else
    content = (
      <ul className="flex flex-col gap-4" aria-label={t('templates.signatures.listLabel')}>
        {record.data.customerUserProviders.map((link) => (
          <li key={link.id} className="rounded-lg border border-border bg-card p-4">
            <section aria-labelledby={`signature-${link.id}`} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={`signature-${link.id}`} className="font-semibold" dir="auto">
                  {link.provider.name}
                </h2>
                <div className="flex flex-wrap items-center gap-2">
                  {link.hasLeftJob ? <Badge tone="warning">{t('templates.signatures.leftJob')}</Badge> : null}
                  {canEdit(link) && editing !== link.id ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('templates.signatures.editNamed', { provider: link.provider.name })}
                      onClick={() => setEditing(link.id)}
                      onPointerEnter={preloadSignatureForm}
                      onFocus={preloadSignatureForm}
                    >
                      <Pencil aria-hidden /> {t('templates.edit')}
                    </Button>
                  ) : null}
                </div>
              </div>
              {editing === link.id ? (
                <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
                  <SignatureForm
                    customerId={user.customerId}
                    userId={userId}
                    link={link}
                    onDone={() => setEditing(null)}
                  />
                </Suspense>
              ) : (
                <SignaturePreview html={link.signatureContent} image={link.signatureImage} />
              )}
            </section>
          </li>
        ))}
      </ul>
    );

  return (
    <Page title={t('routes.signatures')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{t('templates.signatures.intro')}</p>
        {rights.isAdmin ? (
          <FormField label={t('templates.signatures.user')} className="max-w-sm">
            {(control) => (
              <Select
                {...control}
                value={String(userId)}
                onChange={(event) => {
                  setEditing(null);
                  const chosen = Number(event.target.value);
                  url.update({ user: chosen === user.id ? null : chosen });
                }}
              >
                {(users.data ?? [{ id: user.id, name: user.name }]).map((candidate) => (
                  <option key={candidate.id} value={String(candidate.id)}>
                    {candidate.id === user.id
                      ? t('templates.signatures.you', { name: candidate.name })
                      : candidate.name}
                  </option>
                ))}
                {users.data && !users.data.some((candidate) => candidate.id === userId) ? (
                  <option value={String(userId)}>#{userId}</option>
                ) : null}
              </Select>
            )}
          </FormField>
        ) : null}
        {!isOwn && !rights.isAdmin && !rights.isPending ? (
          <Alert tone="info">{t('templates.signatures.othersReadOnly')}</Alert>
        ) : null}
        {!isOwn && record.data ? (
          <p className="text-sm font-medium" dir="auto">
            {t('templates.signatures.ofUser', { name: record.data.name })}
          </p>
        ) : null}
        {content}
      </div>
    </Page>
  );
}
