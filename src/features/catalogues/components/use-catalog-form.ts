// The catalogue form's state, for a new catalogue and for changing one (issue 42.1): the catalogue types offered for
// the provider's category, the form with its draft, the price rows, the currencies (the market's preselected) and
// the save.
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type Catalog,
  useCatalogItems,
  useCreateCatalog,
  usePriceableCatalogTypes,
  useUpdateCatalog,
} from '@/api/queries/catalogs';
import { useConfigEntries } from '@/api/queries/configs';
import { priceServerFields } from '@/components/catalogs/price-rules';
import { toast } from '@/components/ui/toaster';
import { draftKey, useDraft, useDraftOnChange } from '@/lib/drafts';
import { formErrorMap, problemOf, type ServerFieldMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { focusFirstWrongField } from '@/lib/forms/wrong-field-focus';
import { MARKET_CURRENCY } from '@/lib/money';
import { type LoggedInUser, useCurrentUser } from '@/lib/session/session-query';
import {
  bodyOf,
  catalogSchema,
  type CatalogValues,
  emptyRow,
  updateBodyOf,
  valuesOf,
  valuesSchema,
} from '../lib/catalog-form';
import { entryChoices } from './choice-options';

export type CatalogProvider = LoggedInUser['providers'][number];

/**
 * The catalogue types with rows for the provider's category (issue 37.11): only those are offered. `settled` once
 * every type has been looked up.
 */
function useOfferedCatalogTypes(categoryId: number) {
  const types = useConfigEntries('catalog_type');
  const priceable = usePriceableCatalogTypes(
    (types.data ?? []).flatMap((entry) => (typeof entry.itemId === 'number' ? [entry.itemId] : [])),
    categoryId,
  );
  const offered = (types.data ?? []).filter(
    (entry) => typeof entry.itemId === 'number' && priceable.typeIds.includes(entry.itemId),
  );
  const settled = types.data !== undefined && !priceable.isPending && !priceable.isError;
  return { offered, settled, priceable };
}

/** A new catalogue (`catalog` null) or a change of a stored one, which starts with its values. */
export function useCatalogForm(provider: CatalogProvider, catalog: Catalog | null, onDone: () => void) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const types = useOfferedCatalogTypes(provider.categoryId);
  const pricingTypes = useConfigEntries('customer_menu_pricing_type');
  const currencies = useConfigEntries('currency');
  // The market's currency (EUR) is preselected; the config's first entry where it has no EUR.
  const marketCurrency =
    (currencies.data ?? []).find((entry) => entry.value === MARKET_CURRENCY) ?? currencies.data?.[0];
  const defaultCurrency = typeof marketCurrency?.itemId === 'number' ? marketCurrency.itemId : null;
  const start: CatalogValues = catalog
    ? valuesOf(catalog)
    : {
        name: '',
        catalogTypeId: '',
        pricingType: '',
        guests: null,
        isMain: false,
        notes: '',
        expireAt: '',
        prices: [emptyRow(defaultCurrency)],
      };
  const draft = useDraft<CatalogValues | null>(
    catalog ? draftKey(user.id, 'catalog-edit', catalog.id) : draftKey(user.id, 'catalog-new', provider.id),
    null,
    valuesSchema,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CatalogValues>({
    resolver: zodResolver(catalogSchema, { error: formErrorMap() }),
    defaultValues: draft.restored ?? start,
    // The focus goes to the first wrong field in the form's order (`focusFirstWrongField`), not in registration
    // order: "Preise gültig bis" is registered by the form itself, before the fields above it.
    shouldFocusError: false,
  });
  // The currencies may arrive after the form started: rows still without a currency take the market's.
  useEffect(() => {
    if (defaultCurrency === null) return;
    form.getValues('prices').forEach((row, index) => {
      if (row.currency === null) form.setValue(`prices.${index}.currency`, defaultCurrency);
    });
  }, [defaultCurrency, form]);
  const rows = useFieldArray({ control: form.control, name: 'prices' });
  const create = useCreateCatalog(user.customerId);
  const update = useUpdateCatalog(user.customerId);
  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: (values: CatalogValues) =>
      catalog
        ? update.mutateAsync({ catalogId: catalog.id, body: updateBodyOf(values) })
        : create.mutateAsync(bodyOf(provider.id, values)),
  };
  const fields = useMemo<ServerFieldMap<CatalogValues>>(
    () => ({
      name: 'name',
      catalogTypeId: 'catalogTypeId',
      pricingType: 'pricingType',
      minGuests: 'guests',
      maxGuests: 'guests',
      notes: 'notes',
      isMain: 'isMain',
      ...priceServerFields(rows.fields.length),
    }),
    [rows.fields.length],
  );
  const { problem, submit, isPending } = useServerForm({ form, mutation, fields, formRef });

  useDraftOnChange(form, draft, valuesSchema);

  const chosenType = Number(useWatch({ control: form.control, name: 'catalogTypeId' })) || null;
  const typeId = chosenType !== null && types.priceable.typeIds.includes(chosenType) ? chosenType : null;
  // A restored draft may name a type without rows for the category: it is not offered, so it is not chosen either.
  const typesSettled = types.settled;
  useEffect(() => {
    if (typesSettled && chosenType !== null && typeId === null) form.setValue('catalogTypeId', '');
  }, [typesSettled, chosenType, typeId, form]);
  const options = useCatalogItems(typeId, provider.categoryId);
  // Another type has other positions: a row's position the chosen type does not have is chosen again (the server
  // would refuse it on the row).
  const optionIds = options.data?.map((option) => option.id);
  useEffect(() => {
    if (!optionIds) return;
    form.getValues('prices').forEach((row, index) => {
      if (row.catalogItemOptionId !== null && !optionIds.includes(row.catalogItemOptionId))
        form.setValue(`prices.${index}.catalogItemOptionId`, null);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the type's positions arrive, not on each render
  }, [options.data, form]);
  // Opened in the page by a button that leaves it: the name takes the focus (src/lib/use-inline-form-focus.ts).
  useEffect(() => form.setFocus('name'), [form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) =>
        submit(values, {
          onSuccess: () => {
            draft.clear();
            toast.success(t(catalog ? 'catalogues.form.changed' : 'catalogues.form.created'));
            onDone();
          },
          // Spec point 8: the server's message shows together with the field errors.
          onError: (error, serverProblem) => serverProblem() ?? problemOf(error),
        }),
      (wrong) => focusFirstWrongField(formRef.current, wrong),
    )(event);

  return {
    form,
    formRef,
    types,
    pricingTypes: pricingTypes.data ?? [],
    // Only currencies with a numeric id: a row's currency is a number.
    currencies: entryChoices((currencies.data ?? []).filter((entry) => typeof entry.itemId === 'number')),
    defaultCurrency,
    rows,
    /** The chosen catalogue type, when it is offered; the price rows' items are its options. */
    typeId,
    options: options.data ?? [],
    draftRestored: draft.wasRestored,
    problem,
    isPending,
    onSubmit,
    /** Leaves the form and forgets its draft. */
    close: () => {
      draft.clear();
      onDone();
    },
  };
}
