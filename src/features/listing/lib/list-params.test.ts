import { describe, expect, it } from 'vitest';
import { listProvidersQueryLimits } from '@/api/generated/limits';
import { defineSearchParams, searchParam } from '@/lib/search-params';
import { providerListParams } from './list-params';

// /providers reads its one param through the shared module; it behaves exactly like a free-text field of it.
const shared = defineSearchParams({ name: searchParam.text(listProvidersQueryLimits.name.maxLength) });
const MAX = listProvidersQueryLimits.name.maxLength;

const urls = ['', 'name=Havel', 'name=', `name=${'x'.repeat(MAX + 5)}`, 'tab=2&name=Havel&x=1', 'name=a&name=b'];

describe('the URL state of the providers list', () => {
  it('reads the search as the shared search params do: absent is empty, longer text is cut', () => {
    for (const url of urls) {
      const params = new URLSearchParams(url);
      expect(providerListParams.read(params), url).toEqual(shared.read(params));
    }
    expect(providerListParams.read(new URLSearchParams(`name=${'x'.repeat(MAX + 5)}`)).name).toHaveLength(MAX);
  });

  it('writes the search as the shared search params do: empty leaves it out, other params stay', () => {
    for (const url of urls) {
      for (const name of ['', 'Schloss', 'Schloss Havelblick & Söhne']) {
        const params = new URLSearchParams(url);
        expect(providerListParams.update(params, { name }).toString(), `${url} ← ${name}`).toBe(
          shared.update(params, { name }).toString(),
        );
      }
    }
    expect(providerListParams.update(new URLSearchParams('name=Havel&x=1'), { name: '' }).toString()).toBe('x=1');
  });
});
