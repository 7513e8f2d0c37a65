import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { CoupleCommentRequestLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { type CoupleCommentRequest, type CoupleProvider, useRequestCoupleComment } from '../api/couples';
import { useFormat } from '@/lib/format';

const CHANNELS = CoupleCommentRequestLimits.properties.channel.enum;
const MESSAGE_MAX = CoupleCommentRequestLimits.properties.message.maxLength;

/**
 * Asks a couple for a review (spec point 5: only in agreement with the couple). The send button stays disabled
 * until the user confirms the couple agreed; the API refuses the request otherwise.
 */
export function RequestDialog({ couple, onClose }: { couple: CoupleProvider; onClose: () => void }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const failureText = useFailureText();
  const id = useId();
  const [channel, setChannel] = useState<CoupleCommentRequest['channel']>('email');
  const [message, setMessage] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestCoupleComment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    const text = message.trim();
    request.mutate(
      { id: couple.id, body: { channel, agreedWithCouple: true, ...(text ? { message: text } : {}) } },
      {
        onSuccess: () => {
          toast.success(t('reviews.requests.sent', { name: couple.couple.name }));
          onClose();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : {};
          setProblem(fields['channel'] ?? fields['message'] ?? fields['agreedWithCouple'] ?? failureText(error));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby={`${id}-description`}>
        <DialogTitle>{t('reviews.requests.dialogTitle')}</DialogTitle>
        <DialogDescription id={`${id}-description`}>
          {t('reviews.requests.dialogDescription', { name: couple.couple.name })}
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-channel`} className="text-sm font-medium">
              {t('reviews.requests.channel')}
            </label>
            <Select
              id={`${id}-channel`}
              value={channel}
              onChange={(event) => setChannel(event.target.value === 'sms' ? 'sms' : 'email')}
            >
              {CHANNELS.map((value) => (
                <option key={value} value={value}>
                  {t(`reviews.requests.channels.${value}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-message`} className="text-sm font-medium">
              {t('reviews.requests.message')}
            </label>
            <Textarea
              id={`${id}-message`}
              rows={3}
              dir="auto"
              value={message}
              maxLength={MESSAGE_MAX}
              aria-describedby={`${id}-message-hint`}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id={`${id}-message-hint`} className="text-xs text-muted">
              {t('reviews.requests.messageHint', { used: number(message.length), max: number(MESSAGE_MAX) })}
            </p>
          </div>
          <div className="flex items-start gap-2">
            <Checkbox id={`${id}-agreed`} checked={agreed} onCheckedChange={(value) => setAgreed(value === true)} />
            <label htmlFor={`${id}-agreed`} className="text-sm">
              {t('reviews.requests.agreed')}
            </label>
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!agreed} loading={request.isPending}>
              {t('reviews.requests.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
