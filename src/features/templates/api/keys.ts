/** Query keys of the templates screens. */
export const templateKeys = {
  all: ['templates'] as const,
  mailTemplates: (customerId: number) => ['templates', 'mail-templates', customerId] as const,
  attachments: (customerId: number) => ['templates', 'attachments', customerId] as const,
  users: (customerId: number) => ['templates', 'users', customerId] as const,
  user: (customerId: number, userId: number) => ['templates', 'user', customerId, userId] as const,
};

/**
 * The inbox composer's copies of templates, attachments and signatures live under this root (the leads
 * feature's `leadKeys.mailTemplates` & co.); a change here makes it read them again.
 */
export const COMPOSER_REFERENCE_ROOT = ['leads-reference'] as const;
