import {
  ChartColumn,
  FileText,
  LifeBuoy,
  LogOut,
  type LucideIcon,
  MessageCircle,
  MonitorSmartphone,
  Phone,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UpgradeFeature } from '@/components/upgrade/api/create-upgrade-request';
import { allRoutes, href, type NavGroupId, type RouteEntry, type RouteNavigation, routes } from '@/config/paths';
import { toast } from '@/components/ui/toaster';
import { chatAllowed, chatConfigured, openSupportChat } from '@/lib/integrations/chat';
import { statsLockReason, statsProviders } from '@/lib/stats-access';
import { usePendingLeadCount } from '../hooks/use-pending-lead-count';
import { usePromptCounts } from '@/api/queries/prompts';
import type { ShellSession } from '../hooks/use-shell-session';
import { REMOTE_SUPPORT_URL, whatsAppHelpUrl } from '../lib/external-links';

interface EntryBase {
  id: string;
  label: string;
  icon: LucideIcon;
}

type NavBadge = { value: number; label: string } | undefined;

export type NavEntry =
  | (EntryBase & { kind: 'link'; to: string; end?: boolean; badge?: NavBadge })
  /** A plan-gated entry the user's plan does not include: it opens the upgrade dialog. */
  | (EntryBase & { kind: 'upgrade'; feature: UpgradeFeature })
  /** A link out of the portal; `hint` says in a second line where it leads. */
  | (EntryBase & { kind: 'external'; url: string; newTab: boolean; hint?: string })
  /** An entry that does something in place (the live chat). */
  | (EntryBase & { kind: 'action'; onSelect: () => void })
  | (EntryBase & { kind: 'logout' });

export interface NavGroup {
  kind: 'group';
  id: string;
  label: string;
  icon: LucideIcon;
  /** Route patterns of the group: it opens by itself when the current path is one of them. */
  matches: string[];
  entries: NavEntry[];
}

export type NavItem = NavEntry | NavGroup;

/**
 * The sidebar entries of spec point 2, in order: the routes' own entries (the `nav` part of each feature's
 * route entries: order, group, icon, label, badge, plan gate) with the shell's groups, support links and exit.
 * Entries the spec marks hidden (Transfer reviews, the statistics magnet, the tutorial) are not listed at all.
 */
