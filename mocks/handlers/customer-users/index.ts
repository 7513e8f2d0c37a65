// Customer users (spec points 3-6): the users of the own customer, their profile and picture, provider links,
// contacts, and the public invitation link that sets username and password, one module per sub-resource.
// Users, links, logins and invitations live in the core collections (customerUsers, credentials, invitations).
import type { MockHttp } from '../../lib/http';
import { customerUsersListHandlers } from './users';
import { customerUserProfileHandlers } from './profile';
import { customerUserLinksHandlers } from './links';
import { customerUserContactsHandlers } from './contacts';
import { customerUserInvitationsHandlers } from './invitations';

export function customerUsersHandlers(http: MockHttp) {
  return [
    ...customerUsersListHandlers(http),
    ...customerUserProfileHandlers(http),
    ...customerUserLinksHandlers(http),
    ...customerUserContactsHandlers(http),
    ...customerUserInvitationsHandlers(http),
  ];
}
