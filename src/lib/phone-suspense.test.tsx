// A form that shows a stored number suspends until the number's metadata part is there (`usePhoneMetadata`). When
// that first render is a transition (every navigation is one) and the part lands while React is still rendering,
// React replays the component instead of starting over. A `use` skipped on the replay broke its hooks (React
// error #467, seen as #520 in the journeys): the component must come up with its state, and nothing recovered.
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatInternational, hasPhoneMetadataFor, usePhoneMetadata } from './phone';

function StoredNumber({ e164 }: { e164: string }) {
  usePhoneMetadata([e164]);
  const [shown] = useState(() => formatInternational(e164));
  return <output aria-label="Telefon">{shown}</output>;
}

/** Like a navigation: the page in a Suspense boundary that already shows something is replaced in a transition. */
function renderInTransition(e164: string, onRecoverableError = vi.fn()) {
  const view = render(
    <Suspense fallback={<p>Lädt</p>}>
      <p>Vorige Seite</p>
    </Suspense>,
    { onRecoverableError },
  );
  startTransition(() =>
    view.rerender(
      <Suspense fallback={<p>Lädt</p>}>
        <StoredNumber e164={e164} />
      </Suspense>,
    ),
  );
}

describe('usePhoneMetadata on a first render in a transition', () => {
  it('shows the stored number once its part has loaded, without a render error to recover from', async () => {
    const austrian = '+436641234567';
    expect(hasPhoneMetadataFor([austrian])).toBe(false);
    const recovered = vi.fn();
    await act(async () => renderInTransition(austrian, recovered));

    expect(await screen.findByRole('status', { name: 'Telefon' })).toHaveTextContent('+43 664 1234567');
    expect(recovered).not.toHaveBeenCalled();
  });

  it('renders in the same commit, without suspending, when the part is already there', () => {
    // Zone 4 came with the Austrian number above.
    act(() => renderInTransition('+493312004567'));
    expect(screen.getByRole('status', { name: 'Telefon' })).toHaveTextContent('+49 331 2004567');
  });
});
