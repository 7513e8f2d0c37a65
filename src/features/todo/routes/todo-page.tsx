import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { type ProviderPrompt as Todo, useCompletePrompt, usePromptPages } from '@/api/queries/prompts';
import { Page } from '@/components/layout/page';
import { toast } from '@/components/ui/toaster';
import { openInNewTab } from '@/lib/public-website';
import { TodoItem } from '../components/todo-item';
import { COMPLETED_TODOS, OPEN_TODOS } from '../api/todo-lists';
import { TodoSection } from '../components/todo-section';
import type { PromptLink } from '../lib/prompt-link';

/** /todo (spec points 2 to 4): the open to-dos of the user's providers first, then the completed ones. */
export default function TodoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openTodos = usePromptPages(OPEN_TODOS);
  const completedTodos = usePromptPages(COMPLETED_TODOS);
  const complete = useCompletePrompt();
  const [busyId, setBusyId] = useState<number | null>(null);

  /** True when the to-do is completed; on failure the snackbar says why and the to-do stays open. */
  const markCompleted = async (todo: Todo): Promise<boolean> => {
    setBusyId(todo.id);
    try {
      await complete.mutateAsync(todo.id);
      return true;
    } catch (error) {
      // Spec point 8: the server's message or the general error text.
      toast.error((isApiError(error) ? error.serverMessage : null) ?? t('errors.technical'));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const follow = async (todo: Todo, link: PromptLink) => {
    if (!(await markCompleted(todo))) return;
    if (link.kind === 'portal') void navigate(link.to);
    else openInNewTab(link.url);
  };

  const noTodosAtAll =
    openTodos.isSuccess &&
    completedTodos.isSuccess &&
    openTodos.data.pages[0]?.paging.total === 0 &&
    completedTodos.data.pages[0]?.paging.total === 0;

  const renderTodos = (todos: Todo[]) =>
    todos.map((todo) => (
      <TodoItem
        key={todo.id}
        todo={todo}
        busy={busyId === todo.id}
        onFollow={(item, link) => void follow(item, link)}
        onComplete={(item) => void markCompleted(item)}
      />
    ));

  return (
    <Page title={t('routes.todo')}>
      <p className="-mt-2 mb-6 max-w-prose text-sm text-muted-foreground">{t('todo.intro')}</p>
      {noTodosAtAll ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('todo.emptyAll')}
        </p>
      ) : (
        <div className="flex flex-col gap-8">
          <TodoSection title={t('todo.open.title')} query={openTodos} empty={t('todo.open.empty')}>
            {renderTodos}
          </TodoSection>
          <TodoSection title={t('todo.completed.title')} query={completedTodos} empty={t('todo.completed.empty')}>
            {renderTodos}
          </TodoSection>
        </div>
      )}
    </Page>
  );
}