export function useNavModel(
  { user, isSwitchedUser }: ShellSession,
  { pathname, showExit }: { pathname: string; showExit: boolean },
): NavItem[] {
  const { t } = useTranslation();
  const providerIds = user.providers.map((provider) => provider.id);
  const pending = usePendingLeadCount(providerIds);
  const todo = usePromptCounts().data?.todo;
  const hasProviders = user.providers.length > 0;

  // Statistics (spec point 2), by the statistics pages' own rule (src/lib/stats-access.ts): an entry opens the
  // upgrade dialog only when the plan is what is missing. Without an active provider, or with every provider
  // paused, it opens the page, which says why (an upgrade would not help).
  const upgradeNeeded = {
    statsAccess: statsLockReason(user, 'visits') === 'plan' && statsProviders(user, 'visits').length === 0,
    rivalStatsAccess: statsLockReason(user, 'rivals') === 'plan' && statsProviders(user, 'rivals').length === 0,
  };

  // Ask us via chat (spec points 1 and 6): only with permission advisorService, the supportChat flag on and not in
  // a switched-user session. With a chat service configured the entry opens the live chat (loaded on this first
  // click, src/lib/integrations/chat); without one (mock mode) it says how to reach support instead: an e-mail to
  // the account manager (absent when the account has none). docs/integrations.md.
  const accountManager = user.accountManager;
  const chatEntry: NavEntry[] = !chatAllowed(user, isSwitchedUser)
    ? []
    : chatConfigured()
      ? [
          {
            kind: 'action',
            id: 'chat',
            label: t('shell.nav.chat'),
            icon: MessageCircle,
            onSelect: () => void openSupportChat(user).catch(() => toast.error(t('integrations.chat.loadFailed'))),
          },
        ]
      : accountManager
        ? [
            {
              kind: 'external',
              id: 'chat',
              label: t('shell.nav.chat'),
              hint: t('integrations.chat.byEmail', { name: accountManager.name }),
              icon: MessageCircle,
              url: `mailto:${accountManager.email}?subject=${encodeURIComponent(t('shell.nav.chatSubject', { customer: user.customer.name }))}`,
              newTab: false,
            },
          ]
        : [];

  // The help line reads German, so the prefilled WhatsApp message is German in every UI language.
  const whatsAppMessage = t('shell.nav.whatsappMessage', {
    lng: 'de_DE',
    customer: user.customer.name,
    name: user.name,
  });

  const badges: Record<NonNullable<RouteNavigation['badge']>, NavBadge> = {
    pendingLeads:
      pending !== undefined && pending > 0
        ? { value: pending, label: t('shell.nav.pendingLeads', { count: pending, number: pending }) }
        : undefined,
    openTodos:
      todo !== undefined && todo > 0
        ? { value: todo, label: t('shell.nav.openTodos', { count: todo, number: todo }) }
        : undefined,
  };

  // The routes' own sidebar entries (their `nav` part), in their order.
  const navigable = allRoutes()
    .filter((route): route is RouteEntry & { nav: RouteNavigation } => route.nav !== undefined)
    .filter((route) => !route.nav.needsProviders || hasProviders)
    .sort((a, b) => a.nav.order - b.nav.order);
  const toEntry = ({ name, nav, href: build }: RouteEntry & { nav: RouteNavigation }): NavEntry => {
    const entry = {
      id: name,
      label: t(nav.labelKey),
      icon: nav.icon,
      // Nav routes take no arguments. Both / and /dashboard show the dashboard; the entry stays marked on either.
      to: name === 'home' && pathname === routes.dashboard.path ? href.dashboard() : (build as () => string)(),
    };
    if (nav.gate && upgradeNeeded[nav.gate.needs]) return { kind: 'upgrade', feature: nav.gate.upgrade, ...entry };
    return {
      kind: 'link',
      ...entry,
      ...(nav.end ? { end: true } : {}),
      ...(nav.badge ? { badge: badges[nav.badge] } : {}),
    };
  };
  const group = (id: NavGroupId, label: string, icon: LucideIcon, order: number) => {
    const members = navigable.filter((route) => route.nav.group === id);
    return {
      order,
      item: {
        kind: 'group',
        id,
        label,
        icon,
        matches: members.map((route) => route.path),
        entries: members.filter((route) => !route.nav.hidden).map(toEntry),
      } satisfies NavGroup,
    };
  };

  const ordered: { order: number; item: NavItem }[] = [
    ...navigable
      .filter((route) => route.nav.group === undefined)
      .map((route) => ({ order: route.nav.order, item: toEntry(route) })),
    group('templates', t('shell.nav.templates'), FileText, 80),
    group('statistics', t('shell.nav.statistics'), ChartColumn, 90),
    {
      order: 100,
      item: {
        kind: 'group',
        id: 'support',
        label: t('shell.nav.support'),
        icon: LifeBuoy,
        matches: [],
        entries: [
          ...chatEntry,
          {
            kind: 'external',
            id: 'remote',
            label: t('shell.nav.remoteDesktop'),
            icon: MonitorSmartphone,
            url: REMOTE_SUPPORT_URL,
            newTab: true,
          },
          {
            kind: 'external',
            id: 'whatsapp',
            label: t('shell.nav.whatsapp'),
            icon: Phone,
            url: whatsAppHelpUrl(whatsAppMessage),
            newTab: true,
          },
        ],
      },
    },
  ];
  const items = ordered.sort((a, b) => a.order - b.order).map(({ item }) => item);
  if (showExit) items.push({ kind: 'logout', id: 'exit', label: t('shell.nav.exit'), icon: LogOut });
  return items;
}
