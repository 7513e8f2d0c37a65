// A small iCalendar file as Google Calendar exports one (VTIMEZONE, TZID times, whole days, a weekly series, a
// cancelled and a past event), with its days counted from `today` so the route test holds on any day.
import { addDays } from '@/lib/calendar-day';

const basic = (day: string) => day.replace(/-/g, '');

export function googleCalendarFile(today: string): string {
  const event = (uid: string, ...lines: string[]) => [
    'BEGIN:VEVENT',
    `UID:${uid}@google.com`,
    'DTSTAMP:20261120T090000Z',
    ...lines,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Schlossgut privat',
    'X-WR-TIMEZONE:Europe/Berlin',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Berlin',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...event(
      'besichtigung-roth',
      `DTSTART;TZID=Europe/Berlin:${basic(addDays(today, 10))}T140000`,
      `DTEND;TZID=Europe/Berlin:${basic(addDays(today, 10))}T153000`,
      'SUMMARY:Besichtigung Familie Roth',
      'DESCRIPTION:Mit Trauzeugin\\; Parkplatz am Tor',
    ),
    ...event(
      'messe',
      `DTSTART;VALUE=DATE:${basic(addDays(today, 20))}`,
      `DTEND;VALUE=DATE:${basic(addDays(today, 22))}`,
      'SUMMARY:Messe „Hochzeitstage Berlin“',
    ),
    ...event(
      'urlaub',
      `DTSTART;VALUE=DATE:${basic(addDays(today, 40))}`,
      `DTEND;VALUE=DATE:${basic(addDays(today, 47))}`,
      'SUMMARY:Urlaub',
    ),
    ...event(
      'jour-fixe',
      `DTSTART;TZID=Europe/Berlin:${basic(addDays(today, 1))}T090000`,
      `DTEND;TZID=Europe/Berlin:${basic(addDays(today, 1))}T100000`,
      'RRULE:FREQ=WEEKLY;COUNT=10',
      'SUMMARY:Jour fixe Team',
    ),
    ...event('probeessen', `DTSTART;VALUE=DATE:${basic(addDays(today, 5))}`, 'STATUS:CANCELLED', 'SUMMARY:Probeessen'),
    ...event('vorbesprechung', `DTSTART;VALUE=DATE:${basic(addDays(today, -10))}`, 'SUMMARY:Vorbesprechung'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
