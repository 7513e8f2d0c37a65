import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { apiDate, monthsBefore } from './calendar-day';
import { leadWindowDates } from './lead-window';

describe('the lead window', () => {
  it('covers six months until today as API dates', () => {
    expect(leadWindowDates(new Date(2026, 10, 24))).toEqual({
      createdAtStart: '2026-05-24',
      createdAtEnd: '2026-11-24',
    });
  });

  it('ends on the shorter month’s last day, as dayjs counts months, on every day of two years', () => {
    expect(leadWindowDates(new Date(2027, 7, 31)).createdAtStart).toBe('2027-02-28');
    expect(leadWindowDates(new Date(2028, 7, 31)).createdAtStart).toBe('2028-02-29');
    for (let day = dayjs('2027-01-01'); day.isBefore('2029-01-01'); day = day.add(1, 'day'))
      expect(leadWindowDates(day.toDate()).createdAtStart).toBe(day.subtract(6, 'month').format('YYYY-MM-DD'));
  });

  it('goes back the inbox’s 1, 3 and 12 months as dayjs does, on every day of two years', () => {
    for (const months of [1, 3, 12])
      for (let day = dayjs('2027-01-01'); day.isBefore('2029-01-01'); day = day.add(1, 'day'))
        expect(apiDate(monthsBefore(day.toDate(), months))).toBe(day.subtract(months, 'month').format('YYYY-MM-DD'));
  });

  it('writes the local calendar day with Latin digits, from a Date or a dayjs value', () => {
    expect(apiDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(apiDate(dayjs('2027-06-14'))).toBe('2027-06-14');
  });
});
