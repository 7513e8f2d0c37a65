import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { messageKey, ruleMessage } from '@/lib/forms/messages';
import { rulesResolver } from '@/lib/forms/rules-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useAddVideoLink } from '../api/media-saves';
import type { VideoType } from '../api/upload';
import { typedVideoLink } from '../lib/video-link';

/**
 * The types a user gives a video they add. Of the six values of spec point 9, "all" is a filter's value and
 * "subscription" / "subscription_rnd" are read as the plan's advertisement videos, which the marketplace places
 * (the spec's advertisement video); offering them as a new video's type showed internal values (issue 38.8,
 * docs/media.md "Videos by link").
 */
const TYPES = ['video', '360video', 'video_self'] as const satisfies readonly VideoType[];

interface VideoLinkValues {
  link: string;
  type: VideoType;
}

const resolver = rulesResolver<VideoLinkValues>(({ link }) => {
  const parsed = typedVideoLink(link);
  return 'problem' in parsed ? { link: ruleMessage(`media.video.problem.${parsed.problem}`) } : {};
});
const SERVER_FIELDS: ServerFieldMap<VideoLinkValues> = { videoUrl: 'link', videoType: 'type' };

/**
 * Adds a video by its link (spec point 5): only the two supported services, their short links too, the id read from
 * the link by the portal's one rule (src/lib/video-link.ts); a refused link says why, on the field. The video type values are those of point 9.
 */
export function VideoLinkForm({ providerId, galleryId }: { providerId: number; galleryId: number }) {
  const { t } = useTranslation();
  const linkId = useId();
  const typeId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<VideoLinkValues>({ resolver, defaultValues: { link: '', type: 'video' } });
  const add = useAddVideoLink(providerId, galleryId);
  const { problem, submit, isPending } = useServerForm({ form, mutation: add, fields: SERVER_FIELDS, formRef });
  const { errors } = form.formState;
  const linkError = errors.link?.message ?? errors.type?.message;
  // The rule's message is this feature's key; a server's message is its text.
  const linkErrorText = linkError?.startsWith('media.') ? t(messageKey(linkError)) : linkError;
  const describedBy = linkErrorText ? `${linkId}-error` : problem ? `${linkId}-problem` : undefined;

  const onSubmit = form.handleSubmit(({ link, type }) => {
    const parsed = typedVideoLink(link);
    if ('problem' in parsed) return;
    // Sent on the service's main host: the document takes no short link (youtu.be/<id>), the user may type one.
    return submit(
      { url: parsed.url, type },
      {
        onSuccess: () => {
          form.resetField('link');
          toast.success(t('media.video.added'));
        },
      },
    );
  });

  return (
    <section aria-labelledby={`${linkId}-title`} className="rounded-lg border border-border bg-card p-4">
      <h2 id={`${linkId}-title`} className="mb-2 font-semibold">
        {t('media.video.title')}
      </h2>
      <form
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <Label htmlFor={linkId}>{t('media.video.link')}</Label>
          <Input
            id={linkId}
            type="url"
            {...form.register('link')}
            placeholder="https://www.youtube.com/watch?v=…"
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={typeId}>{t('media.video.type')}</Label>
          <select id={typeId} {...form.register('type')} className="h-10 rounded-md border border-border bg-card px-3">
            {TYPES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`media.video.types.${candidate}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" loading={isPending}>
          {t('media.video.add')}
        </Button>
      </form>
      <FieldError id={`${linkId}-error`} error={linkErrorText} className="mt-2" />
      {linkErrorText ? null : (
        <div className="mt-2">
          <FormProblem id={`${linkId}-problem`} problem={problem} inline />
        </div>
      )}
      <p className="mt-2 text-sm text-muted-foreground">{t('media.video.hint')}</p>
    </section>
  );
}
