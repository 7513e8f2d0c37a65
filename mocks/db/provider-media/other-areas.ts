// Reading other areas' collections (leads …) without importing those areas.
import type { AnyCollection } from '../collection';
import type { Database } from '../index';

/**
 * Rows of a collection another area owns (leads, providerItems …), or none while that
 * area is not there. Only the fields the caller names are relied on.
 */
export function rowsOf<T>(database: Database, name: string): T[] {
  const items = (database as unknown as Record<string, AnyCollection | undefined>)[name];
  return items ? (items.all() as T[]) : [];
}

export interface LeadRow {
  id: number;
  providerId?: number;
  provider?: { id: number };
  status?: string;
  couple?: { name: string | null; weddingDate: string | null };
}

export function leadProviderId(lead: LeadRow): number | undefined {
  return lead.providerId ?? lead.provider?.id;
}
