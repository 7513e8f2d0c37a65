// The own profile (spec point 4 of the issue): the same form pieces as the team dialog, only changed fields on
// the wire, then the picture. Role and provider rights stay with the administrators (docs/security.md).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import {
  ACCOUNT_ADMIN_ROLE_ID,
  type CustomerUser,
  customerUserKeys,
  useCustomerUser,
} from '@/api/queries/customer-users';
import { CustomerUserFields } from '@/components/customer-user/customer-user-fields';
import {
  type CustomerUserFormValues,
  serverFields,
  updateBody,
  valuesOf,
} from '@/components/customer-user/customer-user-form';
import { type CustomerUserOptions, useCustomerUserOptions } from '@/components/customer-user/customer-user-options';
import { useSaveCustomerUser } from '@/components/customer-user/save-customer-user';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-problem';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { DEFAULT_PHONE_COUNTRY, loadPhoneMetadataFor, usePhoneMetadata } from '@/lib/phone';
import { useServerForm } from '@/lib/forms/use-server-form';
import { focusFirstWrongField } from '@/lib/forms/wrong-field-focus';
import { sessionKeys, useCurrentUser } from '@/lib/session/session-query';

// The rules (zod) load when the browser is idle after the first paint, or at the first check (issue 23).
const resolver = lazyResolver<CustomerUserFormValues>(() =>
  import('@/components/customer-user/customer-user-rules').then((rules) => rules.customerUserResolver('update')),
);

// Most stored numbers are German: their metadata loads beside the user's data instead of after it.
// A failure is left to the form, which asks again.
loadPhoneMetadataFor([DEFAULT_PHONE_COUNTRY]).catch(() => undefined);

export function ProfileTab() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const user = useCustomerUser(me.customerId, me.id);
  const options = useCustomerUserOptions();
  if (user.isError || options.isError) return <Alert>{t('errors.loading')}</Alert>;
  if (!user.data || !options.data) return <Spinner className="size-6" label={t('app.loading')} />;
  return (
    <ProfileForm
      key={user.dataUpdatedAt}
      user={user.data}
      options={options.data}
      isAdmin={me.details.roleId === ACCOUNT_ADMIN_ROLE_ID}
    />
  );
}

function ProfileForm({
  user,
  options,
  isAdmin,
}: {
  user: CustomerUser;
  options: CustomerUserOptions;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Stored numbers show in national form: their zones' phone metadata first.
  usePhoneMetadata(user.phones.map((phone) => phone.number));
  const [initial] = useState(() => valuesOf(user));
  const start = useRef(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CustomerUserFormValues>({
    resolver,
    defaultValues: initial,
    // As in the team dialog: the first wrong field in the form's order takes the focus, not the first registered.
    shouldFocusError: false,
  });
  const save = useSaveCustomerUser({
    onUserSaved: () => {
      start.current = { ...form.getValues(), image: null };
    },
    onImageSaved: () => form.setValue('image', null),
  });
  const fields = useMemo(() => serverFields(form.getValues()), [form]);
  const { problem, setProblem, submit, isPending } = useServerForm({ form, mutation: save, fields, formRef });

  const submitValues = (values: CustomerUserFormValues) => {
    const update = updateBody(start.current, values, { mayChangeRole: isAdmin });
    if (Object.keys(update).length === 0 && !values.image) {
      setProblem({ key: 'settings.profile.nothingChanged' });
      return;
    }
    return submit(
      { customerId: user.customerId, userId: user.id, update, links: [], image: values.image },
      {
        onSuccess: () => {
          toast.success(t('settings.profile.saved'));
          void queryClient.invalidateQueries({ queryKey: customerUserKeys.all() });
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        },
        onError: (error, serverProblem) => {
          toast.error(isApiError(error) && error.serverMessage ? error.serverMessage : t('errors.technical'));
          // Field errors go onto their fields; the message itself is the snackbar's (spec point 8).
          serverProblem();
          return null;
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(submitValues, (errors) => focusFirstWrongField(formRef.current, errors))(event)
      }
      className="flex max-w-2xl flex-col gap-5"
    >
      <fieldset disabled={isPending} className="flex min-w-0 flex-col gap-5">
        <CustomerUserFields
          form={form}
          mode="update"
          titles={options.titles}
          roles={options.roles}
          languages={options.languages}
          mayChangeRole={isAdmin}
          imagePath={user.image?.path ?? null}
          withPassword={false}
        />
      </fieldset>
      <FormProblem problem={problem} />
      <Button type="submit" loading={isPending} className="self-start">
        {t('settings.profile.save')}
      </Button>
    </form>
  );
}
