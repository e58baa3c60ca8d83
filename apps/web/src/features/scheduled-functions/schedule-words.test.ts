import { describe, expect, it } from 'vitest';
import { describeSchedule } from './schedule-words.ts';

describe('a schedule in words', () => {
  it('speaks Greek for every N seconds and minutes, and each hour', () => {
    expect(describeSchedule('* * * * * *', 'el')).toBe('Κάθε δευτερόλεπτο');
    expect(describeSchedule('*/2 * * * * *', 'el')).toBe('Κάθε 2 δευτερόλεπτα');
    expect(describeSchedule('0 * * * * *', 'el')).toBe('Κάθε λεπτό');
    expect(describeSchedule('0 */15 * * * *', 'el')).toBe('Κάθε 15 λεπτά');
    expect(describeSchedule('*/10 * * * *', 'el')).toBe('Κάθε 10 λεπτά');
    expect(describeSchedule('0 0 * * * *', 'el')).toBe('Κάθε ώρα');
    expect(describeSchedule('0 10 * * * *', 'el')).toBe('Στα 10 λεπτά κάθε ώρας');
    expect(describeSchedule('0 0 */2 * * *', 'el')).toBe('Στην αρχή της ώρας, κάθε 2 ώρες');
  });

  it('gives the time of day on the 24-hour clock', () => {
    expect(describeSchedule('0 15 4 * * *', 'el')).toBe('Στις 04:15');
    expect(describeSchedule('0 0 8,12,18 * * *', 'el')).toBe('Στις 08:00, 12:00 και 18:00');
    expect(describeSchedule('0 9-17 * * *', 'el')).toBe('Κάθε ώρα, μεταξύ 09:00 και 17:00');
  });

  it('names weekdays with the right article, and without a serial comma', () => {
    expect(describeSchedule('0 0 9 * * 1-5', 'el')).toBe('Στις 09:00, από Δευτέρα έως Παρασκευή');
    expect(describeSchedule('0 0 9 * * 1,3,5', 'el')).toBe('Στις 09:00, κάθε Δευτέρα, Τετάρτη και Παρασκευή');
    expect(describeSchedule('0 0 12 * * 1-3,5', 'el')).toBe('Στις 12:00, από Δευτέρα έως Τετάρτη και Παρασκευή');
    expect(describeSchedule('0 0 9 * * 1#2', 'el')).toBe('Στις 09:00, τη δεύτερη Δευτέρα του μήνα');
    expect(describeSchedule('0 0 9 * * 6#1', 'el')).toBe('Στις 09:00, το πρώτο Σάββατο του μήνα');
    expect(describeSchedule('0 0 9 * * 5L', 'el')).toBe('Στις 09:00, την τελευταία Παρασκευή του μήνα');
  });

  it('names days of the month and months', () => {
    expect(describeSchedule('0 0 2 1 * *', 'el')).toBe('Στις 02:00, την 1η του μήνα');
    expect(describeSchedule('0 0 2 15 * *', 'el')).toBe('Στις 02:00, στις 15 του μήνα');
    expect(describeSchedule('0 0 0 L * *', 'el')).toBe('Στις 00:00, την τελευταία ημέρα του μήνα');
    expect(describeSchedule('0 0 0 1 3 *', 'el')).toBe('Στις 00:00, την 1η του μήνα, μόνο τον Μάρτιο');
    expect(describeSchedule('0 0 0 * 1-3 *', 'el')).toBe('Στις 00:00, από Ιανουάριο έως Μάρτιο');
  });

  it('says in English what the server says (its describeCron, word for word)', () => {
    expect(describeSchedule('*/2 * * * * *', 'en')).toBe('Every 2 seconds');
    expect(describeSchedule('0 30 3 * * *', 'en')).toBe('At 03:30');
    expect(describeSchedule('0 0 9 * * 1-5', 'en')).toBe('At 09:00, Monday through Friday');
  });

  it('shows an expression it cannot read as it is', () => {
    expect(describeSchedule('not a schedule', 'el')).toBe('not a schedule');
  });
});
