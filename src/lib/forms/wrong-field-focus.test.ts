import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstWrongControl, wrongFieldPaths } from './wrong-field-focus';

describe('wrongFieldPaths', () => {
  it('names every wrong field, rows of field arrays included, without an array’s own error', () => {
    const errors: FieldErrors<{
      profileVideo: string;
      phones: Array<{ number: string }>;
      prices: Array<{ price: number }>;
    }> = {
      profileVideo: { type: 'custom', message: 'team.form.errors.profileVideo' },
      phones: [undefined, { number: { type: 'custom', message: 'validation.phone' } }],
      prices: { root: { type: 'custom', message: 'catalogues.rules.noRows' } },
    };
    expect(wrongFieldPaths(errors)).toEqual(['profileVideo', 'phones.1.number']);
  });
});

describe('firstWrongControl', () => {
  it('picks the wrong field that comes first in the form, whatever the order of the errors', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="name"><input name="phones.0.number"><input name="profileVideo">';
    expect(firstWrongControl(form, ['profileVideo', 'phones.0.number'])).toBe(form.elements[1]);
  });

  it('finds none without a form or a control for any of the fields', () => {
    expect(firstWrongControl(null, ['username'])).toBeNull();
    expect(firstWrongControl(document.createElement('form'), ['username'])).toBeNull();
  });
});
