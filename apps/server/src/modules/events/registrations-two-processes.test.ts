import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startProcess, stopProcesses, type AppProcess } from '../../test/app-process.ts';
import { athlete, makeEvent } from '../../test/events.ts';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

describe.skipIf(!onPostgres)('the last place across two app processes on one PostgreSQL', () => {
  let t: TestApp;
  let one: AppProcess;
  let two: AppProcess;

  beforeAll(async () => {
    t = await startTestApp();
    [one, two] = await Promise.all([startProcess(t), startProcess(t)]);
  }, 60_000);
  afterAll(async () => {
    await stopProcesses([one, two]);
    await t?.close();
  });

  it('goes to exactly one of ten people asking through both processes at once', async () => {
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
