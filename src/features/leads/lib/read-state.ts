// When a lead counts as unread, and which of "Als ungelesen markieren" / "Als gelesen markieren" its page offers
// (docs/leads.md, "Read and unread"). The inbox shows a lead unread (bold, "ungelesen") while the team has not read
// it (`isRead` false) or the couple's newest messages wait (`unreadMessageCount`), as the server's `unread` filter
// and read-status counts count it.
import type { Lead } from '../api/leads';

type ReadFields = Pick<Lead, 'isRead' | 'unreadMessageCount'>;

/** Whether the inbox shows the lead as unread. */
export function countsAsUnread(lead: ReadFields): boolean {
  return !lead.isRead || lead.unreadMessageCount > 0;
}

/**
 * The read action the lead page offers: `markUnread` for a lead the inbox shows read, `markRead` for one only the
 * flag keeps unread; none while the couple's messages are unread (showing them in the messages tab reads them, and
 * the flag alone would not change the row).
 */
export function readAction(lead: ReadFields): 'markUnread' | 'markRead' | null {
  if (lead.unreadMessageCount > 0) return null;
  return lead.isRead ? 'markUnread' : 'markRead';
}
