// /register/{customerId}/{customerUserId}/{hash}: the invitation link (spec points 2, 5 and 8). The invited
// user is loaded by hash; an invalid link goes to the login page, which says why. Then username (proposed
// by the inviter when present), password and confirmation; on success a confirmation and the login page.
// Decision: only an answer that rejects the link (4xx) counts as invalid; when the server cannot be reached
// the page offers a retry instead of dropping the visitor on the login page.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import type { AcceptInvitationInput } from '../lib/account-rules';
import { type InvitationParams, useAcceptInvitation, useInvitation } from '../api/invitation';
import { AuthPage } from '../components/auth-page';
import { FormProblem } from '@/components/ui/form-problem';
import { LoadError } from '@/components/errors/load-error';
import { LoadingState } from '../components/load-states';
import { TextField } from '../components/text-field';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { loginNoticeState } from '../lib/login-notice';

const resolver = lazyResolver(() => import('../lib/account-rules').then((rules) => rules.acceptInvitationResolver));

const positiveId = (value: string | undefined) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);

function parseParams(params: Record<string, string | undefined>): InvitationParams | null {
  const customerId = positiveId(params.customerId);
  const customerUserId = positiveId(params.customerUserId);
  const hash = params.hash?.trim();
  return customerId && customerUserId && hash ? { customerId, customerUserId, hash } : null;
}

const isRejected = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * A link that cannot be used (a parameter missing, also under the route `/register/*`, or malformed; unknown to the
 * server): the login page, in place of the link in the history (spec point 2), which says why.
 */
function ToLogin() {
  return <Navigate to={href.login()} replace state={loginNoticeState('invitation-invalid')} />;
}

export default function RegisterPage() {
  const params = parseParams(useParams());
  if (!params) return <ToLogin />;
  return <Invitation params={params} />;
}

function Invitation({ params }: { params: InvitationParams }) {
  const { t } = useTranslation();
  const invitation = useInvitation(params);

  if (invitation.isError && isRejected(invitation.error)) return <ToLogin />;
  return (
    <AuthPage
      title={t('routes.register')}
      intro={invitation.data ? t('auth.register.intro', { name: invitation.data.name }) : undefined}
    >
      {invitation.isPending ? <LoadingState /> : null}
      {invitation.isError ? (
        <LoadError onRetry={() => void invitation.refetch()} retrying={invitation.isFetching} layout="stacked" />
      ) : null}
      {invitation.data ? <RegisterForm params={params} username={invitation.data.username ?? ''} /> : null}
    </AuthPage>
  );
}

function RegisterForm({ params, username }: { params: InvitationParams; username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(params);
  const form = useForm<AcceptInvitationInput>({
    resolver,
    defaultValues: { username, password: '', passwordRepeat: '' },
  });
  const { problem, submit } = useServerForm({
    form,
    mutation: accept,
    fields: { username: 'username', password: 'password' },
  });

  const onSubmit = form.handleSubmit((values) =>
    submit(values, {
      onSuccess: () => {
        toast.success(t('auth.register.success'));
        void navigate(href.login(), { replace: true });
      },
      onError: (error, serverProblem) => {
        if (isApiError(error) && error.status === 404) {
          // Used or withdrawn meanwhile.
          void navigate(href.login(), { replace: true, state: loginNoticeState('invitation-invalid') });
          return null;
        }
        // A taken username (409 USERNAME_TAKEN) lands on its field with the focus (src/lib/forms/form-errors.ts).
        return serverProblem();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormProblem problem={problem} />
      <TextField
        form={form}
        name="username"
        label={t('auth.fields.username')}
        description={t('auth.hints.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <NewPasswordFields form={form} />
      <Button type="submit" loading={accept.isPending} className="w-full">
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
