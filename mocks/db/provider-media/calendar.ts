// The providers' calendars: booked weddings and options (of their own leads where these have a wedding date, else
// invented couples on Saturdays of the wedding season), blocked days, extra free days and a few past weddings.
import { z } from 'zod';
import { zCalendarEvent, zCalendarFeed } from '../../../src/api/generated/zod/zod.gen';
import { addDays, addMonths, isoDate, isoDateTime, startOfDay } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { collection } from '../collection';
import { PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { leadProviderId, type LeadRow, rowsOf } from './other-areas';

export const collections = {
  calendarEvents: collection(zCalendarEvent),
  /**
   * The subscription link of a provider's calendar (GET /providers/{id}/calendar-feed), at most one per provider:
   * made when it is first asked for, replaced by a renewal. The url is built from the token per request.
   */
  calendarFeeds: collection(
    zCalendarFeed.omit({ url: true }).extend({ providerId: z.number().int().min(1), token: z.string().min(32) }),
  ),
};

const FIRST_NAMES_F = [
  'Anna',
  'Sophie',
  'Marie',
  'Laura',
  'Julia',
  'Lea',
  'Hannah',
  'Lena',
  'Charlotte',
  'Emilia',
  'Clara',
  'Johanna',
  'Paula',
  'Greta',
  'Miriam',
];
const FIRST_NAMES_M = [
  'Lukas',
  'Jan',
  'Felix',
  'Maximilian',
  'Paul',
  'Jonas',
  'Tim',
  'Niklas',
  'David',
  'Moritz',
  'Philipp',
  'Simon',
  'Tobias',
  'Florian',
  'Benedikt',
];
const LAST_NAMES = [
  'Schmidt',
  'Becker',
  'Wagner',
  'Hoffmann',
  'Schulz',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Schmitt',
  'Köhler',
  'Maier',
  'Weber',
  'Fischer',
];

function coupleName(random: Random): string {
  const [a, b] = random.sample(LAST_NAMES, 2) as [string, string];
  return `${random.pick(FIRST_NAMES_F)} ${a} & ${random.pick(FIRST_NAMES_M)} ${b}`;
}

interface CalendarPlan {
  providerId: number;
  booked: number;
  tentative: number;
  bookedTitle: (couple: string) => string;
  bookedNotes: string[];
  tentativeNotes: string[];
  blocked: Array<{ title: string; monthOffset: number; day: number; days: number; note: string | null }>;
  available: Array<{ title: string; note: string | null }>;
  past: number;
  /**
   * Time slots (wall clock in Berlin) of the provider's appointments: booked and optioned days of a bridal shop are
   * fittings of an hour or two, not whole days. Taken in turn, so the seed's random choices stay as they were.
   */
  slots?: Array<[string, string]>;
}

const CALENDAR_PLANS: CalendarPlan[] = [
  {
    providerId: PROVIDER.havelblick,
    booked: 22,
    tentative: 8,
    bookedTitle: (couple) => `Hochzeit ${couple}`,
    bookedNotes: [
      'Freie Trauung auf dem Steg, 120 Gäste',
      'Trauung in der Orangerie, 80 Gäste, Menü aus dem Kräutergarten',
      'Vertrag unterschrieben, Anzahlung erhalten',
      '150 Gäste, Übernachtung im Kavaliershaus für 30 Personen',
      'Sektempfang im Park, Abendessen im Festsaal',
    ],
    tentativeNotes: [
      'Besichtigung vereinbart',
      'Option bis Ende des Monats reserviert',
      'Angebot versendet, Rückmeldung ausstehend',
    ],
    blocked: [
      { title: 'Betriebsferien', monthOffset: 2, day: 5, days: 5, note: 'Haus geschlossen, Küche in Revision' },
      { title: 'Renovierung Festsaal', monthOffset: 4, day: 10, days: 3, note: 'Parkett wird abgeschliffen' },
      {
        title: 'Firmenfeier (Exklusivmiete)',
        monthOffset: 7,
        day: 19,
        days: 1,
        note: 'Sommerfest der Stadtwerke Potsdam',
      },
    ],
    available: [{ title: 'Zusatztermin: Sonntag buchbar', note: 'Für kleine Hochzeiten bis 60 Gäste' }],
    past: 4,
  },
  {
    providerId: PROVIDER.lichtwerk,
    booked: 16,
    tentative: 5,
    bookedTitle: (couple) => `Reportage ${couple}`,
    bookedNotes: [
      'Ganztagsreportage mit zwei Fotografinnen',
      'Standesamt Rotes Rathaus, danach Paarshooting an der Spree',
      'Halbtagsreportage, Fotobuch gebucht',
      'Reportage plus Hochzeitsfilm',
    ],
    tentativeNotes: ['Vorgespräch per Videoanruf vereinbart', 'Angebot für Ganztagsreportage versendet'],
    blocked: [
      { title: 'Urlaub', monthOffset: 3, day: 1, days: 14, note: null },
      { title: 'Fotomesse Köln', monthOffset: 9, day: 12, days: 2, note: 'Messestand Halle 4' },
    ],
    available: [],
    past: 3,
  },
  {
    providerId: PROVIDER.brautsalon,
    booked: 10,
    tentative: 6,
    bookedTitle: (couple) => `Anprobe ${couple.split(' & ')[0]}`,
    bookedNotes: ['Zweite Anprobe mit Änderungen', 'Abholung des Kleides', 'Erste Beratung mit Mutter und Trauzeugin'],
    tentativeNotes: ['Termin telefonisch reserviert, Bestätigung folgt'],
    blocked: [
      { title: 'Inventur', monthOffset: 1, day: 2, days: 2, note: 'Salon geschlossen' },
      { title: 'Messe „Hochzeitstage Hamburg“', monthOffset: 5, day: 14, days: 2, note: null },
    ],
    available: [{ title: 'Sonderöffnung Sonntag', note: 'Beratung nach Vereinbarung' }],
    past: 3,
    slots: [
      ['10:00', '11:30'],
      ['14:00', '16:00'],
      ['11:30', '13:00'],
      ['16:30', '18:00'],
    ],
  },
  {
    providerId: PROVIDER.elbblick,
    booked: 5,
    tentative: 2,
    bookedTitle: (couple) => `Hochzeit ${couple}`,
    bookedNotes: ['Trauung im Pavillon, 60 Gäste', 'Fischbuffet, Feier im Wintergarten'],
    tentativeNotes: ['Besichtigung vereinbart'],
    blocked: [{ title: 'Betriebsferien', monthOffset: 3, day: 7, days: 7, note: null }],
    available: [],
    past: 1,
  },
];

/** Days (YYYY-MM-DD) with the given weekday (0 Sunday … 6 Saturday) in (from, to]. */
function weekdays(from: Date, to: Date, weekday: number): Date[] {
  const days: Date[] = [];
  for (let day = addDays(startOfDay(from), 1); day <= to; day = addDays(day, 1)) {
    if (day.getUTCDay() === weekday) days.push(day);
  }
  return days;
}

/** Saturdays weighted to the wedding season (May to September count three times). */
function seasonalPick(random: Random, candidates: Date[], count: number, taken: Set<string>): Date[] {
  const weighted = candidates.flatMap((day) => {
    const month = day.getUTCMonth() + 1;
    return month >= 5 && month <= 9 ? [day, day, day] : [day];
  });
  const picked: Date[] = [];
  for (let attempt = 0; picked.length < count && attempt < count * 20; attempt++) {
    const day = random.pick(weighted);
    const key = isoDate(day);
    if (taken.has(key)) continue;
    taken.add(key);
    picked.push(day);
  }
  return picked;
}

export async function seedCalendar(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const today = startOfDay(now);
  const horizon = addMonths(today, 12);
  const leads = rowsOf<LeadRow>(db, 'leads');
  const spaces = db.customerSpaces.all();
  let id = 9001;
  const createdAt = (before: Date) => isoDateTime(addDays(before < now ? before : now, -random.int(5, 160)));

  for (const plan of CALENDAR_PLANS) {
    const taken = new Set<string>();
    // Events are booked in the halls with a complete capacity record (the seeded incomplete one stays free).
    const providerSpaces = spaces.filter(
      (s) => s.providerId === plan.providerId && (s.mealCapacity !== null || s.cocktailCapacity !== null),
    );
    const spaceId = () => (providerSpaces.length > 0 && random.chance(0.7) ? random.pick(providerSpaces).id : null);
    const events: Array<Omit<z.infer<typeof zCalendarEvent>, 'id'>> = [];
    let slot = 0;
    const timesOf = (availability: z.infer<typeof zCalendarEvent>['availability'], days: number) => {
      const slots = plan.slots ?? [];
      const timed = slots.length > 0 && days === 1 && (availability === 'booked' || availability === 'tentative');
      if (!timed) return { allDay: true, startTime: null, endTime: null };
      const [startTime, endTime] = slots[slot++ % slots.length] as [string, string];
      return { allDay: false, startTime, endTime };
    };
    const event = (
      title: string,
      start: Date,
      days: number,
      availability: z.infer<typeof zCalendarEvent>['availability'],
      note: string | null,
      leadId: number | null,
      customerSpaceId: number | null,
    ) =>
      events.push({
        providerId: plan.providerId,
        title: title.slice(0, 100),
        startDate: isoDate(start),
        endDate: isoDate(addDays(start, days - 1)),
        ...timesOf(availability, days),
        availability,
        note,
        leadId,
        customerSpaceId,
        createdAt: createdAt(start),
      });

    // Blocked days first: nothing else is planned on them.
    for (const block of plan.blocked) {
      const month = addMonths(today, block.monthOffset);
      const start = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), block.day));
      event(block.title, start, block.days, 'blocked', block.note, null, null);
      for (let i = 0; i < block.days; i++) taken.add(isoDate(addDays(start, i)));
    }

    // Booked weddings and options of the provider's own leads.
    const ownLeads = leads.filter(
      (l) =>
        leadProviderId(l) === plan.providerId &&
        l.couple?.weddingDate &&
        l.couple.name &&
        l.couple.weddingDate > isoDate(today),
    );
    let booked = 0;
    let tentative = 0;
    for (const lead of ownLeads) {
      const day = lead.couple?.weddingDate as string;
      if (taken.has(day) || day > isoDate(horizon)) continue;
      if (lead.status === 'deal' && booked < plan.booked) {
        taken.add(day);
        booked++;
        event(
          plan.bookedTitle(lead.couple?.name as string),
          new Date(`${day}T00:00:00Z`),
          1,
          'booked',
          random.pick(plan.bookedNotes),
          lead.id,
          spaceId(),
        );
      } else if ((lead.status === 'offered' || lead.status === 'negotiating') && tentative < plan.tentative) {
        taken.add(day);
        tentative++;
        event(
          `Option ${lead.couple?.name as string}`,
          new Date(`${day}T00:00:00Z`),
          1,
          'tentative',
          random.pick(plan.tentativeNotes),
          lead.id,
          null,
        );
      }
    }

    const saturdays = weekdays(today, horizon, 6);
    for (const day of seasonalPick(random, saturdays, plan.booked - booked, taken)) {
      event(plan.bookedTitle(coupleName(random)), day, 1, 'booked', random.pick(plan.bookedNotes), null, spaceId());
    }
    for (const day of seasonalPick(random, saturdays, plan.tentative - tentative, taken)) {
      const family = random.pick(LAST_NAMES);
      event(
        `Option Familie ${family}`,
        day,
        1,
        'tentative',
        random.chance(0.6) ? random.pick(plan.tentativeNotes) : null,
        null,
        null,
      );
    }
    const sundays = weekdays(today, horizon, 0).filter((d) => !taken.has(isoDate(d)));
    for (const free of plan.available) {
      if (sundays.length === 0) break;
      event(free.title, random.pick(sundays), 1, 'available', free.note, null, null);
    }
    // A few weddings of the last weeks.
    const pastSaturdays = weekdays(addDays(today, -70), addDays(today, -1), 6);
    for (const day of random.sample(pastSaturdays, plan.past)) {
      event(plan.bookedTitle(coupleName(random)), day, 1, 'booked', random.pick(plan.bookedNotes), null, spaceId());
    }

    events.sort((a, b) => a.startDate.localeCompare(b.startDate));
    for (const e of events) await db.calendarEvents.create({ id: id++, ...e });
  }
}
