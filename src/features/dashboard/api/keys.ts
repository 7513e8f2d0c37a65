import { leadQueryRoots, promptQueryRoots } from '@/lib/shared-query-keys';
import type { LeadWindow } from './lead-window';

/**
 * The one query key factory of the dashboard feature. Lead and prompt data live under the shared roots so a
 * lead answered or a prompt completed elsewhere refreshes the dashboard.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  leadCounts: (window: LeadWindow) => [...leadQueryRoots.counts, 'dashboard', window] as const,
  latestLeads: (window: LeadWindow) => [...leadQueryRoots.lists, 'dashboard-latest', window] as const,
  responseTime: (window: LeadWindow) => [...leadQueryRoots.counts, 'response-time', window] as const,
  prompts: () => promptQueryRoots.all,
  promptCounts: () => [...promptQueryRoots.counts, 'meta'] as const,
  promptList: (filters: PromptListFilters) => [...promptQueryRoots.lists, 'dashboard', filters] as const,
  missingData: (providerId: number) => [...dashboardKeys.all, 'missing-data', providerId] as const,
};

export interface PromptListFilters {
  type: 'todo' | 'notification';
  limit: number;
  completed?: boolean;
}
