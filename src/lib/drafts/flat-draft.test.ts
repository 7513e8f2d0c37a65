import { describe, expect, it } from 'vitest';
import { flatDraft } from './flat-draft';

interface Values {
  name: string;
  acceptTerms: boolean;
}
const parse = flatDraft<Values>({ name: 'string', acceptTerms: 'boolean' });

describe('flatDraft', () => {
  it('keeps a stored draft that has every field with its type, and only the form’s fields', () => {
    expect(parse({ name: 'Schloss Elmau', acceptTerms: true, stale: 1 })).toEqual({
      name: 'Schloss Elmau',
      acceptTerms: true,
    });
  });

  it('discards a draft with a missing or mistyped field, or one that is not an object', () => {
    expect(parse({ name: 'Schloss Elmau' })).toBeNull();
    expect(parse({ name: 3, acceptTerms: false })).toBeNull();
    expect(parse({ name: 'x', acceptTerms: 'yes' })).toBeNull();
    expect(parse(null)).toBeNull();
    expect(parse(['x', true])).toBeNull();
    expect(parse('draft')).toBeNull();
  });
});
