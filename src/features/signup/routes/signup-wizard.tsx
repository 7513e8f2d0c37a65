// /signup-wizard/{hash} (spec points 1, 2, 4, 5, 9): the application of a new vendor, logged out. The link's hash
// authorizes. A hash the server does not know (or one that cannot be a hash) gets a page that says so; an
// application already sent shows its state (pending, approved, rejected) instead of the form; otherwise the
// multi-step form. Decisions: docs/signup.md.
import { CheckCircle2, Clock, Link2Off, XCircle } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type ProviderWizard, useWizard, WIZARD_HASH_PATTERN } from '../api/wizard-query';

// The steps (react-hook-form, zod, libphonenumber-js, the photo upload) show only once the application is loaded;
// their chunk loads beside it (started by the route's loader), under the same loading line (docs/signup.md).
const WizardForm = lazy(async () => ({ default: (await import('../components/wizard-form')).WizardForm }));

export default function SignupWizardPage() {
  const hash = useParams().hash ?? '';
  if (!WIZARD_HASH_PATTERN.test(hash)) return <InvalidLink />;
  return <Application hash={hash} />;
}

function Application({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const wizard = useWizard(hash);
  useDocumentTitle(t('routes.signupWizard'));

  if (wizard.isError && isApiError(wizard.error) && wizard.error.status === 404) return <InvalidLink />;
  if (wizard.isPending) return <Loading />;
  if (wizard.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert className="w-full">{t('errors.loading')}</Alert>
        <Button variant="secondary" onClick={() => void wizard.refetch()} loading={wizard.isFetching}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (wizard.data.status !== null) return <ApplicationState wizard={wizard.data} />;
  return (
    <Suspense fallback={<Loading />}>
      <WizardForm hash={hash} wizard={wizard.data} />
    </Suspense>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="text-brand-700" />
      {t('app.loading')}
    </div>
  );
}

/** A result page: an icon, a heading that takes the focus (the page changed without a navigation), the text. */
function ResultPage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="flex flex-col items-start gap-4" aria-labelledby="signup-result-title">
      <span aria-hidden="true" className="text-brand-700 [&_svg]:size-10">
        {icon}
      </span>
      <h1 id="signup-result-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {title}
      </h1>
      {children}
    </section>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <ResultPage icon={<Link2Off />} title={t('signup.invalid.title')}>
      <p className="text-sm text-muted-foreground">{t('signup.invalid.body')}</p>
      <Link to={href.login()} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        {t('signup.invalid.toLogin')}
      </Link>
    </ResultPage>
  );
}

/** The application's state when the link is opened after sending (spec point 4). */
function ApplicationState({ wizard }: { wizard: ProviderWizard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const submitted = wizard.submittedAt ? (
    <p className="text-sm text-muted-foreground">
      {t('signup.state.submittedAt', { date: format.dateTime(wizard.submittedAt) })}
    </p>
  ) : null;
  if (wizard.status === 'approved') {
    return (
      <ResultPage icon={<CheckCircle2 />} title={t('signup.state.approved.title')}>
        <p>{t('signup.state.approved.body', { company: wizard.companyName ?? '' })}</p>
        {submitted}
        <Link to={href.login()} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('signup.state.approved.toLogin')}
        </Link>
      </ResultPage>
    );
  }
  if (wizard.status === 'rejected') {
    return (
      <ResultPage icon={<XCircle />} title={t('signup.state.rejected.title')}>
        <p>{t('signup.state.rejected.body', { company: wizard.companyName ?? '' })}</p>
        {submitted}
      </ResultPage>
    );
  }
  return (
    <ResultPage icon={<Clock />} title={t('signup.state.pending.title')}>
      <p>{t('signup.state.pending.body', { hours: wizard.processingHours })}</p>
      {submitted}
    </ResultPage>
  );
}
