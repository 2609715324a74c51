import { describe, expect, it } from 'vitest';
import { post, twoProcesses } from '../../test/app-process.ts';
import { athlete, makeEvent } from '../../test/events.ts';
import { onPostgres } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

describe.skipIf(!onPostgres)('the last place across two app processes on one PostgreSQL', () => {
  const running = twoProcesses();

  it('goes to exactly one of ten people asking through both processes at once', async () => {
    const { t, one, two } = running;
    const boss = await person(t, 'superAdmin');
    const event = await makeEvent(t, boss, { capacity: 1 });
    const people = await Promise.all(Array.from({ length: 10 }, () => athlete(t, { sportId: null })));
    const answers = await Promise.all(
      people.map((p, i) =>
        post(
          (i % 2 ? one : two).url,
          `my/events/${event.id}/register`,
          { subscriberID: p.publicId },
          p.token,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const statuses = answers.map((a) => (a.json.registration as { status: string }).status);
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(9);
    const row = await t.db
      .selectFrom('events')
      .select('places_taken')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.places_taken)).toBe(1);
  }, 30_000);
});
