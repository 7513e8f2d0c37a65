// The text keys are typed (src/app/text-resources.ts, issue 40.7). The type check (`tsc -b --noEmit`, part of npm
// test) covers this file, and each `@ts-expect-error` below must meet an error there: were the keys untyped again
// (the declaration gone, a bundle typed as `Record<string, unknown>`, any string taken), the misspelled keys would
// compile, the directives would go unused (TS2578) and the type check would fail. At run time the same lines show
// what the type check spares the user: i18next shows the bare key. The other half shows that the tree the type
// declares is the tree i18next holds: a key of each kind the type takes is a German text once its bundle is loaded.
import { render } from '@testing-library/react';
import { Trans } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadFeatureTexts } from '@/i18n';
import { loadConsentTexts } from '@/lib/integrations/consent-texts';
import type { TextKey } from './text-keys';

describe('typed text keys', () => {
  beforeAll(async () => {
    await loadFeatureTexts('todo', 'leads', 'leads/detail-parts', 'payments', 'upgrade');
    await loadConsentTexts();
  });

  it('take a key of every bundle as i18next holds it', () => {
    const keys = {
      shared: 'common.save',
      // A feature's `shared` texts are built into the shared bundle, read from its root.
      sharedOfAFeature: 'routes.discounts',
      feature: 'todo.open.title',
      laterPartOfAFeature: 'leads.detail.notes.add',
      lazyComponent: 'upgrade.title',
      consentBanner: 'consent.title',
    } as const satisfies Record<string, TextKey>;
    expect(Object.values(keys).map((key) => i18n.t(key))).toEqual([
      'Speichern',
      'Rabatte',
      'Offene Aufgaben',
      'Notiz hinzufügen',
      'Upgrade anfragen',
      'Cookies und Statistik',
    ]);
    expect(i18n.t('shell.nav.openTodos', { count: 2, number: 2 })).toBe('2 offene Aufgaben');
  });

  it('fail the type check for a misspelled or missing key, which i18next would show as it is', () => {
    // @ts-expect-error misspelled
    expect(i18n.t('common.sav')).toBe('common.sav');
    // @ts-expect-error a feature's `shared` texts are not read under the feature's name
    expect(i18n.t('payments.shared.routes.discounts')).toBe('payments.shared.routes.discounts');
    // @ts-expect-error misspelled, held in a variable before the call
    const held: TextKey = 'todo.open.titel';
    expect(i18n.exists(held)).toBe(false);
  });

  it('check a key built from a value by each member of its type', () => {
    const known = 'new' as 'new' | 'pending';
    expect(i18n.t(`leadStatus.${known}`)).toBe('Neu');
    const unknown = 'archived' as 'new' | 'archived';
    // @ts-expect-error `leadStatus.archived` is no text: a key built from a value is checked by each member of its type
    expect(i18n.t(`leadStatus.${unknown}`)).toBe('leadStatus.archived');
  });

  it('check the key of a <Trans> too', () => {
    expect(render(<Trans i18nKey="common.save" />).container).toHaveTextContent(/^Speichern$/);
    // @ts-expect-error misspelled
    expect(render(<Trans i18nKey="common.sav" />).container).toHaveTextContent(/^common\.sav$/);
  });
});
