// "Für die nächste Saison kopieren" (issue 42.1): the new name and expiry date of a copy, then a new catalogue
// through the create operation. Its own chunk like the delete confirmation: loaded when the button is pointed at,
// focused or pressed.
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { type Catalog, useCreateCatalog } from '@/api/queries/catalogs';
import { useCatalogErrorText } from '@/components/catalogs/catalog-error-text';
import { ExpireAtField } from '@/components/catalogs/price-update-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { rulesResolver } from '@/lib/forms/rules-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { focusFirstWrongField } from '@/lib/forms/wrong-field-focus';
import { useCurrentUser } from '@/lib/session/session-query';
import { checkCopy, copyBody, copyStart, type CopyValues } from '../lib/catalog-copy';

const SERVER_FIELDS: ServerFieldMap<CopyValues> = { name: 'name', expireAt: 'expireAt' };
const resolver = rulesResolver<CopyValues>((values) => checkCopy(values));

export default function CopyDialog({ catalog, onClose }: { catalog: Catalog; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const errorText = useCatalogErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [start] = useState(() => copyStart(catalog, (name) => t('catalogues.copy.defaultName', { name })));
  const form = useForm<CopyValues>({ resolver, defaultValues: start, shouldFocusError: false });
  const create = useCreateCatalog(user.customerId);
  const { problem, submit, isPending } = useServerForm({
    form,
    mutation: {
      mutateAsync: (values: CopyValues) => create.mutateAsync(copyBody(catalog, values)),
      isPending: create.isPending,
    },
    fields: SERVER_FIELDS,
    formRef,
  });
  const { errors } = form.formState;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) =>
        submit(values, {
          onSuccess: (created) => {
            toast.success(t('catalogues.copy.done', { name: created.name }));
            onClose();
          },
          // The rows and the type come from the stored catalogue: when the server refuses one of them (the category
          // no longer prices it), the dialog has no field for it and says what to do instead.
          onError: (error, serverProblem) => {
            const left = serverProblem();
            const elsewhere =
              isApiError(error) &&
              error.errorFormat === 1 &&
              Object.keys(error.fieldErrors).some((path) => !(path in SERVER_FIELDS));
            return elsewhere ? { key: 'catalogues.copy.notCopyable' } : left;
          },
        }),
      (wrong) => focusFirstWrongField(formRef.current, wrong),
    )(event);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('catalogues.copy.title')}</DialogTitle>
        <DialogDescription>{t('catalogues.copy.body', { name: catalog.name })}</DialogDescription>
        <form ref={formRef} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
          <FormField label={t('catalogues.copy.name')} error={errorText(errors.name?.message)}>
            {(control) => <Input {...control} {...form.register('name')} dir="auto" />}
          </FormField>
          <ExpireAtField registration={form.register('expireAt')} error={errors.expireAt?.message} />
          <FormProblem problem={problem} inline />
          <FormDialogFooter onCancel={onClose} pending={isPending} submitLabel={t('catalogues.copy.submit')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
