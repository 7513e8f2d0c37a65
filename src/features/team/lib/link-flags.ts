// The flags of a user's link to a provider, in the order the list and the dialog show them. Their own module, so
// the list (which shows them as badges) does not load the dialog's checkboxes (issue 23).
export type LinkFlag = 'canManage' | 'canReceiveLeads' | 'canReceiveLeadsSms' | 'showAsContact' | 'hasLeftJob';
export const LINK_FLAGS: LinkFlag[] = [
  'canManage',
  'canReceiveLeads',
  'canReceiveLeadsSms',
  'showAsContact',
  'hasLeftJob',
];
