import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'loaded part' : 'placeholder'}</div>;
}

/** An IntersectionObserver the test drives: `reportIntersection` tells every observer that its element is near. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  const observed: Element[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    reportIntersection: (isIntersecting: boolean) =>
      act(() => {
        for (const callback of callbacks)
          callback(
            observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }),
  };
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder until the element comes near the visible area, then keeps the part', () => {
    const observer = stubIntersectionObserver();
    render(<Probe />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(observer.observed).toHaveLength(1);

    observer.reportIntersection(false);
    expect(screen.getByText('placeholder')).toBeInTheDocument();

    observer.reportIntersection(true);
    expect(screen.getByText('loaded part')).toBeInTheDocument();
    observer.reportIntersection(false);
    expect(screen.getByText('loaded part')).toBeInTheDocument();
  });

  it('loads the part as soon as the user moves by keyboard', () => {
    stubIntersectionObserver();
    render(<Probe />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByText('placeholder')).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByText('loaded part')).toBeInTheDocument();
  });

  it('loads the part at once where the browser cannot observe it', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('loaded part')).toBeInTheDocument();
  });
});
