// The wizard's state: one form for all steps, kept in a draft per registration link (step and values), the step
// shown, moving on (checking only the current step's fields) and back, and sending, which puts the server's field
// errors on their fields and opens the first step with one.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { ProviderWizardSubmitLimits } from '@/api/generated/limits';
import { useDraft } from '@/lib/drafts';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useStoredPhones } from '@/lib/stored-phone';
import { type ProviderWizard, signupKeys, useCategoryMeta, useSubmitWizard } from '../api/wizard';
import {
  initialValues,
  reconcileDraft,
  STEP_FIELDS,
  stepOfField,
  WIZARD_STEPS,
  type WizardDraft,
  wizardDraft,
  wizardDraftKey,
  type WizardValues,
} from '../lib/wizard-form';
import { isPhotoStepLoaded, loadPhotoStep } from './photo-step-loader';

/** The submission's rule for the description (spec point 5: at least 300 characters) is the document's. */
export const MIN_DESCRIPTION = ProviderWizardSubmitLimits.properties.description.minLength;

// The rules (zod) load when the browser is idle after the first paint, or at the first check (issue 23).
const loadRules = () => import('../lib/wizard-rules');
const resolver = lazyResolver<WizardValues>(() => loadRules().then((rules) => rules.wizardResolver(MIN_DESCRIPTION)));

/** The server's field paths to the form's fields (a photo's `imageIds.2` lands on the photos). */
function serverFields(photoCount: number): ServerFieldMap<WizardValues> {
  return {
    companyName: 'companyName',
    contactName: 'contactName',
    email: 'email',
    phone: 'phone',
    categoryId: 'categoryId',
    cityId: 'cityId',
    districtId: 'districtId',
    address: 'address',
    description: 'description',
    imageIds: 'images',
    ...Object.fromEntries(Array.from({ length: photoCount }, (_, index) => [`imageIds.${index}`, 'images' as const])),
    acceptedPreliminaryInformation: 'acceptedPreliminaryInformation',
  };
}

/** The first step with a field the server refused, and that step's first such field; null when none is a field. */
function firstRefusedField(error: unknown, fields: ServerFieldMap<WizardValues>) {
  const failed = isApiError(error)
    ? Object.keys(error.fieldErrors).flatMap((path) => {
        const field = fields[path];
        return field ? [field] : [];
      })
    : [];
  if (failed.length === 0) return null;
  const step = Math.min(...failed.map(stepOfField));
  const field = STEP_FIELDS[WIZARD_STEPS[step] ?? 'confirm'].find((name) => failed.some((f) => f === name));
  return { step, field };
}

/** The form and the step, from the link's draft; every change and every step move goes into the draft. */
function useDraftedWizard(hash: string, wizard: ProviderWizard) {
  const draft = useDraft<WizardDraft>(wizardDraftKey(hash), { step: 0, values: initialValues(wizard) }, wizardDraft);
  const [start] = useState(() => reconcileDraft(draft.restored, wizard));
  const [step, setStep] = useState(start.step);
  const form = useForm<WizardValues>({ resolver, defaultValues: start.values });
  const { save, clear } = draft;
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
    save({ step, values: form.getValues() });
  }, [step, save, form]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => save({ step: stepRef.current, values }),
      }),
    [form, save],
  );
  return { form, step, setStep, clearDraft: clear };
}

export function useWizardForm(hash: string, wizard: ProviderWizard) {
  const queryClient = useQueryClient();
  // A stored number shows in national form: the phone library and its zone's metadata first (the loader has started
  // them). An application without one, the usual case, needs neither before the first paint.
  useStoredPhones([wizard.phone]);
  const { form, step, setStep, clearDraft } = useDraftedWizard(hash, wizard);
  // The chosen category's upload rules (GET /configs/provider-category-meta) for the photos.
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const meta = useCategoryMeta(categoryId === '' ? null : Number(categoryId));

  const submitWizard = useSubmitWizard(hash);
  const photos = useWatch({ control: form.control, name: 'images' });
  const fields = useMemo(() => serverFields(photos.length), [photos.length]);
  const { problem, submit } = useServerForm({ form, mutation: submitWizard, fields, focusFieldError: false });

  // A new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const goTo = (next: number) => {
    moved.current = true;
    if (WIZARD_STEPS[next] === 'photos' && !isPhotoStepLoaded()) void loadPhotoStep().then(() => setStep(next));
    else setStep(next);
  };

  const current = WIZARD_STEPS[step] ?? 'company';

  // The photos have no input of their own to focus: their button takes the focus instead.
  const photoButton = useRef<HTMLButtonElement>(null);
  const focusField = (field: keyof WizardValues) => {
    if (field === 'images') photoButton.current?.focus();
    else form.setFocus(field);
  };

  const next = async () => {
    const valid = await form.trigger([...STEP_FIELDS[current]], { shouldFocus: true });
    if (valid) goTo(step + 1);
    else if (current === 'photos') focusField('images');
  };

  const send = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      // The rules module builds the body: the check that just passed has loaded it.
      async (valid) =>
        submit((await loadRules()).toSubmitBody(valid), {
          onSuccess: () => clearDraft(),
          onError: (error, serverProblem) => {
            // Sent meanwhile (another tab) or the link withdrawn: the page shows what the server now says.
            if (isApiError(error) && (error.status === 409 || error.status === 404)) {
              void queryClient.invalidateQueries({ queryKey: signupKeys.wizard(hash) });
              return serverProblem();
            }
            const left = serverProblem();
            const refused = firstRefusedField(error, fields);
            if (refused) {
              goTo(refused.step);
              const { field } = refused;
              if (field) window.setTimeout(() => focusField(field), 0);
            }
            return left;
          },
        }),
      (errors) => {
        // A rule of an earlier step broke meanwhile (e.g. a photo left the application): open that step.
        const target = Math.min(...Object.keys(errors).map(stepOfField));
        if (target < step) goTo(target);
      },
    )(event);

  return {
    form,
    step,
    current,
    last: step === WIZARD_STEPS.length - 1,
    meta,
    problem,
    isSending: submitWizard.isPending,
    /** The step's heading, focused when the step changes. */
    heading,
    /** The photo step's "choose photos" button, focused when the photos' rule fails. */
    photoButton,
    goTo,
    next,
    send,
  };
}
