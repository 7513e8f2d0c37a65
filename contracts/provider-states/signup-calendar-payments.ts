// Provider states of the signup wizard and agreements, referral and calendar (issue 21) and payments (issue 19)
// (contracts/consumer/signup, referral, calendar, payments).
import { db } from '../../mocks/db';
import { plain } from '../../mocks/db/collection';
import { addDays, addMinutes, isoDateTime, now } from '../../mocks/lib/clock';
import { freshDatabase, logIn, type ProviderStates } from './support';

/** Payments (issue 19): puts payment 880 of provider 101 (349 EUR) in place with the given changes. */
async function putPayment880(changes: Partial<ReturnType<typeof db.payments.all>[number]>): Promise<void> {
  const source = db.payments.all().find((p) => p.providerId === 101 && p.customerId === 1 && p.status === 'pending');
  if (!source && !db.payments.findFirst((q) => q.where({ id: 880 })))
    throw new Error('The seed has no pending payment of provider 101.');
  db.payments.delete((q) => q.where({ id: 880 }));
  const base = source ? plain(source) : undefined;
  if (!base) throw new Error('No payment to copy.');
  await db.payments.create({
    ...base,
    id: 880,
    amount: 349,
    paidAt: null,
    installments: [],
    invoiceUrl: null,
    paidWith: null,
    ...changes,
  });
}

export const signupCalendarPaymentsStates: ProviderStates = {
  'the registration link antrag-blumenwerk-2026 is open and has the photo 601': async () => {
    const wizard = db.providerWizards.findFirst((q) => q.where({ hash: 'antrag-blumenwerk-2026' }));
    if (wizard?.status !== null || !wizard.images.some((image) => image.id === 601))
      throw new Error('The seed has no open registration link antrag-blumenwerk-2026 with photo 601.');
    return {};
  },
  'the application of the registration link antrag-gut-sonnenhof-2026 was sent and is pending': async () => {
    const wizard = db.providerWizards.findFirst((q) => q.where({ hash: 'antrag-gut-sonnenhof-2026' }));
    if (wizard?.status !== 'pending') throw new Error('The seed has no pending application antrag-gut-sonnenhof-2026.');
    return {};
  },
  'the user neu is logged in with access token 1 and has signed no agreement text': async (params) => {
    await freshDatabase();
    const { credential, session } = await logIn({ ...params, username: 'neu' }, 'neu');
    if (db.agreementSigns.all().some((sign) => sign.customerUserId === credential.customerUserId))
      throw new Error('The seed has signatures of the user neu.');
    return session;
  },

  // ------------------------------------------------------------ referral and calendar (issue 21 points 2-4,
  // contracts/consumer/referral, contracts/consumer/calendar)
  'the referral campaign 502 and the category 7 (wedding planners) are active': async () => {
    const active = (type: string, itemId: number) =>
      db.configEntries.all().some((e) => e.type === type && e.itemId === itemId && e.status === 1);
    if (!active('campaign_id', 502) || !active('allowed_provider_category_ids', 7))
      throw new Error('The seed has not the referral campaign 502 and the category 7.');
    return {};
  },
  /** Only after a state that starts from a fresh database. */
  // The seed's events move with the day; the month view of May 2027 (2027-04-26 to 2027-06-06) holds this one only.
  'the calendar event 9500 "Option Familie Weber" on 2027-05-22 is the only event of provider 101 in May 2027':
    async () => {
      const inWindow = db.calendarEvents
        .all()
        .filter(
          (e) => e.id === 9500 || (e.providerId === 101 && e.startDate <= '2027-06-06' && e.endDate >= '2027-04-26'),
        );
      for (const event of inWindow) await db.calendarEvents.deleteMany((q) => q.where({ id: event.id }));
      await db.calendarEvents.create({
        id: 9500,
        providerId: 101,
        title: 'Option Familie Weber',
        startDate: '2027-05-22',
        endDate: '2027-05-22',
        allDay: true,
        startTime: null,
        endTime: null,
        availability: 'tentative',
        note: 'Besichtigung vereinbart',
        leadId: null,
        customerSpaceId: null,
        createdAt: isoDateTime(addDays(now(), -3)),
      });
      return {};
    },

  // ------------------------------------------------------------ payments (issue 19, contracts/consumer/payments)
  // Payment 880: a pending payment of provider 101 over 349 EUR (a copy of the seed's open subscription payment).
  'the provider 101 has a pending payment 880 of 349 EUR': async () => {
    await putPayment880({ status: 'pending', threeDSecure: null });
    return {};
  },
  'the payment 880 is paid already': async () => {
    await putPayment880({ status: 'paid', paidAt: isoDateTime(now()), paidAmount: 349, threeDSecure: null });
    return {};
  },
  'the payment 880 waits for 3-D Secure with the token 3ds_pact000000000001': async () => {
    await putPayment880({
      status: 'pending',
      threeDSecure: {
        token: '3ds_pact000000000001',
        installmentCount: 1,
        totalAmount: 349,
        paidWith: { brand: 'visa', maskedNumber: '**** **** **** 3220' },
        cardToSave: null,
      },
    });
    return {};
  },
  'the customer 1 has 10 saved cards': async () => {
    const template = db.creditCards.findFirst((q) => q.where({ id: 2 }));
    if (!template) throw new Error('The seed has no card 2 of customer 1.');
    for (let id = 3; id <= 10; id += 1) {
      // Ten different cards: the same card is never saved twice (CARD_ALREADY_SAVED).
      const maskedNumber = `**** **** **** 51${String(id).padStart(2, '0')}`;
      if (!db.creditCards.findFirst((q) => q.where({ id })))
        await db.creditCards.create({ ...plain(template), id, name: `Karte ${id}`, maskedNumber, isPrimary: false });
    }
    return {};
  },
  'the customer 1 has saved the Visa card ending 4242 that expires 12/2039 as card 3 "Reisekarte"': async () => {
    await db.creditCards.deleteMany((q) => q.where({ id: 3 }));
    await db.creditCards.create({
      id: 3,
      customerId: 1,
      name: 'Reisekarte',
      holderName: 'Katharina Vogt',
      maskedNumber: '**** **** **** 4242',
      brand: 'visa',
      expiryMonth: 12,
      expiryYear: 2039,
      isPrimary: false,
      behaviour: 'approve',
      createdAt: isoDateTime(addMinutes(now(), -30)),
    });
    return {};
  },
};
