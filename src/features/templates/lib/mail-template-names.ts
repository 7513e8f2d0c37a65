import { MailTemplateCreateLimits } from '@/api/generated/limits';
import type { MailTemplate } from '../api/mail-templates';

const NAME_MAX = MailTemplateCreateLimits.properties.name.maxLength;

/** Whether a template's name or subject holds the search (case-insensitive; an empty search matches all). */
export function matchesSearch(template: MailTemplate, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return `${template.name}\n${template.subject}`.toLocaleLowerCase().includes(needle);
}

/** "Name (Kopie)", "Name (Kopie 2)" …: a name no template of the account has (the server refuses duplicates). */
export function copyName(name: string, taken: Set<string>, label: (n: number) => string): string {
  // The first copy is "(Kopie)", later ones are numbered from 2.
  for (let n = 1; ; n += 1) {
    const suffix = ` ${label(n)}`;
    const candidate = `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
  }
}
