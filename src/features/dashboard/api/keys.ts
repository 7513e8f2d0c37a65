import type { LeadWindow } from './lead-window';

/** The one query key factory of the dashboard feature. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  leads: () => [...dashboardKeys.all, 'leads'] as const,
  leadCounts: (window: LeadWindow) => [...dashboardKeys.leads(), 'counts', window] as const,
  latestLeads: (window: LeadWindow) => [...dashboardKeys.leads(), 'latest', window] as const,
  responseTime: (window: LeadWindow) => [...dashboardKeys.leads(), 'response-time', window] as const,
  prompts: () => [...dashboardKeys.all, 'prompts'] as const,
  promptCounts: () => [...dashboardKeys.prompts(), 'counts'] as const,
  promptList: (filters: PromptListFilters) => [...dashboardKeys.prompts(), 'list', filters] as const,
  missingData: (providerId: number) => [...dashboardKeys.all, 'missing-data', providerId] as const,
};

export interface PromptListFilters {
  type: 'todo' | 'notification';
  limit: number;
  completed?: boolean;
}
