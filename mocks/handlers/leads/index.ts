// Leads: the couples list and lead page and their sub-resources, one module per sub-resource (the rules that hold
// for all of them are described in leads.ts), registered in this order (MSW tries handlers in this order).
import type { MockHttp } from '../../lib/http';
import { leadsListHandlers } from './leads';
import { leadMessagesHandlers } from './messages';
import { leadSmsActionsHandlers } from './sms-actions';
import { leadNotesHandlers } from './notes';
import { leadInteractionsHandlers } from './interactions';
import { leadRemindersHandlers } from './reminders';
import { leadActionsHandlers } from './actions';
import { leadCountsHandlers } from './counts';
import { leadDataHandlers } from './data';
import { coupleSearchHandlers } from './couple-search';
import { marketplaceLeadsHandlers } from './marketplace-leads';

export function leadsHandlers(http: MockHttp) {
  return [
    ...leadsListHandlers(http),
    ...leadMessagesHandlers(http),
    ...leadSmsActionsHandlers(http),
    ...leadNotesHandlers(http),
    ...leadInteractionsHandlers(http),
    ...leadRemindersHandlers(http),
    ...leadActionsHandlers(http),
    ...leadCountsHandlers(http),
    ...leadDataHandlers(http),
    ...coupleSearchHandlers(http),
    ...marketplaceLeadsHandlers(http),
  ];
}
