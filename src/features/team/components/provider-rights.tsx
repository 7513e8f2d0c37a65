// The user's rights per provider (spec points 3, 4 and 6): linked or not (switched at once, point 4), edit
// rights, leads by e-mail and SMS, shown as contact, left the job. Only account administrators change them
// (docs/security.md); everyone else sees them read-only. Signatures are edited on the signatures page.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { LinkValues } from '@/components/customer-user/customer-user-form';
import { href } from '@/config/paths';

type ProviderSummary = components['schemas']['ProviderSummary'];

import { LINK_FLAGS, type LinkFlag } from '../lib/link-flags';

export { LINK_FLAGS, type LinkFlag };

interface ProviderRightsProps {
  providers: ProviderSummary[];
  links: ReadonlyMap<number, LinkValues>;
  /** Account administrators change links and flags; nobody else (the server refuses it too). */
  editable: boolean;
  /** A provider whose link is being added or removed right now. */
  busyProviderId: number | null;
  onToggleLink: (providerId: number, linked: boolean) => void;
  onFlag: (providerId: number, flag: LinkFlag, value: boolean) => void;
  /** The user's id once they exist: the signatures page opens for them. */
  userId: number | null;
}

/** The signatures page for one user (`?user=<id>`); the route has no query builder of its own. */
export function signaturesHref(userId: number): string {
  return `${href.signatures()}?${new URLSearchParams({ user: String(userId) })}`;
}

export function ProviderRights({
  providers,
  links,
  editable,
  busyProviderId,
  onToggleLink,
  onFlag,
  userId,
}: ProviderRightsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('team.rights.title')}</legend>
      {editable ? null : <p className="text-sm text-muted-foreground">{t('team.rights.adminOnly')}</p>}
      {providers.length === 0 ? <p className="text-sm text-muted-foreground">{t('team.rights.noProviders')}</p> : null}
      <ul className="flex flex-col gap-3">
        {providers.map((provider) => {
          const link = links.get(provider.id);
          const linkId = `link-${provider.id}`;
          return (
            <li key={provider.id} className="rounded-md border border-border p-3">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={linkId}
                  checked={link !== undefined}
                  disabled={!editable || busyProviderId === provider.id}
                  onCheckedChange={(checked) => onToggleLink(provider.id, checked === true)}
                />
                <Label htmlFor={linkId} className="font-semibold">
                  <span dir="auto">{t('team.rights.linked', { provider: provider.name })}</span>
                </Label>
              </div>
              {link ? (
                <div className="mt-2 flex flex-col gap-2 ps-7">
                  {LINK_FLAGS.map((flag) => {
                    const id = `link-${provider.id}-${flag}`;
                    return (
                      <div key={flag} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={link[flag]}
                          disabled={!editable}
                          onCheckedChange={(checked) => onFlag(provider.id, flag, checked === true)}
                        />
                        <Label htmlFor={id}>{t(`team.rights.flags.${flag}`, { provider: provider.name })}</Label>
                      </div>
                    );
                  })}
                  {userId !== null ? (
                    <Link
                      to={signaturesHref(userId)}
                      className="text-sm text-brand-700 underline-offset-4 hover:underline"
                    >
                      {t('team.rights.signature', { provider: provider.name })}
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
