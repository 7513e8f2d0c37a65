import { leadKeys } from '@/api/queries/leads';
import type { LeadWindow } from './lead-window';

/**
 * The query keys of the dashboard's own endpoints. The latest leads hang under the shared lead lists root, so
 * a lead answered elsewhere refreshes the dashboard.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  latestLeads: (window: LeadWindow) => [...leadKeys.lists(), 'dashboard-latest', window] as const,
};
