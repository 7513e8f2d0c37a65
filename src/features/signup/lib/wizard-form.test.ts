import { describe, expect, it } from 'vitest';
import { zProviderWizardImage } from '@/api/generated/zod/zod.gen';
import { isWizardImage, wizardDraft } from './wizard-form';

const values = {
  companyName: 'Gut Sonnenhof',
  contactName: 'Anna Berg',
  email: 'anna@example.de',
  phone: '0171 2345678',
  phoneCountry: 'DE',
  categoryId: '3',
  cityId: '11',
  districtId: '',
  address: 'Am Anger 4',
  description: 'Ein Gutshof für Feiern bis 150 Gäste.',
  images: [{ id: 7, path: '/uploads/7-werkstatt.jpg', fileName: 'Werkstatt.JPG' }],
  acceptedPreliminaryInformation: false,
};

describe('the wizard draft, checked without zod', () => {
  it('keeps a draft with its step and every value', () => {
    expect(wizardDraft({ step: 2, values })).toEqual({ step: 2, values });
  });

  it('keeps the name of the user’s file with a photo, and reads a draft of before it was kept (issue 38.8)', () => {
    const older = { ...values, images: [{ id: 7, path: '/uploads/7-werkstatt.jpg' }] };
    expect(wizardDraft({ step: 3, values: older })?.values.images).toEqual([
      { id: 7, path: '/uploads/7-werkstatt.jpg', fileName: null },
    ]);
  });

  it('discards a draft with a step outside the wizard, a missing value or a photo the document would refuse', () => {
    expect(wizardDraft({ step: 5, values })).toBeNull();
    expect(wizardDraft({ step: 1.5, values })).toBeNull();
    const { email: _email, ...withoutEmail } = values;
    expect(wizardDraft({ step: 0, values: withoutEmail })).toBeNull();
    expect(wizardDraft({ step: 0, values: { ...values, images: [{ id: 0, path: '/x.jpg' }] } })).toBeNull();
    expect(wizardDraft({ step: 0, values: { ...values, images: 'none' } })).toBeNull();
  });

  it('judges a photo as the document’s ProviderWizardImage does', () => {
    const candidates = [
      { id: 1, path: '/a.jpg' },
      { id: 0, path: '/a.jpg' },
      { id: 2.5, path: '/a.jpg' },
      { id: 3, path: '' },
      { id: '4', path: '/a.jpg' },
      { path: '/a.jpg' },
      null,
    ];
    for (const candidate of candidates)
      expect(isWizardImage(candidate), JSON.stringify(candidate)).toBe(
        zProviderWizardImage.safeParse(candidate).success,
      );
  });
});
