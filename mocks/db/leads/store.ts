// Leads area, the store: couples' quote requests with their messages, notes (comments), interactions, histories,
// reminders, items and lead data.
//
// Storage notes (other areas read these collections through `db`):
// - `leads` holds the API's Lead plus storage-only keys: `customerId`, `providerId`, the couple's real contact
//   data (`contactEmail`, `contactPhone`), `deletedAt` (a deleted lead is kept but never answered), the report
//   (`reportedReasonId`, `reportedAt`), `source` (createMarketplaceLead) and `coupleLastSeenAt`.
//   `leadDetails.email`/`phone` are stored exactly as the API shows them: null until the provider has written to
//   the couple (`contactVisible`, spec point 5). `provider` is a snapshot; answers use the current summary.
// - `leadComments` keep per-user read state in `readByUserIds` instead of `isRead` (read by the current user).
// - `leadHistories` carry `leadId` and `texts` (every answer language); `text` is the German one.
// - `unreadMessageCount` = unread incoming `leadMessages`; `itemCount` = `leadItems` of the lead.
// - Every lead has exactly one `leadData` record.
import { z } from 'zod';
import {
  zLead,
  zLeadComment,
  zLeadData,
  zLeadHistory,
  zLeadInteraction,
  zLeadItem,
  zLeadMessage,
  zLeadReminder,
  zMarketplaceLeadSource,
} from '../../../src/api/generated/zod/zod.gen';
import { type Labels, zLabels } from '../../lib/labels';
import { collection } from '../collection';

const zDateTime = z.iso.datetime({ offset: true });
const E164 = /^\+[1-9][0-9]{6,14}$/;

// isLocked is computed per request from the plan quota, not stored.
const zLeadRecord = zLead.omit({ isLocked: true }).extend({
  customerId: z.int().gte(1),
  providerId: z.int().gte(1),
  contactEmail: z.email().nullable(),
  contactPhone: z.string().regex(E164).nullable(),
  coupleLastSeenAt: zDateTime.nullable(),
  reportedReasonId: z.int().gte(1).nullable(),
  reportedAt: zDateTime.nullable(),
  source: zMarketplaceLeadSource.nullable(),
  deletedAt: zDateTime.nullable(),
});
// A note is stored with who has read it; `editedAt` is null until its author changes the text.
const zLeadCommentRecord = zLeadComment.omit({ isRead: true }).extend({
  editedAt: zLeadComment.shape.editedAt.default(null),
  readByUserIds: z.array(z.int().gte(1)),
});
const zLeadHistoryRecord = zLeadHistory.extend({ leadId: z.int().gte(1), texts: zLabels });
const zLeadReminderRecord = zLeadReminder.extend({ customerUserId: z.int().gte(1).nullable() });
const zLeadItemRecord = zLeadItem.extend({ leadId: z.int().gte(1) });

export const collections = {
  leads: collection(zLeadRecord),
  leadMessages: collection(zLeadMessage),
  leadComments: collection(zLeadCommentRecord),
  leadInteractions: collection(zLeadInteraction),
  leadHistories: collection(zLeadHistoryRecord),
  leadReminders: collection(zLeadReminderRecord),
  leadItems: collection(zLeadItemRecord),
  leadData: collection(zLeadData),
};

export type LeadRecord = z.infer<typeof zLeadRecord>;
export type LeadMessageRecord = z.infer<typeof zLeadMessage>;
export type LeadCommentRecord = z.infer<typeof zLeadCommentRecord>;
export type LeadInteractionRecord = z.infer<typeof zLeadInteraction>;
export type LeadHistoryRecord = z.infer<typeof zLeadHistoryRecord>;
export type LeadReminderRecord = z.infer<typeof zLeadReminderRecord>;
export type LeadItemRecord = z.infer<typeof zLeadItemRecord>;
export type LeadDataRecord = z.infer<typeof zLeadData>;
export type Texts = Labels;
export type LeadStatus = LeadRecord['status'];
export type ProcessState = NonNullable<LeadRecord['processState']>;
export type LeadType = LeadRecord['firstLeadType'];
export type InteractionType = LeadInteractionRecord['type'];
export type CallResult = NonNullable<LeadInteractionRecord['callResult']>;
export type HistoryType = LeadHistoryRecord['type'];
export type Channel = LeadMessageRecord['channel'];
export interface UserRef {
  id: number;
  name: string;
}
