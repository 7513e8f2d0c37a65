import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Heading, introduction and content of a logged-out page (the auth layout draws the card around it). */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
        {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}

/** The way back to the login page from every other logged-out page. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link
      to={href.login()}
      className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {t('auth.backToLogin')}
    </Link>
  );
}
