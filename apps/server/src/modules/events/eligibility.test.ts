import { describe, expect, it } from 'vitest';
import { ageOn, cutoffBefore, ineligibility, type Candidate, type EventRules } from './eligibility.ts';

const at = (iso: string) => Date.parse(iso);
const under12 = { minAge: null, underAge: 12, cutoffMonth: 9, cutoffDay: 1 };
const camp: EventRules = {
  status: 'open',
  sportId: 3,
  age: under12,
  startsAt: at('2028-03-10T09:00:00Z'),
  registrationOpensAt: at('2028-01-01T00:00:00Z'),
  registrationClosesAt: at('2028-03-01T00:00:00Z'),
};
const child: Candidate = { status: 1, sportId: 3, dateOfBirth: '2016-02-01', registration: null };
const february = at('2028-02-01T12:00:00Z');

describe('who may register for an event', () => {
  it('lets an active child of the sport and age in while registration is open', () => {
    expect(ineligibility(camp, child, february)).toBeNull();
  });

  it('counts age on the last cut-off day before the event starts', () => {
    expect(cutoffBefore(at('2028-03-10T09:00:00Z'), 9, 1)).toBe('2027-09-01');
    expect(cutoffBefore(at('2027-09-01T09:00:00Z'), 9, 1)).toBe('2027-09-01');
    expect(ageOn('2016-02-01', '2027-09-01')).toBe(11);
    expect(ageOn('2015-09-01', '2027-09-01')).toBe(12);
    expect(ageOn('2015-09-02', '2027-09-01')).toBe(11);
    // Eleven on 1 September 2027, though twelve by the camp: still under 12.
    expect(ineligibility(camp, { ...child, dateOfBirth: '2015-12-31' }, february)).toBeNull();
    expect(ineligibility(camp, { ...child, dateOfBirth: '2015-09-01' }, february)).toBe('TOO_OLD');
    const over8 = { ...camp, age: { ...under12, minAge: 8 } };
    expect(ineligibility(over8, { ...child, dateOfBirth: '2020-01-01' }, february)).toBe('TOO_YOUNG');
    expect(ineligibility(camp, { ...child, dateOfBirth: null }, february)).toBe('NO_BIRTH_DATE');
  });

  it('says why, the event before the person', () => {
    expect(ineligibility({ ...camp, status: 'draft' }, child, february)).toBe('NOT_OPEN');
    expect(ineligibility(camp, child, at('2027-12-31T23:00:00Z'))).toBe('REGISTRATION_NOT_YET');
    expect(ineligibility(camp, child, at('2028-03-02T00:00:00Z'))).toBe('REGISTRATION_CLOSED');
    expect(ineligibility(camp, child, at('2028-03-10T09:00:00Z'))).toBe('EVENT_STARTED');
    expect(
      ineligibility({ ...camp, registrationClosesAt: null }, child, at('2028-03-10T08:59:00Z')),
    ).toBeNull();
    expect(ineligibility(camp, { ...child, sportId: 4 }, february)).toBe('WRONG_SPORT');
    expect(ineligibility(camp, { ...child, status: 4 }, february)).toBe('NOT_ACTIVE');
    expect(ineligibility(camp, { ...child, registration: 'waitlisted' }, february)).toBe(
      'ALREADY_REGISTERED',
    );
    expect(ineligibility(camp, { ...child, registration: 'cancelled' }, february)).toBeNull();
    expect(
      ineligibility({ ...camp, sportId: null, age: null }, { ...child, sportId: null }, february),
    ).toBeNull();
  });
});
