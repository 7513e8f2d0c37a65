import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { MailTemplateCreateLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { FormField, useErrorText } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { draftKey, useDraft } from '@/lib/drafts';
import { formErrorMap, type ServerFieldMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { useServerForm } from '@/lib/forms/use-server-form';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize-html';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  type MailTemplate,
  type MailTemplateCreate,
  type MailTemplateUpdate,
  useSaveMailTemplate,
} from '../api/mail-templates';
import { useTemplateRights } from '../lib/rights';
import { LazyRichTextEditor } from '@/components/editor/lazy-editor';

const limits = MailTemplateCreateLimits.properties;

const valuesSchema = z.object({
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  /** Select value: '' for all providers, otherwise the provider's id. */
  providerId: z.string(),
});
export type TemplateValues = z.infer<typeof valuesSchema>;
const VALUE_KEYS = ['name', 'subject', 'content', 'providerId'] as const satisfies ReadonlyArray<keyof TemplateValues>;

/** The form's rules: the document's lengths (MailTemplateCreate); the text counts as HTML, as it is stored. */
export const templateFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(limits.name.minLength, validationMessage.required())
    .max(limits.name.maxLength, validationMessage.tooLong(limits.name.maxLength)),
  subject: z
    .string()
    .trim()
    .min(limits.subject.minLength, validationMessage.required())
    .max(limits.subject.maxLength, validationMessage.tooLong(limits.subject.maxLength)),
  // The HTML is what is stored and counted; an editor without text is empty, whatever markup it holds.
  content: z
    .string()
    .refine((html) => htmlToText(html).length > 0, validationMessage.required())
    .refine((html) => html.length <= limits.content.maxLength, validationMessage.tooLong(limits.content.maxLength)),
  providerId: z.string(),
});

const SERVER_FIELDS: ServerFieldMap<TemplateValues> = {
  name: 'name',
  subject: 'subject',
  content: 'content',
  providerId: 'providerId',
};

export function valuesOf(template: MailTemplate | null): TemplateValues {
  return {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    content: template?.content ?? '',
    providerId: template?.providerId ? String(template.providerId) : '',
  };
}

export function templateDraftKey(userId: number, templateId: number | null): string {
  return draftKey(userId, 'mail-template', templateId ?? 'new');
}

function providerIdOf(value: string): number | null {
  return value ? Number(value) : null;
}

/** A new template's body from checked values. */
export function templateCreateBody(values: TemplateValues): MailTemplateCreate {
  return {
    name: values.name.trim(),
    subject: values.subject.trim(),
    // Sanitized on save (and again wherever it is shown): the server keeps only clean HTML from this portal.
    content: sanitizeHtml(values.content),
    providerId: providerIdOf(values.providerId),
  };
}

/** Only what changed, as the document's partial update asks. */
function changesOf(start: TemplateValues, values: TemplateValues): MailTemplateUpdate {
  const changes: MailTemplateUpdate = {};
  if (values.name.trim() !== start.name) changes.name = values.name.trim();
  if (values.subject.trim() !== start.subject) changes.subject = values.subject.trim();
  const content = sanitizeHtml(values.content);
  if (content !== start.content) changes.content = content;
  if (values.providerId !== start.providerId) changes.providerId = providerIdOf(values.providerId);
  return changes;
}

interface TemplateFormProps {
  customerId: number;
  /** The template to change; null for a new one. */
  template: MailTemplate | null;
  onDone: () => void;
}

/**
 * Name, subject, provider and text of a template. Every change is kept as a draft (per user and template), so a
 * failed save or a reload loses nothing; the server's field errors land on their fields.
 */
export function TemplateForm({ customerId, template, onDone }: TemplateFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const rights = useTemplateRights();
  const errorText = useErrorText();
  const start = useMemo(() => valuesOf(template), [template]);
  const draft = useDraft(templateDraftKey(user.id, template?.id ?? null), start, valuesSchema);
  const form = useForm<TemplateValues, unknown, TemplateValues>({
    resolver: zodResolver(templateFormSchema, { error: formErrorMap() }),
    defaultValues: draft.restored,
  });
  const save = useSaveMailTemplate(customerId);
  const { problem, setProblem, submit, isPending } = useServerForm({ form, mutation: save, fields: SERVER_FIELDS });
  const { errors } = form.formState;

  // Every change goes into the draft; a draft equal to the saved template is none.
  const saved = useRef(start);
  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          const values = form.getValues();
          const same = VALUE_KEYS.every((key) => values[key] === saved.current[key]);
          if (same) clearDraft();
          else saveDraft(values);
        },
      }),
    [form, saveDraft, clearDraft],
  );

  const onSubmit = form.handleSubmit((values) => {
    const create = templateCreateBody(values);
    const update = changesOf(start, values);
    if (template && Object.keys(update).length === 0) {
      setProblem({ key: 'templates.mail.nothingChanged' });
      return;
    }
    return submit(
      { id: template?.id ?? null, create, update },
      {
        onSuccess: () => {
          clearDraft();
          toast.success(t(template ? 'templates.mail.saved' : 'templates.mail.created'));
          onDone();
        },
      },
    );
  });

  const providerOptions = rights.writableProviders;
  const currentProvider = template?.providerId ?? null;

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4"
      aria-label={template ? t('templates.mail.editTitle', { name: template.name }) : t('templates.mail.newTitle')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="text-lg font-semibold" dir="auto">
        {template ? t('templates.mail.editTitle', { name: template.name }) : t('templates.mail.newTitle')}
      </h2>
      {draft.wasRestored ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('templates.mail.draftRestored')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('templates.mail.name')} error={errors.name?.message}>
          {(control) => <Input {...control} dir="auto" maxLength={limits.name.maxLength} {...form.register('name')} />}
        </FormField>
        <FormField
          label={t('templates.mail.provider')}
          error={errors.providerId?.message}
          description={t('templates.mail.providerHint')}
        >
          {(control) => (
            <Select {...control} {...form.register('providerId')}>
              {rights.isAdmin || currentProvider === null ? (
                <option value="">{t('templates.allProviders')}</option>
              ) : null}
              {providerOptions.map((provider) => (
                <option key={provider.id} value={String(provider.id)}>
                  {provider.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField label={t('templates.mail.subject')} error={errors.subject?.message}>
        {(control) => (
          <Input {...control} dir="auto" maxLength={limits.subject.maxLength} {...form.register('subject')} />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <LazyRichTextEditor
            label={t('templates.mail.content')}
            initialHtml={field.value}
            onChange={(html) => field.onChange(html)}
            error={errorText(errors.content?.message)}
            description={t('templates.mail.contentHint')}
            placeholders
          />
        )}
      />
      <FormProblem problem={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isPending}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('templates.mail.closeForm')}
        </Button>
      </div>
    </form>
  );
}
