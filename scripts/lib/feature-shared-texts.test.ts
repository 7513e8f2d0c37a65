import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addSharedTexts, featureSharedTexts } from './feature-shared-texts';

// The tests run from the repository's root (import.meta.url is no file URL under jsdom).
const src = join(process.cwd(), 'src');

describe('feature shared texts (route titles and sidebar labels in their feature, issue 39.4)', () => {
  it("finds each feature's titles and labels under their shared keys", () => {
    const texts = Object.fromEntries(
      featureSharedTexts(src, 'de_DE').map(([file, shared]) => [file.split('/').at(-3), shared]),
    );
    expect(texts.payments).toMatchObject({
      routes: { discounts: 'Rabatte' },
      shell: { nav: { discounts: 'Rabatte' } },
    });
    expect(featureSharedTexts(src, 'en_AU')).toEqual([]);
  });

  it('adds them beside the shared texts and refuses a key defined twice', () => {
    const bundle = { shell: { nav: { label: 'Hauptnavigation' } } };
    expect(addSharedTexts(bundle, { shell: { nav: { todo: 'Aufgaben' } } }, 'todo')).toEqual({
      shell: { nav: { label: 'Hauptnavigation', todo: 'Aufgaben' } },
    });
    expect(() => addSharedTexts(bundle, { shell: { nav: { todo: 'To-do' } } }, 'leads')).toThrow(
      'leads: the shared text shell.nav.todo is defined twice',
    );
  });
});
