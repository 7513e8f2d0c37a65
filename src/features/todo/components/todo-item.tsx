import { CheckCircle2, ExternalLink } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProviderPrompt as Todo } from '@/api/queries/prompts';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { type PromptLink, promptLink } from '../lib/prompt-link';

interface TodoItemProps {
  todo: Todo;
  /** The completion of this to-do is under way. */
  busy: boolean;
  /** Following the link of an open to-do: the page completes it first, then navigates. */
  onFollow: (todo: Todo, link: PromptLink) => void;
  onComplete: (todo: Todo) => void;
}

/**
 * One to-do (spec points 3 and 4): open ones are highlighted until completed; following the link of an open
 * one completes it. Completed ones are muted, show their completion date, and their link just navigates.
 */
export function TodoItem({ todo, busy, onFollow, onComplete }: TodoItemProps) {
  const { t } = useTranslation();
  const open = todo.completedAt === null;
  const link = promptLink(todo.linkData.path);
  const titleId = useId();
  const newTabHintId = useId();
  const { provider } = todo;
  const place = provider.district ? `${provider.city.name} / ${provider.district.name}` : provider.city.name;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!open || !link) return;
    event.preventDefault();
    if (!busy) onFollow(todo, link);
  };

  const linkText = todo.linkData.text || t('todo.openLink');
  const linkClass = buttonVariants({ variant: open ? 'primary' : 'secondary', size: 'sm' });

  return (
    <li
      className={cn(
        'rounded-lg border p-4',
        open
          ? 'border-s-4 border-brand-200 border-s-brand-600 bg-brand-50'
          : 'border-border bg-card text-muted-foreground',
      )}
    >
      <article aria-labelledby={titleId} aria-busy={busy || undefined} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start gap-2">
          <h3
            id={titleId}
            className={cn('flex-1 text-base', open ? 'font-semibold text-foreground' : 'font-medium')}
            dir="auto"
          >
            {todo.title}
          </h3>
          {open ? (
            <Badge tone="brand">{t('todo.status.open')}</Badge>
          ) : (
            <Badge tone="neutral">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              {t('todo.status.completed')}
            </Badge>
          )}
        </div>
        {todo.body ? (
          <p className={cn('text-sm whitespace-pre-line', open && 'text-foreground')} dir="auto">
            {todo.body}
          </p>
        ) : null}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt className="sr-only">{t('todo.provider')}</dt>
            <dd dir="auto">
              {provider.name} · {place}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('todo.createdAt')}</dt>
            <dd>
              <time dateTime={todo.createdAt}>{formatDate(todo.createdAt)}</time>
            </dd>
          </div>
          {todo.completedAt ? (
            <div className="flex gap-1">
              <dt>{t('todo.completedAt')}</dt>
              <dd>
                <time dateTime={todo.completedAt}>{formatDate(todo.completedAt)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          {link?.kind === 'portal' ? (
            <Link to={link.to} onClick={follow} className={linkClass} aria-disabled={busy || undefined}>
              {busy ? <Spinner className="size-4" /> : null}
              {linkText}
            </Link>
          ) : null}
          {link?.kind === 'website' ? (
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={follow}
              className={linkClass}
              aria-disabled={busy || undefined}
              aria-describedby={newTabHintId}
            >
              {busy ? <Spinner className="size-4" /> : null}
              {linkText}
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          ) : null}
          {link?.kind === 'website' ? (
            <span id={newTabHintId} className="sr-only">
              {t('todo.newTab')}
            </span>
          ) : null}
          {!link && todo.linkData.text ? (
            // A link to another host or scheme is not followed (docs/security.md): its text stays readable.
            <span className="text-sm text-muted-foreground" dir="auto">
              {todo.linkData.text}
            </span>
          ) : null}
          {open && !link ? (
            <Button size="sm" loading={busy} onClick={() => onComplete(todo)}>
              {t('todo.markCompleted')}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
