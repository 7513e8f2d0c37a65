import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { SwitchUserBanner } from '@/components/layout/switch-user-banner';
import { UpgradeDialogProvider } from '@/components/upgrade/upgrade-context';
import { Brand } from './components/brand';
import { KeyboardShortcuts } from './components/keyboard-shortcuts';
import { MobileDrawer } from './components/mobile-drawer';
import { Sidebar } from './components/sidebar';
import { TopBar } from './components/top-bar';
import { type ShellSession, useShellSession } from './hooks/use-shell-session';

/**
 * The main layout (spec point 2): the sidebar (256 px from md = 1000 px, a drawer below), the top bar with
 * couple search, notifications and user menu, and the page. It also holds the upgrade dialog every
 * plan-gated feature opens.
 */
export function MainLayout() {
  const session = useShellSession();
  // Between logout and the guard's redirect there is no user; the guard takes over at once.
  if (!session) return null;
  return (
    <UpgradeDialogProvider>
      <Shell session={session} />
    </UpgradeDialogProvider>
  );
}

function Shell({ session }: { session: ShellSession }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The drawer belongs to the path it was opened on: any navigation closes it.
  const [drawer, setDrawer] = useState<{ open: boolean; pathname: string }>({ open: false, pathname });
  const drawerOpen = drawer.open && drawer.pathname === pathname;
  const setDrawerOpen = (open: boolean) => setDrawer({ open, pathname });

  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('shell.skipToContent')}
      </a>
      <aside className="fixed inset-y-0 start-0 z-30 hidden w-sidebar flex-col border-e border-border bg-card md:flex">
        <div className="flex h-16 shrink-0 items-center border-b border-border px-6">
          <Brand />
        </div>
        <Sidebar session={session} variant="desktop" />
      </aside>
      <MobileDrawer session={session} open={drawerOpen} onOpenChange={setDrawerOpen} />
      <KeyboardShortcuts />
      <div className="flex min-h-dvh flex-col md:ps-sidebar">
        {session.isSwitchedUser ? <SwitchUserBanner user={session.user} /> : null}
        <TopBar user={session.user} menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpen(true)} />
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
