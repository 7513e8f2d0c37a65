import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a named status when it stands alone', () => {
    render(<Spinner label="Wird geladen …" />);
    expect(screen.getByRole('status', { name: 'Wird geladen …' })).toBeInTheDocument();
  });

  it('is hidden from screen readers inside an element that says what loads', () => {
    render(
      <button type="button" aria-busy="true">
        <Spinner /> Speichern
      </button>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });
});
