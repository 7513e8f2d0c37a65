// The ids of the core records every area and test refers to, and the demo logins (README "Demo logins").

export const CUSTOMER = { schlossgut: 1, elbblick: 2 } as const;
export const PROVIDER = { havelblick: 101, lichtwerk: 102, brautsalon: 103, elbblick: 201 } as const;
export const USER = { demo: 1, jonas: 2, mia: 3, felix: 4, neu: 5, renew: 6, basic: 7 } as const;

/** Demo logins (README): username -> password. */
export const DEMO_LOGINS = {
  demo: 'demo1234',
  basic: 'basic1234',
  neu: 'neu12345',
  renew: 'renew1234',
  admin: 'admin1234',
} as const;
