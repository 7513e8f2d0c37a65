import { loadFeatureTexts } from '@/i18n';

/**
 * The code of a part of the lead page below its first screen (a tab other than the details, the outcome menu with
 * its dialogs, the lead data form), loaded together with the part's texts (`texts/detail-parts/`, about 3 of the
 * feature's 5 KB gzipped): the route loads only the texts of the first screen (issue 23). Whatever reads a key of
 * `detail-parts` loads through this (`npm run check:locales` lists the modules that may read them).
 */
export async function withDetailPartTexts<Module>(load: () => Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load(), loadFeatureTexts('leads/detail-parts')]);
  return module;
}
