import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './plain-tabs';

const NAMES = ['Offen', 'Bisher', 'Karten'];

/** Three tabs whose selection is owned by the caller, as the pages do (the value lives in the URL). */
function ThreeTabs({ dir = 'ltr' as 'ltr' | 'rtl' }) {
  const [value, setValue] = useState('Offen');
  return (
    <Direction.Provider dir={dir}>
      <Tabs value={value} onValueChange={setValue}>
        <TabsList aria-label="Zahlungen">
          {NAMES.map((name) => (
            <TabsTrigger key={name} value={name}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {NAMES.map((name) => (
          <TabsContent key={name} value={name}>
            Inhalt {name}
          </TabsContent>
        ))}
      </Tabs>
    </Direction.Provider>
  );
}

// The Radix tabs' contract the pages rely on (WAI-ARIA tabs, automatic activation), kept without Radix.
describe('plain tabs', () => {
  it('pairs tabs and panels, keeps one tab stop, and moves and selects with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    const [open, past, cards] = NAMES.map((name) => screen.getByRole('tab', { name }));
    if (!open || !past || !cards) throw new Error('three tabs');
    expect(screen.getByRole('tablist', { name: 'Zahlungen' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(open).toHaveAttribute('aria-selected', 'true');
    expect(past).toHaveAttribute('aria-selected', 'false');
    expect([open.tabIndex, past.tabIndex, cards.tabIndex]).toEqual([0, -1, -1]);
    // Only the active panel is shown and has content; it is named by its tab.
    expect(screen.getByRole('tabpanel', { name: 'Offen' })).toHaveTextContent('Inhalt Offen');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(open).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

    await user.tab();
    expect(open).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(past).toHaveFocus();
    expect(past).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Bisher' })).toHaveTextContent('Inhalt Bisher');
    await user.keyboard('{End}');
    expect(cards).toHaveAttribute('aria-selected', 'true');
    // The arrows loop at the ends.
    await user.keyboard('{ArrowRight}');
    expect(open).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(cards).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(open).toHaveFocus();
    expect([open.tabIndex, past.tabIndex, cards.tabIndex]).toEqual([0, -1, -1]);

    await user.click(cards);
    expect(cards).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Karten' })).toHaveTextContent('Inhalt Karten');
  });

  it('mirrors the arrows right to left', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs dir="rtl" />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Bisher' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Offen' })).toHaveAttribute('aria-selected', 'true');
  });
});
