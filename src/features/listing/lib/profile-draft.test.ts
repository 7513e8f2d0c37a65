import { describe, expect, it } from 'vitest';
import { profileDraft } from './profile-draft';

const listing = {
  name: 'Schloss Elmau',
  description: 'Hochzeiten am Wetterstein',
  address: 'Elmau 2, 82493 Krün',
  phone: '08823 180',
  phoneCountry: 'DE',
  email: 'hochzeit@example.de',
  website: 'https://example.de',
};

describe('profileDraft', () => {
  it('keeps a stored tab draft with the listing’s texts and answers of every kind', () => {
    const answers = { capacity: 120, garden: true, styles: ['rustikal', 'modern'], note: 'Parkplätze', price: null };
    expect(profileDraft({ listing, answers })).toEqual({ listing, answers });
  });

  it('discards a draft with a missing listing field, an answer of another kind or no answers', () => {
    const { website: _website, ...withoutWebsite } = listing;
    expect(profileDraft({ listing: withoutWebsite, answers: {} })).toBeNull();
    expect(profileDraft({ listing, answers: { styles: ['modern', 3] } })).toBeNull();
    expect(profileDraft({ listing, answers: { capacity: { value: 1 } } })).toBeNull();
    expect(profileDraft({ listing })).toBeNull();
    expect(profileDraft('draft')).toBeNull();
  });
});
