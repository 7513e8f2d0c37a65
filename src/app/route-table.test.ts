import { describe, expect, it } from 'vitest';
import { comingSoonRoutes, type RouteName, routes } from '@/config/paths';
import { routeModules } from './route-modules';

describe('route table', () => {
  it('marks exactly the routes without a feature module as not built', () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      const hasModule = name in routeModules || name.startsWith('error');
      expect({ name, built: routes[name].built }).toEqual({ name, built: hasModule });
    }
  });

  it('lists the routes that still show "coming soon"', () => {
    // The list is printed so the state of the portal is visible in every test run.
    const pending = comingSoonRoutes().map((r) => r.path);
    console.info(`Routes showing "coming soon" (${pending.length}): ${pending.join(', ')}`);
    expect(pending.every((path) => path.startsWith('/'))).toBe(true);
  });
});
