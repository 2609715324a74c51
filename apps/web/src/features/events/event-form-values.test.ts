import { describe, expect, it } from 'vitest';
import type { EventEntry } from '@fieldhouse/contract';
import { clashQueryOf, emptyValues, toInput, valuesOf, withStart } from './event-form-values.ts';

const EVENT: EventEntry = {
  id: 7,
  title: 'Summer camp',
  kind: 'camp',
  status: 'open',
  sport: { id: 2, name: 'Football' },
  venue: { id: 3, name: 'North pitch' },
  ageCategory: null,
  teams: [{ id: 5, name: 'Under 12 Reds' }],
  startsAt: '2026-07-10T08:00:00.000Z',
  endsAt: '2026-07-10T15:00:00.000Z',
  timeZone: 'Europe/London',
  registrationOpensAt: null,
  registrationClosesAt: '2026-07-09T17:00:00.000Z',
  capacity: 20,
  placesTaken: 3,
  waitlisted: 0,
  feeMinor: 2550,
  currency: 'GBP',
  offerHours: 24,
  description: 'Bring boots',
  cancelReason: null,
};

describe('the event form’s values', () => {
  it('shows an event’s times on its zone’s clock and its fee in major units', () => {
    const values = valuesOf(EVENT);
    expect(values.startsAt).toBe('2026-07-10T09:00');
    expect(values.endsAt).toBe('2026-07-10T16:00');
    expect(values.registrationOpensAt).toBe('');
    expect(values.registrationClosesAt).toBe('2026-07-09T18:00');
    expect(values.fee).toBe(25.5);
    expect(values.teamIds).toEqual(['5']);
  });

  it('sends back what it was given', () => {
    const { input, problems } = toInput(valuesOf(EVENT));
    expect(problems).toEqual({});
    expect(input).toMatchObject({
      startsAt: EVENT.startsAt,
      endsAt: EVENT.endsAt,
      registrationOpensAt: null,
      registrationClosesAt: EVENT.registrationClosesAt,
      sportId: 2,
      venueId: 3,
      ageCategoryId: null,
      teamIds: [5],
      capacity: 20,
      feeMinor: 2550,
      offerHours: 24,
    });
  });

  it('reads the times in the zone chosen, and the fee in the currency’s minor unit', () => {
    const values = { ...valuesOf(EVENT), timeZone: 'Asia/Dubai', currency: 'KWD', fee: 1.5 as const };
    const { input } = toInput(values);
    expect(input.startsAt).toBe('2026-07-10T05:00:00.000Z');
    expect(input.feeMinor).toBe(1500);
  });

  it('asks for the times, and an end after the start', () => {
    expect(toInput(emptyValues('UTC')).problems).toEqual({ startsAt: 'startsAt', endsAt: 'endsAt' });
    const backwards = { ...emptyValues('UTC'), startsAt: '2026-07-10T10:00', endsAt: '2026-07-10T09:00' };
    expect(toInput(backwards).problems).toEqual({ endsAt: 'endsAfter' });
  });

  it('leaves no limit and the default offer time for empty boxes', () => {
    const values = {
      ...withStart(emptyValues('UTC'), '2026-07-10T10:00'),
      capacity: '' as const,
      offerHours: '' as const,
    };
    const { input } = toInput(values);
    expect(input.capacity).toBeNull();
    expect(input.offerHours).toBe(48);
    expect(input.feeMinor).toBe(0);
  });

  it('gives a new start a two-hour end, and keeps an end already given', () => {
    expect(withStart(emptyValues('UTC'), '2026-07-10T23:00').endsAt).toBe('2026-07-11T01:00');
    const given = { ...emptyValues('UTC'), endsAt: '2026-07-10T18:00' };
    expect(withStart(given, '2026-07-10T10:00').endsAt).toBe('2026-07-10T18:00');
  });

  it('asks for clashes only with times and a venue or team', () => {
    expect(clashQueryOf(emptyValues('UTC'))).toBeNull();
    const timed = withStart(emptyValues('UTC'), '2026-07-10T10:00');
    expect(clashQueryOf(timed)).toBeNull();
    expect(clashQueryOf({ ...timed, venueId: '3', teamIds: ['5', '6'] }, 7)).toEqual({
      startsAt: '2026-07-10T10:00:00.000Z',
      endsAt: '2026-07-10T12:00:00.000Z',
      venueId: 3,
      teamIds: '5,6',
      exclude: 7,
    });
  });
});
