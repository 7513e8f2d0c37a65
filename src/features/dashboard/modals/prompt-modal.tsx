import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { type ProviderPrompt, useCompletePrompt } from '@/api/queries/prompts';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { leavePortal, publicWebsiteUrl } from '../lib/public-website';
import { QueueDialog } from './queue-dialog';

/**
 * Modal 5, another prompt: the newest open to-do with a button to its link. Following the link marks the
 * prompt completed (spec point 4), then leaves for the public website like the notifications do.
 */
export function PromptModal({ prompt, onClose }: { prompt: ProviderPrompt; onClose: () => void }) {
  const { t } = useTranslation();
  const complete = useCompletePrompt();
  const url = publicWebsiteUrl(prompt.linkData.path);

  const follow = async (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    event.preventDefault();
    try {
      await complete.mutateAsync(prompt.id);
    } catch (error) {
      toast.error((isApiError(error) ? error.serverMessage : null) ?? t('errors.technical'));
      return;
    }
    onClose();
    leavePortal(target);
  };

  return (
    <QueueDialog
      title={prompt.title}
      description={t('modals.prompt.provider', { provider: prompt.provider.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('modals.prompt.dismiss')}
          </Button>
          {url ? (
            <a
              href={url}
              onClick={(event) => void follow(event, url)}
              aria-busy={complete.isPending || undefined}
              className={buttonVariants()}
            >
              {prompt.linkData.text || t('modals.prompt.open')}
            </a>
          ) : null}
        </>
      }
    >
      {prompt.body ? (
        <p className="text-sm whitespace-pre-line" dir="auto">
          {prompt.body}
        </p>
      ) : null}
    </QueueDialog>
  );
}
