import { describe, expect, it } from 'vitest';
import { toICalendar } from './ics';
import { IcsImportError, IMPORT_MAX_ENTRIES, parseIcsImport } from './ics-import';
import type { CalendarEvent } from './month';

const OPTIONS = { providerId: 101, today: '2027-01-01', untitled: 'Importierter Termin' };

/** A calendar of the given VEVENT lines (and VTIMEZONEs), CRLF as RFC 5545 has it. */
function ics(...components: string[][]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//DE', ...components.flat(), 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}

const vevent = (...lines: string[]) => ['BEGIN:VEVENT', `UID:${lines.join().length}@test`, ...lines, 'END:VEVENT'];

const WINDOWS_BERLIN = [
  'BEGIN:VTIMEZONE',
  'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const only = (text: string) => {
  const { entries } = parseIcsImport(text, OPTIONS);
  expect(entries).toHaveLength(1);
  return entries[0];
};

describe('iCalendar import', () => {
  it('reads whole days with their exclusive end, and a day without an end as that day', () => {
    expect(
      only(ics(vevent('SUMMARY:Betriebsferien', 'DTSTART;VALUE=DATE:20271228', 'DTEND;VALUE=DATE:20280103'))),
    ).toMatchObject({ startDate: '2027-12-28', endDate: '2028-01-02', allDay: true, startTime: null, endTime: null });
    expect(only(ics(vevent('SUMMARY:Inventur', 'DTSTART;VALUE=DATE:20280229')))).toMatchObject({
      startDate: '2028-02-29',
      endDate: '2028-02-29',
      allDay: true,
    });
  });

  it("puts times on Berlin's wall clock: UTC and other zones are moved, Berlin's and floating times kept", () => {
    const timed = (start: string, end: string, ...zones: string[][]) =>
      only(ics(...zones, vevent('SUMMARY:Termin', start, end)));
    // Summer (+2) and winter (+1) time.
    expect(timed('DTSTART:20270515T120000Z', 'DTEND:20270515T140000Z')).toMatchObject({
      startDate: '2027-05-15',
      allDay: false,
      startTime: '14:00',
      endTime: '16:00',
    });
    expect(timed('DTSTART:20271215T120000Z', 'DTEND:20271215T133000Z')).toMatchObject({
      startTime: '13:00',
      endTime: '14:30',
    });
    // A zone the file defines under another name (Outlook's), and a named zone without its definition.
    expect(
      timed(
        'DTSTART;TZID=W. Europe Standard Time:20270515T140000',
        'DTEND;TZID=W. Europe Standard Time:20270515T160000',
        WINDOWS_BERLIN,
      ),
    ).toMatchObject({ startTime: '14:00', endTime: '16:00' });
    expect(
      timed('DTSTART;TZID=America/New_York:20270515T080000', 'DTEND;TZID=America/New_York:20270515T093000'),
    ).toMatchObject({ startTime: '14:00', endTime: '15:30' });
    expect(
      timed('DTSTART;TZID=Europe/Berlin:20270328T023000', 'DTEND;TZID=Europe/Berlin:20270328T040000'),
    ).toMatchObject({ startDate: '2027-03-28', startTime: '02:30', endTime: '04:00' });
    expect(timed('DTSTART:20270515T140000', 'DTEND:20270515T150000')).toMatchObject({
      startTime: '14:00',
      endTime: '15:00',
    });
    // A UTC evening that ends after midnight in Berlin.
    expect(timed('DTSTART:20270515T200000Z', 'DTEND:20270515T230000Z')).toMatchObject({
      startDate: '2027-05-15',
      endDate: '2027-05-16',
      startTime: '22:00',
      endTime: '01:00',
    });
  });

  it('reads DURATION, and midnight to midnight as whole days', () => {
    expect(only(ics(vevent('SUMMARY:Anprobe', 'DTSTART:20270515T100000', 'DURATION:PT1H30M')))).toMatchObject({
      startTime: '10:00',
      endTime: '11:30',
    });
    expect(only(ics(vevent('SUMMARY:Messe', 'DTSTART:20270512T000000', 'DTEND:20270514T000000')))).toMatchObject({
      startDate: '2027-05-12',
      endDate: '2027-05-13',
      allDay: true,
      startTime: null,
    });
  });

  it('takes title and note from SUMMARY and DESCRIPTION, shortened to the limits, and names an event without title', () => {
    const entry = only(
      ics(
        vevent(
          `SUMMARY:${'Hochzeit Familie Müller\\, Schloss '.repeat(5)}`,
          'DESCRIPTION:Zeile eins\\nZeile zwei\\; mit Semikolon',
          'DTSTART;VALUE=DATE:20270515',
        ),
      ),
    );
    expect(entry?.title).toHaveLength(100);
    expect(entry?.title.endsWith('…')).toBe(true);
    expect(entry?.title.startsWith('Hochzeit Familie Müller, Schloss')).toBe(true);
    expect(entry?.note).toBe('Zeile eins\nZeile zwei; mit Semikolon');
    expect(only(ics(vevent('DTSTART;VALUE=DATE:20270515')))?.title).toBe('Importierter Termin');
  });

  it('leaves out series, cancelled, past and zero-length events and those of its own export, and counts them', () => {
    const result = parseIcsImport(
      ics(
        vevent('SUMMARY:Jour fixe', 'DTSTART:20270503T090000', 'DTEND:20270503T100000', 'RRULE:FREQ=WEEKLY'),
        vevent('SUMMARY:Abgesagt', 'DTSTART;VALUE=DATE:20270601', 'STATUS:CANCELLED'),
        vevent('SUMMARY:Vorbei', 'DTSTART;VALUE=DATE:20261230', 'DTEND;VALUE=DATE:20270101'),
        vevent('SUMMARY:Erinnerung', 'DTSTART:20270601T090000'),
        [
          'BEGIN:VEVENT',
          'UID:calendar-event-9001-provider-101@anbieterportal.hochzeitsportal.de',
          'SUMMARY:Schon im Kalender',
          'DTSTART;VALUE=DATE:20270601',
          'END:VEVENT',
        ],
        vevent('SUMMARY:Bleibt', 'DTSTART;VALUE=DATE:20270101'),
      ),
      OPTIONS,
    );
    expect(result.entries.map((entry) => entry.title)).toEqual(['Bleibt']);
    expect(result.skipped).toEqual({ recurring: 1, cancelled: 1, past: 1, ownExport: 1, invalid: 1 });
  });

  it("reads another provider's export of the portal back to the same entries, in date order", () => {
    const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
      id: 9001,
      providerId: 102,
      title: 'Reportage Anna Schmidt & Lukas Becker',
      startDate: '2027-05-15',
      endDate: '2027-05-15',
      allDay: true,
      startTime: null,
      endTime: null,
      availability: 'booked',
      note: null,
      leadId: null,
      customerSpaceId: null,
      createdAt: '2026-10-03T12:20:00+02:00',
      ...overrides,
    });
    const text = toICalendar(
      [
        event({
          id: 9003,
          title: 'Anprobe',
          allDay: false,
          startTime: '14:00',
          endTime: '15:30',
          startDate: '2027-10-31',
          endDate: '2027-10-31',
        }),
        event({ id: 9002, title: 'Urlaub', startDate: '2027-07-01', endDate: '2027-07-14', availability: 'blocked' }),
      ],
      { calendarName: 'Lichtwerk', availabilityLabel: () => 'Gebucht', now: new Date('2026-11-24T10:00:00Z') },
    );
    expect(parseIcsImport(text, OPTIONS).entries).toEqual([
      expect.objectContaining({ title: 'Urlaub', startDate: '2027-07-01', endDate: '2027-07-14', allDay: true }),
      expect.objectContaining({
        title: 'Anprobe',
        startDate: '2027-10-31',
        endDate: '2027-10-31',
        allDay: false,
        startTime: '14:00',
        endTime: '15:30',
      }),
    ]);
  });

  it('refuses a file that is no calendar, one without events and one with too many to import at once', () => {
    const reasonOf = (text: string) => {
      try {
        parseIcsImport(text, OPTIONS);
      } catch (error) {
        if (error instanceof IcsImportError) return [error.reason, error.count];
        throw error;
      }
      return null;
    };
    expect(reasonOf('Hallo Welt')).toEqual(['unreadable', 0]);
    expect(reasonOf('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Anna\r\nEND:VCARD\r\n')).toEqual(['unreadable', 0]);
    expect(reasonOf(ics())).toEqual(['noEvents', 0]);
    const many = Array.from({ length: IMPORT_MAX_ENTRIES + 1 }, (_, index) =>
      vevent(`SUMMARY:Termin ${index}`, `DTSTART;VALUE=DATE:202706${String(101 + (index % 28)).slice(1)}`),
    );
    expect(reasonOf(ics(...many))).toEqual(['tooMany', IMPORT_MAX_ENTRIES + 1]);
  });
});
