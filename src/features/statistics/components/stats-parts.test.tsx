// The change of a statistics figure against the previous window (issue 35, point 7): counts in per cent, rates in
// percentage points to a tenth, and a change that rounds to nothing is "unverändert", never "−0 %".
import { render, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureTexts } from '@/i18n';
import { Kpi } from './stats-parts';

beforeAll(() => loadFeatureTexts('statistics'));

function changeOf(props: Parameters<typeof Kpi>[0]): string {
  const { container, unmount } = render(
    <dl>
      <Kpi {...props} />
    </dl>,
  );
  const [, change] = within(container).getAllByRole('definition');
  const text = (change?.textContent ?? '').replace(/\s/g, ' ');
  unmount();
  return text;
}

describe('Kpi', () => {
  it('changes a count in per cent', () => {
    expect(changeOf({ label: 'Anfragen', value: 110, previous: 100 })).toBe('+10 % gegenüber 100');
  });

  it('calls a change that rounds to 0 % unchanged', () => {
    expect(changeOf({ label: 'Profilaufrufe', value: 291, previous: 292 })).toBe('unverändert gegenüber 292');
  });

  it('changes a rate in percentage points to a tenth, from the rates as shown', () => {
    expect(changeOf({ label: 'Abschlussquote', value: 0.093, previous: 0.343, rate: true })).toBe(
      '−25,0 Prozentpunkte gegenüber 34,3 %',
    );
    expect(changeOf({ label: 'Abschlussquote', value: 0.204, previous: 0.194, rate: true })).toBe(
      '+1,0 Prozentpunkte gegenüber 19,4 %',
    );
  });
});
