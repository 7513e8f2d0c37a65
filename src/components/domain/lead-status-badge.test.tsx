import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadStatusBadge, PrepaidLeadBadge } from './lead-status-badge';

describe('LeadStatusBadge', () => {
  it('names the status, the process state of a negotiation and a confirmed deal', () => {
    render(
      <>
        <LeadStatusBadge lead={{ status: 'pending' }} />
        <LeadStatusBadge lead={{ status: 'negotiating', processState: 'appointment_planned' }} />
        <LeadStatusBadge lead={{ status: 'negotiating', processState: null }} />
        <LeadStatusBadge lead={{ status: 'deal', dealConfirmed: true }} />
        <LeadStatusBadge lead={{ status: 'deal', dealConfirmed: false }} />
        <PrepaidLeadBadge />
      </>,
    );
    for (const text of [
      'Offen',
      'Termin geplant',
      'In Verhandlung',
      'Zusage bestätigt',
      'Zusage',
      'Vermittelte Anfrage',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });
});
