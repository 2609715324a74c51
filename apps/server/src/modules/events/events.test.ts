import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clash, EventEntry } from '@fieldhouse/contract';
import { masterBed, type MasterBed, menuCalls } from '../../test/beds.ts';
import {
  athlete,
  countEvents,
  makeEvent,
  notificationKinds,
  registered,
  unique,
  inHours,
} from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

let { t, boss, master } = {} as MasterBed;

beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '18');

describe('events for staff', () => {
  it('makes an event with its choices, and records it in the audit trail', async () => {
    const team = await master.team();
    const event = await makeEvent(t, boss, {
      kind: 'tournament',
      sportId: master.sport.id,
      venueId: master.venue.id,
      ageCategoryId: master.under12.id,
      teamIds: [team.id],
      capacity: 40,
      feeMinor: 2500,
      status: 'draft',
    });
    expect(event).toMatchObject({
      kind: 'tournament',
      status: 'draft',
      sport: { id: master.sport.id, name: master.sport.name },
      venue: { name: master.venue.name },
      teams: [{ id: team.id, name: team.name }],
      capacity: 40,
      placesTaken: 0,
      waitlisted: 0,
      feeMinor: 2500,
      offerHours: 48,
    });
    const trail = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_type', '=', 'event')
      .where('object_id', '=', String(event.id))
      .execute();
    expect(trail).toMatchObject([{ action: 'event-create', menu_id: 18, user_id: boss.userId }]);
  });

  it('refuses an end before the start, an unknown zone and an archived venue, and keeps nothing', async () => {
    const before = await countEvents(t);
    const archived = await t.api(
      'POST',
      'master/venues',
      { name: unique('Old hall'), address: '2 Gone Road, Testville', capacity: 10 },
      { token: boss.token },
    );
    const venueId = archived.json<{ entry: { id: number } }>().entry.id;
    await t.api('PATCH', `master/venues/${venueId}`, { archived: true }, { token: boss.token });
    const body = {
      title: 'Broken',
      kind: 'camp',
      sportId: null,
      ageCategoryId: null,
      currency: 'GBP',
      capacity: null,
    };
    const backwards = await call('POST', 'events', {
      ...body,
      venueId,
      startsAt: inHours(10),
      endsAt: inHours(9),
      timeZone: 'Europe/London',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldCodes: { endsAt: 'EVENT_ENDS_BEFORE_START' },
    });
    const archivedVenue = await call('POST', 'events', {
      ...body,
      venueId,
      startsAt: inHours(9),
      endsAt: inHours(10),
      timeZone: 'Europe/London',
    });
    expect(archivedVenue.json()).toMatchObject({ fieldCodes: { venueId: 'CHOICE_ARCHIVED' } });
    const zone = await call('POST', 'events', {
      ...body,
      venueId: null,
      startsAt: inHours(9),
      endsAt: inHours(10),
      timeZone: 'Mars/Olympus',
    });
    expect(zone.json()).toMatchObject({ fieldCodes: { timeZone: 'TIME_ZONE_UNKNOWN' } });
    expect(await countEvents(t)).toBe(before);
  });

  it('lists by start time a page at a time, with filters', async () => {
    const marker = unique('Series');
    const made = [];
    for (const [hours, kind] of [
      [30, 'trial'],
      [10, 'camp'],
      [20, 'trial'],
    ] as const) {
      made.push(
        await makeEvent(t, boss, {
          title: `${marker} ${kind}`,
          kind,
          startsAt: inHours(hours),
          endsAt: inHours(hours + 2),
        }),
      );
    }
    const first = await call('GET', `events?q=${encodeURIComponent(marker)}&limit=2`);
    const page = first.json<{ items: EventEntry[]; nextCursor: string }>();
    expect(page.items.map((e) => e.id)).toEqual([made[1]!.id, made[2]!.id]);
    const rest = await call(
      'GET',
      `events?q=${encodeURIComponent(marker)}&limit=2&cursor=${page.nextCursor}`,
    );
    expect(rest.json()).toMatchObject({ items: [{ id: made[0]!.id }], nextCursor: null });
    const trials = await call('GET', `events?q=${encodeURIComponent(marker)}&kind=trial`);
    expect(trials.json<{ items: EventEntry[] }>().items.map((e) => e.id)).toEqual([made[2]!.id, made[0]!.id]);
    const day = inHours(30).slice(0, 10);
    const onDay = await call('GET', `events?q=${encodeURIComponent(marker)}&from=${day}&to=${day}`);
    expect(onDay.json<{ items: EventEntry[] }>().items.map((e) => e.id)).toContain(made[0]!.id);
    expect((await call('GET', 'events?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('lists upcoming events soonest first and past ones latest first', async () => {
    const marker = unique('Term');
    const made: EventEntry[] = [];
    for (const hours of [-50, -20, 5, 40]) {
      made.push(
        await makeEvent(t, boss, {
          title: marker,
          status: 'draft',
          startsAt: inHours(hours),
          endsAt: inHours(hours + 2),
        }),
      );
    }
    const ids = async (when: string) =>
      (await call('GET', `events?when=${when}&q=${encodeURIComponent(marker)}`))
        .json<{ items: EventEntry[] }>()
        .items.map((e) => e.id);
    expect(await ids('upcoming')).toEqual([made[2]!.id, made[3]!.id]);
    expect(await ids('past')).toEqual([made[1]!.id, made[0]!.id]);
    expect(await ids('all')).toEqual(made.map((e) => e.id));
    const first = (await call('GET', `events?when=past&limit=1&q=${encodeURIComponent(marker)}`)).json<{
      nextCursor: string;
    }>();
    const second = await call(
      'GET',
      `events?when=past&limit=1&q=${encodeURIComponent(marker)}&cursor=${first.nextCursor}`,
    );
    expect(second.json<{ items: EventEntry[] }>().items.map((e) => e.id)).toEqual([made[0]!.id]);
  });

  it('shows clashes at the same venue or with the same team, but not with cancelled events', async () => {
    const [venueEvent, teamA] = await Promise.all([
      makeEvent(t, boss, { venueId: master.venue.id, startsAt: inHours(200), endsAt: inHours(203) }),
      master.team(),
    ]);
    const teamEvent = await makeEvent(t, boss, {
      teamIds: [teamA.id],
      startsAt: inHours(201),
      endsAt: inHours(202),
    });
    const q = `startsAt=${inHours(202.5)}&endsAt=${inHours(204)}&venueId=${master.venue.id}&teamIds=${teamA.id}`;
    const clashes = (await call('GET', `events/clashes?${q}`)).json<{ items: Clash[] }>().items;
    expect(clashes).toContainEqual(
      expect.objectContaining({
        id: venueEvent.id,
        on: 'venue',
        what: master.venue.name,
        visible: true,
        title: venueEvent.title,
      }),
    );
    // A coach hears that the venue is taken, not what another team's event is called.
    const coach = await person(t, 'coach');
    const seen = (await call('GET', `events/clashes?${q}`, undefined, coach.token)).json<{ items: Clash[] }>()
      .items;
    expect(seen).toContainEqual(
      expect.objectContaining({ id: venueEvent.id, on: 'venue', visible: false, title: '' }),
    );
    expect(clashes.map((c) => c.id)).not.toContain(teamEvent.id); // over before 202.5
    const teamClash = (
      await call(
        'GET',
        `events/clashes?startsAt=${inHours(201.5)}&endsAt=${inHours(205)}&teamIds=${teamA.id}`,
      )
    ).json<{
      items: Clash[];
    }>();
    expect(teamClash.items).toEqual([
      expect.objectContaining({ id: teamEvent.id, on: 'team', what: teamA.name }),
    ]);
    const itself = await call(
      'GET',
      `events/clashes?startsAt=${inHours(201.5)}&endsAt=${inHours(205)}&teamIds=${teamA.id}&exclude=${teamEvent.id}`,
    );
    expect(itself.json()).toMatchObject({ items: [] });
    await call('POST', `events/${venueEvent.id}/status`, { status: 'cancelled', reason: 'Hall flooded' });
    const after = (await call('GET', `events/clashes?${q}`)).json<{ items: Clash[] }>().items;
    expect(after.map((c) => c.id)).not.toContain(venueEvent.id);
  });

  it('cancels with a reason and tells everyone registered, waiting or offered', async () => {
    const event = await makeEvent(t, boss, { capacity: 1 });
    const [a, b] = await Promise.all([athlete(t, { sportId: null }), athlete(t, { sportId: null })]);
    await registered(t, a, event.id, a.publicId);
    await registered(t, b, event.id, b.publicId);
    const noReason = await call('POST', `events/${event.id}/status`, { status: 'cancelled' });
    expect(noReason.json()).toMatchObject({ fieldCodes: { reason: 'CANCEL_REASON_REQUIRED' } });
    const cancelled = await call('POST', `events/${event.id}/status`, {
      status: 'cancelled',
      reason: 'Storm warning',
    });
    expect(cancelled.json()).toMatchObject({ event: { status: 'cancelled', cancelReason: 'Storm warning' } });
    for (const who of [a, b]) {
      expect((await notificationKinds(t, who.userId))[0]).toBe('event-cancelled');
      const text = await t.db
        .selectFrom('sms_outbox')
        .select('text')
        .where('user_id', '=', who.userId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(text?.text).toContain('Storm warning');
    }
    const reopen = await call('POST', `events/${event.id}/status`, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
  });
});
