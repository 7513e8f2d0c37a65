// The save of the customer-user dialog (spec point 4): add or update the user, then the changed provider links,
// then the image upload. Each step that succeeded reports back at once, so a failure in a later step keeps what
// was saved (a second click sends only what is still unsaved) and the form keeps every typed value (point 8).
import { useMutation } from '@tanstack/react-query';
import {
  addCustomerUserProvider,
  createCustomerUser,
  type CustomerUser,
  type CustomerUserCreate,
  type CustomerUserProvider,
  type CustomerUserProviderCreate,
  type CustomerUserProviderUpdate,
  type CustomerUserUpdate,
  updateCustomerUser,
  updateCustomerUserProvider,
  uploadCustomerUserImage,
} from '@/api/queries/customer-users';

export type SaveStep = 'user' | 'links' | 'image';

/** A new user's providers are linked after the user exists; an existing link sends only its changed flags. */
export type LinkSave =
  | { kind: 'add'; body: CustomerUserProviderCreate }
  | { kind: 'update'; linkId: number; changes: CustomerUserProviderUpdate };

export interface SavePlan {
  customerId: number;
  /** null: a new user. */
  userId: number | null;
  create?: CustomerUserCreate | undefined;
  /** Only the changed fields; left out when nothing changed. */
  update?: CustomerUserUpdate | undefined;
  links: LinkSave[];
  image: File | null;
}

export interface SaveProgress {
  onStep?: (step: SaveStep) => void;
  onUserSaved?: (user: CustomerUser) => void;
  onLinkSaved?: (link: CustomerUserProvider) => void;
  onImageSaved?: (path: string) => void;
}

/** Runs the steps in order; the first failure stops the sequence and is thrown as it came (an ApiError). */
export async function saveCustomerUser(plan: SavePlan, progress: SaveProgress = {}): Promise<{ userId: number }> {
  let userId = plan.userId;
  progress.onStep?.('user');
  if (userId === null) {
    if (!plan.create) throw new Error('A new user needs its fields.');
    const created = await createCustomerUser(plan.customerId, plan.create);
    userId = created.id;
    progress.onUserSaved?.(created);
  } else if (plan.update && Object.keys(plan.update).length > 0) {
    progress.onUserSaved?.(await updateCustomerUser(plan.customerId, userId, plan.update));
  }
  if (plan.links.length > 0) progress.onStep?.('links');
  for (const link of plan.links) {
    const saved =
      link.kind === 'add'
        ? await addCustomerUserProvider(plan.customerId, userId, link.body)
        : await updateCustomerUserProvider(plan.customerId, userId, link.linkId, link.changes);
    progress.onLinkSaved?.(saved);
  }
  if (plan.image) {
    progress.onStep?.('image');
    const image = await uploadCustomerUserImage(plan.customerId, userId, plan.image);
    progress.onImageSaved?.(image.path);
  }
  return { userId };
}

/** The save of a customer-user form (the team dialog, the settings' profile tab), one plan at a time. */
export function useSaveCustomerUser(progress: SaveProgress = {}, { onSettled }: { onSettled?: () => void } = {}) {
  return useMutation({
    mutationFn: (plan: SavePlan) => saveCustomerUser(plan, progress),
    ...(onSettled ? { onSettled } : {}),
  });
}
