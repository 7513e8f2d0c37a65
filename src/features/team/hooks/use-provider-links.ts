// The provider links of the customer-user dialog (spec point 4): which providers the user is linked to with which
// rights, as shown and as the server holds them. For a user who exists, linking and unlinking happens at once; the
// flags are saved with the dialog (`planned`), a new user's links too.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addCustomerUserProvider,
  type CustomerUser,
  type CustomerUserProvider,
  deleteCustomerUserProvider,
} from '@/api/queries/customer-users';
import { linkChanges, type LinkValues, linkValuesOf } from '@/components/customer-user/customer-user-form';
import type { LinkSave } from '@/components/customer-user/save-customer-user';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import type { LinkFlag } from '../lib/link-flags';

function linksOf(user: CustomerUser | null): Map<number, LinkValues> {
  return new Map((user?.customerUserProviders ?? []).map((link) => [link.providerId, linkValuesOf(link)]));
}

/** A new link carries no rights until the administrator sets them (docs/security.md). */
const NO_RIGHTS = {
  canManage: false,
  canReceiveLeads: false,
  canReceiveLeadsSms: false,
  showAsContact: false,
};

export function useProviderLinks({
  customerId,
  user,
  saved,
  onChanged,
}: {
  customerId: number;
  /** The user the dialog opened with (null: a new user). */
  user: CustomerUser | null;
  /** The user as saved so far (a new user exists after the first step of its save). */
  saved: CustomerUser | null;
  /** A link was added or removed on the server. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [links, setLinks] = useState(() => linksOf(user));
  // What the server holds: the base of "only changed flags".
  const linkStart = useRef(linksOf(user));
  const [busyProviderId, setBusyProviderId] = useState<number | null>(null);

  /** The link saves the dialog's save makes: new links, and the changed flags of existing ones. */
  const planned = (): LinkSave[] =>
    [...links.values()].flatMap((link): LinkSave[] => {
      const before = linkStart.current.get(link.providerId);
      if (!before || link.linkId === null) {
        const { hasLeftJob: _left, providerId, linkId: _id, ...flags } = link;
        return [{ kind: 'add', body: { providerId, ...flags } }];
      }
      const changes = linkChanges(before, link);
      return changes ? [{ kind: 'update', linkId: link.linkId, changes }] : [];
    });

  /** A link the server now holds as `link`. */
  const markSaved = (link: CustomerUserProvider) => {
    linkStart.current.set(link.providerId, linkValuesOf(link));
    setLinks((current) => new Map(current).set(link.providerId, linkValuesOf(link)));
  };

  /** Point 4: for an existing user, linking and unlinking a provider happens at once. */
  const toggle = async (providerId: number, linked: boolean) => {
    if (!saved) {
      setLinks((current) => {
        const next = new Map(current);
        if (linked) next.set(providerId, { providerId, linkId: null, ...NO_RIGHTS, hasLeftJob: false });
        else next.delete(providerId);
        return next;
      });
      return;
    }
    setBusyProviderId(providerId);
    try {
      if (linked) {
        markSaved(await addCustomerUserProvider(customerId, saved.id, { providerId, ...NO_RIGHTS }));
        toast.success(t('team.rights.linkedDone'));
      } else {
        const link = links.get(providerId);
        if (link?.linkId != null) await deleteCustomerUserProvider(customerId, saved.id, link.linkId);
        linkStart.current.delete(providerId);
        setLinks((current) => {
          const next = new Map(current);
          next.delete(providerId);
          return next;
        });
        toast.success(t('team.rights.unlinkedDone'));
      }
      onChanged();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusyProviderId(null);
    }
  };

  const setFlag = (providerId: number, flag: LinkFlag, value: boolean) =>
    setLinks((current) => {
      const link = current.get(providerId);
      return link ? new Map(current).set(providerId, { ...link, [flag]: value }) : current;
    });

  return { links, busyProviderId, planned, markSaved, toggle, setFlag };
}
