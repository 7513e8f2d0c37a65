// The customer-user dialog (spec points 2-5): closed → open → saving (spinner) → saved. Saving adds or updates
// the user with only the changed fields, then the changed provider links, then uploads the picture, then says
// "saved", refreshes the list and closes. A failure puts field errors on their fields, shows the server's
// message in the error snackbar and keeps every typed value (point 8). Linking a provider is switched at once
// for an existing user (point 4); the links' state is useProviderLinks (../hooks/use-provider-links.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { type CustomerUser, customerUserKeys } from '@/api/queries/customer-users';
import { CustomerUserFields } from '@/components/customer-user/customer-user-fields';
import {
  createBody,
  type CustomerUserFormValues,
  emptyValues,
  type FormMode,
  serverFields,
  updateBody,
  valuesOf,
} from '@/components/customer-user/customer-user-form';
import { customerUserSchema } from '@/components/customer-user/customer-user-rules';
import type { CustomerUserOptions } from '@/components/customer-user/customer-user-options';
import { type SavePlan, useSaveCustomerUser, type SaveStep } from '@/components/customer-user/save-customer-user';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormProblem } from '@/components/ui/form-problem';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useServerForm } from '@/lib/forms/use-server-form';
import { focusFirstWrongField } from '@/lib/forms/wrong-field-focus';
import { useProviderLinks } from '../hooks/use-provider-links';
import { ProviderRights } from './provider-rights';

type ProviderSummary = components['schemas']['ProviderSummary'];

interface CustomerUserDialogProps {
  customerId: number;
  /** null: a new user. */
  user: CustomerUser | null;
  /** The providers the rights panel lists. */
  providers: ProviderSummary[];
  options: CustomerUserOptions;
  /** The logged-in user is an account administrator. */
  isAdmin: boolean;
  onClose: () => void;
}

interface ResolverContext {
  mode: FormMode;
}

/** The rules depend on the mode (a new user needs a password; a change of it needs the old one). */
const resolver: Resolver<CustomerUserFormValues, ResolverContext> = (values, context, options) =>
  zodResolver(customerUserSchema(context?.mode ?? 'create'), { error: formErrorMap() })(values, context, options);

/** The rights panel lists the account's providers the administrator knows and every provider the user is linked to. */
function providersShown(providers: ProviderSummary[], user: CustomerUser | null): ProviderSummary[] {
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  for (const link of user?.customerUserProviders ?? [])
    if (!byId.has(link.providerId)) byId.set(link.providerId, link.provider);
  return [...byId.values()];
}

/** A saved user with no changed field, link or picture: nothing to send. */
function savesNothing(plan: SavePlan): boolean {
  return plan.userId !== null && Object.keys(plan.update ?? {}).length === 0 && plan.links.length === 0 && !plan.image;
}

export function CustomerUserDialog({
  customerId,
  user,
  providers,
  options,
  isAdmin,
  onClose,
}: CustomerUserDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  // The user as saved so far: after the first step of a new user's save it exists, and a retry updates it.
  const [saved, setSaved] = useState<CustomerUser | null>(user);
  const mode: FormMode = saved ? 'update' : 'create';
  const [initial] = useState<CustomerUserFormValues>(() =>
    user ? valuesOf(user) : emptyValues(options.defaultLanguage),
  );
  // What the server holds: the base of "only changed fields" (moved on by each saved step).
  const start = useRef(initial);
  const [step, setStep] = useState<SaveStep | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CustomerUserFormValues, ResolverContext>({
    resolver,
    context: { mode },
    defaultValues: initial,
    // The first wrong field in the form's order takes the focus (`focusFirstWrongField`), not the first registered:
    // "Profilvideo" registers before the phone rows added later.
    shouldFocusError: false,
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: customerUserKeys.all() });
  const links = useProviderLinks({ customerId, user, saved, onChanged: () => void invalidate() });

  const save = useSaveCustomerUser(
    {
      onStep: setStep,
      onUserSaved: (stored) => {
        setSaved(stored);
        // The password went through once; a retry of a later step must not send it again.
        const typed = form.getValues();
        start.current = { ...typed, oldPassword: '', password: '', passwordRepeat: '', image: null };
        form.setValue('oldPassword', '');
        form.setValue('password', '');
        form.setValue('passwordRepeat', '');
      },
      onLinkSaved: links.markSaved,
      onImageSaved: () => form.setValue('image', null),
    },
    { onSettled: () => setStep(null) },
  );
  const { problem, setProblem, submit, isPending } = useServerForm({
    form,
    mutation: save,
    fields: serverFields(form.getValues()),
    formRef,
  });

  const submitValues = (values: CustomerUserFormValues) => {
    const plan: SavePlan = {
      customerId,
      userId: saved?.id ?? null,
      create: saved ? undefined : createBody(values),
      update: saved ? updateBody(start.current, values, { mayChangeRole: isAdmin }) : undefined,
      links: isAdmin ? links.planned() : [],
      image: values.image,
    };
    if (savesNothing(plan)) {
      setProblem({ key: 'team.dialog.nothingChanged' });
      return;
    }
    return submit(plan, {
      onSuccess: () => {
        toast.success(t('team.dialog.saved'));
        void invalidate();
        onClose();
      },
      onError: (error, serverProblem) => {
        toast.error(failureText(error));
        // Whatever was saved before the failure shows in the list behind the dialog.
        void invalidate();
        // Field errors go onto their fields; the message itself is the snackbar's (spec point 8), not repeated here.
        serverProblem();
        return null;
      },
    });
  };

  const shownProviders = useMemo(() => providersShown(providers, user), [providers, user]);

  return (
    <Dialog open onOpenChange={(open) => (open || isPending ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{user ? t('team.dialog.editTitle', { name: user.name }) : t('team.dialog.addTitle')}</DialogTitle>
        <DialogDescription>
          {user ? t('team.dialog.editDescription') : t('team.dialog.addDescription')}
        </DialogDescription>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) =>
            void form.handleSubmit(submitValues, (errors) => focusFirstWrongField(formRef.current, errors))(event)
          }
          className="flex flex-col gap-5"
        >
          <fieldset disabled={isPending} className="flex min-w-0 flex-col gap-5">
            <CustomerUserFields
              form={form}
              mode={mode}
              titles={options.titles}
              roles={options.roles}
              languages={options.languages}
              mayChangeRole={isAdmin}
              imagePath={saved?.image?.path ?? null}
            />
            <ProviderRights
              providers={shownProviders}
              links={links.links}
              editable={isAdmin}
              busyProviderId={links.busyProviderId}
              onToggleLink={(providerId, linked) => void links.toggle(providerId, linked)}
              onFlag={links.setFlag}
              userId={saved?.id ?? null}
            />
          </fieldset>
          <FormProblem problem={problem} />
          {step ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t(`team.dialog.steps.${step}`)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={isPending} onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('team.dialog.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
