// The portal's tabs (Radix, with a row that scrolls on a phone) follow the WAI-ARIA tabs pattern with automatic
// activation. Right to left as the app sets it: the document's `dir` and Radix's Direction provider (src/app/app.tsx).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const TABS = ['Profil', 'Passwort', 'Sprache'] as const;

function Example({ onValueChange, dir }: { onValueChange?: (value: string) => void; dir?: 'rtl' }) {
  return (
    <div dir={dir}>
      <Direction.Provider dir={dir ?? 'ltr'}>
        <Tabs defaultValue="Profil" onValueChange={onValueChange}>
          <TabsList aria-label="Einstellungen">
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent key={tab} value={tab}>
              <p>Inhalt {tab}</p>
            </TabsContent>
          ))}
        </Tabs>
      </Direction.Provider>
    </div>
  );
}

describe('Tabs', () => {
  it('shows the active tab’s panel, labelled by its tab, and mounts no other panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Passwort' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Profil' })).toHaveTextContent('Inhalt Profil');
    expect(screen.queryByText('Inhalt Passwort')).not.toBeInTheDocument();
  });

  it('switches by click and reports only a change', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Example onValueChange={changed} />);
    await user.click(screen.getByRole('tab', { name: 'Profil' }));
    expect(changed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Sprache' }));
    expect(changed).toHaveBeenCalledExactlyOnceWith('Sprache');
    expect(screen.getByRole('tabpanel', { name: 'Sprache' })).toHaveTextContent('Inhalt Sprache');
  });

  it('puts only the active tab in the Tab order and moves between tabs with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Example />
        <button type="button">Danach</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Passwort' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Passwort' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sprache' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sprache' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveFocus();
    // Tab leaves the list for the active panel (focusable) and then what follows.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Profil' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Danach' })).toHaveFocus();
  });

  it('mirrors the arrow keys right to left', async () => {
    const user = userEvent.setup();
    render(<Example dir="rtl" />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Passwort' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Passwort' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a value the caller keeps', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('Passwort');
      return (
        <Tabs value={value} onValueChange={setValue}>
          <TabsList aria-label="Einstellungen">
            <TabsTrigger value="Profil">Profil</TabsTrigger>
            <TabsTrigger value="Passwort">Passwort</TabsTrigger>
          </TabsList>
          <TabsContent value="Profil">Inhalt Profil</TabsContent>
          <TabsContent value="Passwort">Inhalt Passwort</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Inhalt Passwort');
    await user.click(screen.getByRole('tab', { name: 'Profil' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Inhalt Profil');
  });
});
