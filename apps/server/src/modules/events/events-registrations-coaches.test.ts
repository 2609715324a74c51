import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventChoices, EventEntry, Registration } from '@fieldhouse/contract';
import { masterBed, type MasterBed, menuCalls } from '../../test/beds.ts';
import {
  athlete,
  countEvents,
  eventInput,
  makeEvent,
  registered,
  registrationsOf,
} from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

/* Staff's hand on an event's registrations, and a coach's events: see events.test.ts for the rest. */

let { t, boss, master } = {} as MasterBed;

beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '18');

describe('registrations for staff', () => {
  it('marks attendance, gives a waiting person a place only when one is free, and exports the list', async () => {
    const event = await makeEvent(t, boss, { capacity: 1 });
    const [a, b] = await Promise.all([athlete(t, { sportId: null }), athlete(t, { sportId: null })]);
    const holder = await registered(t, a, event.id, a.publicId);
    const waiting = await registered(t, b, event.id, b.publicId);
    const move = (id: number, status: string) =>
      call('POST', `events/${event.id}/registrations/${id}`, { status });

    const full = await move(waiting.id, 'registered');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'EVENT_FULL' });
    expect((await move(waiting.id, 'attended')).json()).toMatchObject({ code: 'REGISTRATION_INVALID' });
    expect((await move(holder.id, 'attended')).json()).toMatchObject({
      registration: { status: 'attended' },
    });
    expect((await move(holder.id, 'absent')).json()).toMatchObject({ registration: { status: 'absent' } });
    // Cancelling the holder offers the place to the waiting one.
    expect((await move(holder.id, 'cancelled')).statusCode).toBe(200);
    const list = await registrationsOf(t, boss, event.id);
    expect(list.find((r) => r.id === waiting.id)?.status).toBe('offered');
    const some = await call('GET', `events/${event.id}/registrations?status=offered,absent`);
    expect(some.json<{ items: Registration[] }>().items.map((r) => r.status)).toEqual(['offered']);
    expect((await call('GET', `events/${event.id}/registrations?status=offered,nonsense`)).statusCode).toBe(
      400,
    );
    expect(
      (await move(waiting.id, 'registered')).json<{ registration: Registration }>().registration.status,
    ).toBe('registered');

    const csv = await call('GET', `events/${event.id}/registrations.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Full name,User name,Date of birth,Status,Waitlist place,Registered by,Registered at,Mobile number,Parent or guardian,Parent’s mobile number',
    );
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['Cancelled', 'Registered']);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'event')
      .where('object_id', '=', String(event.id))
      .orderBy('id')
      .execute();
    expect(actions.map((r) => r.action)).toEqual([
      'event-create',
      'registration-staff',
      'registration-staff',
      'registration-staff',
      'registration-staff',
      'event-export',
    ]);
  });
});

describe('coaches', () => {
  it('see and run only the events of the teams they coach', async () => {
    const coach = await person(t, 'coach');
    const [mine, theirs] = await Promise.all([master.team([coach.publicId]), master.team()]);
    const own = await makeEvent(t, boss, { teamIds: [mine.id] });
    const other = await makeEvent(t, boss, { teamIds: [theirs.id] });
    const untied = await makeEvent(t, boss, {});
    const list = await call('GET', 'events?limit=200', undefined, coach.token);
    const ids = list.json<{ items: EventEntry[] }>().items.map((e) => e.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(untied.id);
    expect((await call('GET', `events/${other.id}`, undefined, coach.token)).statusCode).toBe(404);
    expect((await call('GET', `events/${other.id}/registrations`, undefined, coach.token)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `events/${other.id}`, eventInput(other), coach.token)).statusCode).toBe(404);
    expect(
      (await call('POST', `events/${other.id}/status`, { status: 'closed' }, coach.token)).statusCode,
    ).toBe(404);

    // Their own: they change it and may make another for their team, never for a team not theirs.
    const renamed = await call(
      'PUT',
      `events/${own.id}`,
      { ...eventInput(own), title: 'Renamed by coach' },
      coach.token,
    );
    expect(renamed.json()).toMatchObject({ event: { title: 'Renamed by coach' } });
    const base = { ...eventInput(own), title: 'Coach camp' };
    expect((await call('POST', 'events', { ...base, teamIds: [mine.id] }, coach.token)).statusCode).toBe(200);
    const before = await countEvents(t);
    expect(
      (await call('POST', 'events', { ...base, teamIds: [mine.id, theirs.id] }, coach.token)).statusCode,
    ).toBe(403);
    expect((await call('POST', 'events', { ...base, teamIds: [] }, coach.token)).statusCode).toBe(403);
    expect(await countEvents(t)).toBe(before);
    // The form offers them their own teams only.
    const choices = (await call('GET', 'events/choices', undefined, coach.token)).json<EventChoices>();
    expect(choices.teams.map((team) => team.id)).toEqual([mine.id]);
    expect(choices.sports.map((s) => s.id)).toContain(master.sport.id);
    const all = (await call('GET', 'events/choices')).json<EventChoices>();
    expect(all.teams.map((team) => team.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });
});
