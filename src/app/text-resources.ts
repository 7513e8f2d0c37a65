// The text keys' type (issue 40.7): i18next's `CustomTypeOptions` learns the German bundles' tree, so `t('…')`,
// `i18n.t('…')` and `<Trans i18nKey>` with a missing or misspelled key fail the type check instead of showing the key
// (`TextKey`, src/i18n/text-keys.ts, is a key of this tree). The tree is the one i18next holds at run time in its one
// namespace `translation`: the shared bundle with every feature's `shared` texts built into it
// (scripts/lib/feature-shared-texts.ts), each feature's and lazily loaded component's own texts under its name
// (`loadFeatureTexts`, ./feature-texts.ts; a later part such as `leads/detail-parts` merged into its feature's tree)
// and the consent banner's under `consent` (src/lib/integrations/consent-texts.ts). German is the source:
// `npm run check:locales` holds the other locales to its keys, and fails while a texts folder is missing here.
// In the app layer because it names every feature's texts, as ./feature-texts.ts does; types only, nothing of it
// ships. A .ts file rather than i18next.d.ts: `skipLibCheck` skips every .d.ts, and this one must be checked.
import type consent from '@/lib/integrations/texts/de_DE.json';
import type agreements from '@/components/agreements/texts/de_DE.json';
import type editor from '@/components/editor/texts/de_DE.json';
import type providerPage from '@/components/provider-page/texts/de_DE.json';
import type shortcuts from '@/components/shortcuts/texts/de_DE.json';
import type upgrade from '@/components/upgrade/texts/de_DE.json';
import type auth from '@/features/auth/texts/de_DE.json';
import type calendar from '@/features/calendar/texts/de_DE.json';
import type catalogues from '@/features/catalogues/texts/de_DE.json';
import type dashboard from '@/features/dashboard/texts/de_DE.json';
import type instagram from '@/features/instagram/texts/de_DE.json';
import type leads from '@/features/leads/texts/de_DE.json';
import type leadsDetailParts from '@/features/leads/texts/detail-parts/de_DE.json';
import type listing from '@/features/listing/texts/de_DE.json';
import type media from '@/features/media/texts/de_DE.json';
import type payments from '@/features/payments/texts/de_DE.json';
import type products from '@/features/products/texts/de_DE.json';
import type realtime from '@/features/realtime/texts/de_DE.json';
import type referral from '@/features/referral/texts/de_DE.json';
import type reviews from '@/features/reviews/texts/de_DE.json';
import type settings from '@/features/settings/texts/de_DE.json';
import type settingsSecurity from '@/features/settings/texts/security/de_DE.json';
import type signup from '@/features/signup/texts/de_DE.json';
import type statistics from '@/features/statistics/texts/de_DE.json';
import type team from '@/features/team/texts/de_DE.json';
import type templates from '@/features/templates/texts/de_DE.json';
import type todo from '@/features/todo/texts/de_DE.json';
import type shared from '@/i18n/locales/de_DE.json';

/** A feature's texts as its chunk holds them: the `shared` part goes to the shared bundle instead. */
type Own<Texts> = Omit<Texts, 'shared'>;
/** A feature's route titles and sidebar labels (`shared`), read from the shared bundle's root. */
type SharedPart<Texts> = Texts extends { shared: infer Part } ? Part : unknown;

/** Every feature's `shared` texts (check-locales rejects a key defined twice). */
type FeatureSharedTexts = SharedPart<typeof auth> &
  SharedPart<typeof calendar> &
  SharedPart<typeof catalogues> &
  SharedPart<typeof dashboard> &
  SharedPart<typeof instagram> &
  SharedPart<typeof leads> &
  SharedPart<typeof listing> &
  SharedPart<typeof media> &
  SharedPart<typeof payments> &
  SharedPart<typeof products> &
  SharedPart<typeof realtime> &
  SharedPart<typeof referral> &
  SharedPart<typeof reviews> &
  SharedPart<typeof settings> &
  SharedPart<typeof signup> &
  SharedPart<typeof statistics> &
  SharedPart<typeof team> &
  SharedPart<typeof templates> &
  SharedPart<typeof todo>;

/** The German texts as i18next holds them at runtime, in its one namespace. */
export type TextResources = typeof shared &
  FeatureSharedTexts & {
    consent: typeof consent;
    agreements: typeof agreements;
    editor: typeof editor;
    'provider-page': typeof providerPage;
    shortcuts: typeof shortcuts;
    upgrade: typeof upgrade;
    auth: Own<typeof auth>;
    calendar: Own<typeof calendar>;
    catalogues: Own<typeof catalogues>;
    dashboard: Own<typeof dashboard>;
    instagram: Own<typeof instagram>;
    leads: Own<typeof leads> & typeof leadsDetailParts;
    listing: Own<typeof listing>;
    media: Own<typeof media>;
    payments: Own<typeof payments>;
    products: Own<typeof products>;
    realtime: Own<typeof realtime>;
    referral: Own<typeof referral>;
    reviews: Own<typeof reviews>;
    settings: Own<typeof settings> & typeof settingsSecurity;
    signup: Own<typeof signup>;
    statistics: Own<typeof statistics>;
    team: Own<typeof team>;
    templates: Own<typeof templates>;
    todo: Own<typeof todo>;
  };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TextResources };
    // Matches `returnNull: false` in initI18n; `t()` returns a string.
    returnNull: false;
    // A JSON import types every text as `string`, so there are no `{{variables}}` for i18next's types to read, and
    // reading them cost the type check time for nothing: about 12 % of its instantiations (3.39 M -> 2.98 M).
    parseInterpolation: false;
    strictInterpolationChecks: false;
  }
}
