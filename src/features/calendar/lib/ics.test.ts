import { describe, expect, it } from 'vitest';
import { parseIcs, property, unescapeText } from '../testing/parse-ics';
import { escapeText, foldLine, toICalendar } from './ics';
import type { CalendarEvent } from './month';

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  id: 9001,
  providerId: 101,
  title: 'Hochzeit Anna Schmidt & Lukas Becker',
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

const LABELS = { booked: 'Gebucht', tentative: 'Optioniert', blocked: 'Blockiert', available: 'Ausdrücklich frei' };
const options = {
  calendarName: 'Schlossgut Havelblick – Verfügbarkeit',
  availabilityLabel: (availability: keyof typeof LABELS) => LABELS[availability],
  now: new Date('2026-11-24T10:15:30.123Z'),
};

describe('iCalendar export', () => {
  it('escapes backslash, semicolon, comma and line breaks in text values, and reads back the same text', () => {
    const text = 'Saal A; Saal B, Garten\\Terrasse\nzweite Zeile\r\ndritte';
    expect(escapeText(text)).toBe('Saal A\\; Saal B\\, Garten\\\\Terrasse\\nzweite Zeile\\ndritte');
    expect(unescapeText(escapeText(text))).toBe(text.replace(/\r\n/g, '\n'));
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'Ü'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes all-day events with an exclusive end date, stable UIDs and the status, and parses back', () => {
    const longNote = `Freie Trauung am Steg; danach Empfang, Menü und Tanz.\nBitte den Flügel stimmen (C:\\Noten). ${'Übernachtung im Kavaliershaus '.repeat(3)}`;
    const events = [
      event({ note: longNote }),
      event({
        id: 9010,
        title: 'Betriebsferien',
        startDate: '2027-12-28',
        endDate: '2028-01-02',
        availability: 'blocked',
      }),
      event({ id: 9004, title: 'Option Familie Weber', availability: 'tentative', startDate: '2027-02-28' }),
      event({
        id: 9020,
        title: 'Zusatztermin, Sonntag',
        availability: 'available',
        startDate: '2028-02-27',
        endDate: '2028-02-29',
      }),
    ];
    const text = toICalendar(events, options);
    const calendar = parseIcs(text);
    expect(calendar.name).toBe('VCALENDAR');
    expect(property(calendar, 'VERSION').value).toBe('2.0');
    expect(property(calendar, 'PRODID').value).toMatch(/^-\/\//);
    expect(unescapeText(property(calendar, 'X-WR-CALNAME').value)).toBe(options.calendarName);

    const vevents = calendar.components.filter((component) => component.name === 'VEVENT');
    expect(vevents).toHaveLength(events.length);
    const read = vevents.map((vevent) => ({
      uid: property(vevent, 'UID').value,
      stamp: property(vevent, 'DTSTAMP').value,
      start: property(vevent, 'DTSTART'),
      end: property(vevent, 'DTEND'),
      summary: unescapeText(property(vevent, 'SUMMARY').value),
      description: unescapeText(property(vevent, 'DESCRIPTION').value),
      status: property(vevent, 'STATUS').value,
      transparency: property(vevent, 'TRANSP').value,
    }));
    expect(read.map((r) => r.uid)).toEqual(
      events.map((e) => `calendar-event-${e.id}-provider-101@anbieterportal.hochzeitsportal.de`),
    );
    expect(new Set(read.map((r) => r.stamp))).toEqual(new Set(['20261124T101530Z']));
    expect(read.map((r) => r.start.params)).toEqual(events.map(() => ({ VALUE: 'DATE' })));
    expect(read.map((r) => r.end.params)).toEqual(events.map(() => ({ VALUE: 'DATE' })));
    // DTEND is the day after the last day: across a month end, a year end and a leap day.
    expect(read.map((r) => [r.start.value, r.end.value])).toEqual([
      ['20270515', '20270516'],
      ['20271228', '20280103'],
      ['20270228', '20270516'],
      ['20280227', '20280301'],
    ]);
    expect(read.map((r) => r.summary)).toEqual(events.map((e) => e.title));
    expect(read[0]?.description).toBe(`Gebucht\n${longNote}`);
    expect(read[1]?.description).toBe('Blockiert');
    expect(read.map((r) => r.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'TENTATIVE', 'CONFIRMED']);
    expect(read.map((r) => r.transparency)).toEqual(['OPAQUE', 'OPAQUE', 'OPAQUE', 'TRANSPARENT']);
  });

  it('writes timed events as local times of Europe/Berlin with the zone defined in the file', () => {
    const events = [
      event({ id: 9030, title: 'Anprobe Sophie Wagner', allDay: false, startTime: '14:00', endTime: '15:30' }),
      // Over midnight, and on the night the clocks go forward: the wall clock is written as it is.
      event({
        id: 9031,
        title: 'Polterabend',
        startDate: '2027-03-27',
        endDate: '2027-03-28',
        allDay: false,
        startTime: '19:00',
        endTime: '03:00',
      }),
      event({ id: 9032, title: 'Betriebsferien', startDate: '2027-07-01', endDate: '2027-07-02' }),
    ];
    const calendar = parseIcs(toICalendar(events, options));
    const zones = calendar.components.filter((component) => component.name === 'VTIMEZONE');
    expect(zones).toHaveLength(1);
    const zone = zones[0];
    if (!zone) throw new Error('no VTIMEZONE');
    expect(property(zone, 'TZID').value).toBe('Europe/Berlin');
    expect(zone.components.map((part) => [part.name, property(part, 'TZOFFSETTO').value])).toEqual([
      ['DAYLIGHT', '+0200'],
      ['STANDARD', '+0100'],
    ]);
    expect(zone.components.map((part) => property(part, 'RRULE').value)).toEqual([
      'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    ]);
    const vevents = calendar.components.filter((component) => component.name === 'VEVENT');
    const times = vevents.map((vevent) => [property(vevent, 'DTSTART'), property(vevent, 'DTEND')]);
    expect(times.map(([start, end]) => [start?.params, start?.value, end?.params, end?.value])).toEqual([
      [{ TZID: 'Europe/Berlin' }, '20270515T140000', { TZID: 'Europe/Berlin' }, '20270515T153000'],
      [{ TZID: 'Europe/Berlin' }, '20270327T190000', { TZID: 'Europe/Berlin' }, '20270328T030000'],
      [{ VALUE: 'DATE' }, '20270701', { VALUE: 'DATE' }, '20270703'],
    ]);
  });

  it('defines no time zone in a file of all-day events only', () => {
    const calendar = parseIcs(toICalendar([event({})], options));
    expect(calendar.components.map((component) => component.name)).toEqual(['VEVENT']);
  });
});
