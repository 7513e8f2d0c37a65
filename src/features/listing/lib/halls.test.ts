import { describe, expect, it } from 'vitest';
import { hallCreateBody, hallErrorKey, hallUpdateBody, type HallValues, validateHall } from './halls';

const valid: HallValues = {
  name: 'Großer Festsaal',
  areaType: 'indoor',
  minCapacity: 10,
  maxCapacity: 9999,
  mealCapacity: null,
  cocktailCapacity: 200,
};

describe('hall rules (spec point 5)', () => {
  it('accepts the limits themselves: 10 guests at least, 9999 at most, one of dinner or reception', () => {
    expect(validateHall(valid)).toEqual({});
  });

  it('refuses one digit for the minimum, five digits for the maximum and a minimum above the maximum', () => {
    expect(validateHall({ ...valid, minCapacity: 9 }).minCapacity).toBe(hallErrorKey.minDigits);
    expect(validateHall({ ...valid, maxCapacity: 10_000 }).maxCapacity).toBe(hallErrorKey.maxDigits);
    expect(validateHall({ ...valid, minCapacity: 300, maxCapacity: 200 }).maxCapacity).toBe(hallErrorKey.order);
    expect(validateHall({ ...valid, minCapacity: Number.NaN }).minCapacity).toBe('validation.integer');
  });

  it('takes letters with umlauts and ß, digits and single spaces in names, and nothing else', () => {
    expect(validateHall({ ...valid, name: '  Saal   Süd 2  ' }).name).toBeUndefined();
    for (const name of ['Café', 'Saal-Nord', "Anna's Saal", 'Saal_1', 'قاعة'])
      expect(validateHall({ ...valid, name }).name).toBe(hallErrorKey.name);
    expect(hallCreateBody(101, { ...valid, name: '  Saal   Süd 2  ' })).toMatchObject({ name: 'Saal Süd 2' });
  });

  it('needs a dinner or a reception capacity, on both fields', () => {
    const errors = validateHall({ ...valid, cocktailCapacity: null });
    expect(errors.mealCapacity).toBe(hallErrorKey.mealOrCocktail);
    expect(errors.cocktailCapacity).toBe(hallErrorKey.mealOrCocktail);
    expect(hallCreateBody(101, { ...valid, cocktailCapacity: null })).toBeNull();
  });

  it('sends only the changed fields of an existing hall', () => {
    const hall = {
      id: 4,
      providerId: 101,
      name: 'Großer Festsaal',
      areaType: 'indoor' as const,
      minCapacity: 10,
      maxCapacity: 9999,
      mealCapacity: null,
      cocktailCapacity: 200,
      image: { path: '/media/customer-spaces/101/4/grundriss.png', kind: 'floorPlan' as const },
    };
    expect(hallUpdateBody(hall, { ...valid })).toEqual({});
    expect(hallUpdateBody(hall, { ...valid, mealCapacity: 150, maxCapacity: 300 })).toEqual({
      mealCapacity: 150,
      maxCapacity: 300,
    });
  });
});
