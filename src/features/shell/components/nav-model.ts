import {
  CalendarHeart,
  ChartColumn,
  Eye,
  FileText,
  Heart,
  House,
  Images,
  LifeBuoy,
  ListTodo,
  LogOut,
  type LucideIcon,
  Mail,
  MessageCircle,
  MessageSquareQuote,
  MonitorSmartphone,
  Paperclip,
  Percent,
  Phone,
  Signature,
  Store,
  Swords,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UpgradeFeature } from '@/components/upgrade/api/create-upgrade-request';
import { href, routes } from '@/config/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { usePendingLeadCount } from '../hooks/use-pending-lead-count';
import { usePromptCounts } from '@/api/queries/prompts';
import type { ShellSession } from '../hooks/use-shell-session';
import { REMOTE_SUPPORT_URL, whatsAppHelpUrl } from '../lib/external-links';

interface EntryBase {
  id: string;
  label: string;
  icon: LucideIcon;
}

export type NavEntry =
  | (EntryBase & { kind: 'link'; to: string; end?: boolean; badge?: { value: number; label: string } | undefined })
  /** A plan-gated entry the user's plan does not include: it opens the upgrade dialog. */
  | (EntryBase & { kind: 'upgrade'; feature: UpgradeFeature })
  | (EntryBase & { kind: 'external'; url: string; newTab: boolean })
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
 * The sidebar entries of spec point 2, in order. Entries the spec marks hidden (Transfer reviews, the
 * statistics magnet, the tutorial) are not listed at all.
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

  // Statistics (spec point 2): visits and weddings need a provider with statsAccess that is not on hold,
  // rivals a provider with rivalStatsAccess above 0; otherwise the entry opens the upgrade dialog.
  const statsAccess = user.providers.some((p) => p.productFeatures.statsAccess && !p.onHold);
  const rivalsAccess = user.providers.some((p) => p.productFeatures.rivalStatsAccess > 0);
  const gated = (entry: EntryBase & { to: string }, allowed: boolean, feature: UpgradeFeature): NavEntry =>
    allowed ? { kind: 'link', ...entry } : { kind: 'upgrade', feature, ...entry };

  // Ask us via chat (spec points 1 and 6): only with permission advisorService, the supportChat flag on
  // and not in a switched-user session. Decision: this build has no live-chat script, so the entry is a
  // mailto link to the account manager (and absent when the account has none); when a chat script is
  // added, this entry opens the widget instead.
  const accountManagerEmail = user.accountManager?.email;
  const chatAvailable =
    user.permission.advisorService &&
    !isSwitchedUser &&
    getRuntimeConfig().features.supportChat &&
    !!accountManagerEmail;
  const chatEntry: NavEntry[] = chatAvailable
    ? [
        {
          kind: 'external',
          id: 'chat',
          label: t('shell.nav.chat'),
          icon: MessageCircle,
          url: `mailto:${accountManagerEmail}?subject=${encodeURIComponent(t('shell.nav.chatSubject', { customer: user.customer.name }))}`,
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

  const items: NavItem[] = [
    {
      kind: 'link',
      id: 'home',
      label: t('shell.nav.home'),
      icon: House,
      // Both / and /dashboard show the dashboard; the entry stays marked on either.
      to: pathname === routes.dashboard.path ? href.dashboard() : href.home(),
      end: true,
    },
    {
      kind: 'link',
      id: 'leads',
      label: t('shell.nav.leads'),
      icon: Heart,
      to: href.leads(),
      badge:
        pending !== undefined && pending > 0
          ? { value: pending, label: t('shell.nav.pendingLeads', { number: pending }) }
          : undefined,
    },
    {
      kind: 'link',
      id: 'todo',
      label: t('shell.nav.todo'),
      icon: ListTodo,
      to: href.todo(),
      badge:
        todo !== undefined && todo > 0 ? { value: todo, label: t('shell.nav.openTodos', { number: todo }) } : undefined,
    },
    ...(hasProviders
      ? ([
          { kind: 'link', id: 'providers', label: t('shell.nav.providers'), icon: Store, to: href.providers() },
          { kind: 'link', id: 'galleries', label: t('shell.nav.galleries'), icon: Images, to: href.galleries() },
        ] satisfies NavEntry[])
      : []),
    {
      kind: 'link',
      id: 'testimonials',
      label: t('shell.nav.testimonials'),
      icon: MessageSquareQuote,
      to: href.testimonials(),
    },
    { kind: 'link', id: 'discounts', label: t('shell.nav.discounts'), icon: Percent, to: href.discounts() },
    {
      kind: 'group',
      id: 'templates',
      label: t('shell.nav.templates'),
      icon: FileText,
      matches: [routes.attachments.path, routes.signatures.path, routes.mailTemplates.path],
      entries: [
        { kind: 'link', id: 'attachments', label: t('shell.nav.attachments'), icon: Paperclip, to: href.attachments() },
        { kind: 'link', id: 'signatures', label: t('shell.nav.signatures'), icon: Signature, to: href.signatures() },
        {
          kind: 'link',
          id: 'mailTemplates',
          label: t('shell.nav.mailTemplates'),
          icon: Mail,
          to: href.mailTemplates(),
        },
      ],
    },
    {
      kind: 'group',
      id: 'statistics',
      label: t('shell.nav.statistics'),
      icon: ChartColumn,
      matches: [
        routes.statisticsVisits.path,
        routes.statisticsWeddings.path,
        routes.statisticsRivals.path,
        routes.statisticsMagnet.path,
      ],
      entries: [
        gated(
          { id: 'visits', label: t('shell.nav.visits'), icon: Eye, to: href.statisticsVisits() },
          statsAccess,
          'page_visit_statistics',
        ),
        gated(
          { id: 'weddings', label: t('shell.nav.weddings'), icon: CalendarHeart, to: href.statisticsWeddings() },
          statsAccess,
          'booking_statistics',
        ),
        gated(
          { id: 'rivals', label: t('shell.nav.rivals'), icon: Swords, to: href.statisticsRivals() },
          rivalsAccess,
          'competitor_analysis',
        ),
      ],
    },
    {
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
    { kind: 'link', id: 'customerUsers', label: t('shell.nav.customerUsers'), icon: Users, to: href.customerUsers() },
  ];
  if (showExit) items.push({ kind: 'logout', id: 'exit', label: t('shell.nav.exit'), icon: LogOut });
  return items;
}
