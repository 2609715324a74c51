import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '@fieldhouse/contract';
import { bossBed, type BossBed } from '../../test/beds.ts';
import {
  freshMobiles,
  goodRows,
  IMPORT_COLUMNS,
  usersWith,
  startImportOf,
  startUploaded,
  uploadRows,
} from '../../test/import-csv.ts';
import { onPostgres } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

let { t } = {} as BossBed;
let admin: { token: string; userId: number };
beforeAll(async () => {
  ({ t } = await bossBed());
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

describe('the import', () => {
  it('imports the good rows as a job, skips and reports the rest, and starts once', async () => {
    const mobiles = freshMobiles(6);
    const rows = goodRows(mobiles);
    rows.push([...rows[0]!]); // the first row's number again
    rows.push([
      'Kid',
      'Young',
      freshMobiles(1)[0]!,
      `${new Date().getUTCFullYear() - 10}-01-01`,
      'male',
      'Football',
    ]);
    rows.push(['Bad', 'Date', freshMobiles(1)[0]!, 'someday', 'male', 'Football']);
    const { id, jobId } = await startImportOf(t, admin.token, rows);
    const job = await t.waitForJob(jobId);
    expect(job).toMatchObject({ state: 'completed', done: 9, total: 9, started_by: admin.userId });

    const viaJobs = await t.api('GET', `jobs/${jobId}`, undefined, { token: admin.token });
    expect(viaJobs.json()).toMatchObject({ kind: 'bulk.import', state: 'completed', done: 9, total: 9 });
    const view = await t.api('GET', `bulk/imports/${id}`, undefined, { token: admin.token });
    expect(view.json()).toMatchObject({
      import: {
        state: 'started',
        report: {
          imported: 7,
          skipped: { MOBILE_TWICE_IN_FILE: 1 },
          failed: { DATE_FORMAT: 1 },
          linksSent: 0,
          awaitingParent: 1,
        },
      },
    });
    const made = await usersWith(t, mobiles);
    expect(made).toHaveLength(6);
    for (const user of made) {
      expect(user).toMatchObject({ status: UserStatus.active, password_hash: '!imported' });
      expect(user.user_name).toMatch(/^importedperson[a-z]*\.[0-9a-f]{8}$/);
    }
    // Off by default: nobody is texted.
    expect(t.texts.filter((m) => mobiles.some((n) => m.to.endsWith(n)))).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'subscribers-import')
      .where('user_id', '=', admin.userId)
      .execute();
    expect(audit).toHaveLength(1);

    const again = await t.api(
      'POST',
      `bulk/imports/${id}/start`,
      { columns: IMPORT_COLUMNS, isdCode: '+44' },
      { token: admin.token },
    );
    expect(again.statusCode).toBe(409);
    expect(await usersWith(t, mobiles)).toHaveLength(6);
  });

  it('never makes one mobile number twice when two imports of it run at once', async () => {
    const mobiles = freshMobiles(2_500);
    const other = await person(t, 'admin');
    const ids = [
      await uploadRows(t, admin.token, goodRows(mobiles)),
      await uploadRows(t, other.token, goodRows([...mobiles].reverse())),
    ] as const;
    const jobs = await Promise.all([
      startUploaded(t, admin.token, ids[0]),
      startUploaded(t, other.token, ids[1]),
    ]);
    const [a, b] = await Promise.all(jobs.map((job) => t.waitForJob(job)));
    // On PostgreSQL they run side by side (each started before the other ended); the embedded
    // database has one writer, so there the second waits for the first's transactions.
    if (onPostgres) {
      expect(a!.started_at!).toBeLessThan(b!.finished_at!);
      expect(b!.started_at!).toBeLessThan(a!.finished_at!);
    }
    const made = await usersWith(t, mobiles);
    expect(made).toHaveLength(2_500);
    expect(new Set(made.map((u) => u.mobile_e164)).size).toBe(2_500);
    const reports = await Promise.all(
      [
        [ids[0], admin.token],
        [ids[1], other.token],
      ].map(async ([id, token]) =>
        (await t.api('GET', `bulk/imports/${id}`, undefined, { token })).json<{
          import: { report: { imported: number; skipped: Record<string, number> } };
        }>(),
      ),
    );
    const imported = reports.reduce((sum, r) => sum + r.import.report.imported, 0);
    const skipped = reports.reduce((sum, r) => sum + (r.import.report.skipped.MOBILE_TAKEN ?? 0), 0);
    expect(imported).toBe(2_500);
    expect(skipped).toBe(2_500);
  });

  it('skips a number an earlier batch of the same file imported, or an account holds, across batches', async () => {
    const [held] = freshMobiles(1);
    await t.waitForJob(
      await startUploaded(t, admin.token, await uploadRows(t, admin.token, goodRows([held!]))),
    );
    // 602 rows: batches of 250, so both repeats fall two batches after what they repeat.
    const mobiles = freshMobiles(600);
    const rows = goodRows(mobiles);
    rows.push(['Someone', 'Else', mobiles[10]!, '1985-02-03', 'male', 'Football']);
    rows.push(['Another', 'Name', held!, '1985-02-03', 'male', 'Football']);
    const { id, jobId } = await startImportOf(t, admin.token, rows);
    expect(await t.waitForJob(jobId)).toMatchObject({ state: 'completed', done: 602 });
    const view = await t.api('GET', `bulk/imports/${id}`, undefined, { token: admin.token });
    expect(view.json()).toMatchObject({
      import: {
        report: { imported: 600, skipped: { MOBILE_TWICE_IN_FILE: 1, MOBILE_TAKEN: 1 }, failed: {} },
      },
    });
    const made = await usersWith(t, [...mobiles, held!]);
    expect(made).toHaveLength(601);
    // Neither later row changed the account its number belongs to.
    expect(made.find((u) => u.mobile_e164 === `+44${mobiles[10]}`)?.full_name).toBe(
      `${rows[10]![0]} ${rows[10]![1]}`,
    );
    expect(made.filter((u) => u.full_name === 'Someone Else' || u.full_name === 'Another Name')).toEqual([]);
  });

  it('texts each imported adult a link to set their password when asked, without the link in the log', async () => {
    const mobiles = freshMobiles(2);
    const id = await uploadRows(t, admin.token, goodRows(mobiles));
    await t.waitForJob(await startUploaded(t, admin.token, id, true));
    const texts = t.texts.filter((m) => mobiles.some((n) => m.to === `+44${n}`));
    expect(texts).toHaveLength(2);
    const link = /\/auth\/invitation\/(\S+)$/.exec(texts[0]!.text)?.[1];
    expect(link).toBeTruthy();
    const logged = await t.db
      .selectFrom('sms_outbox')
      .select('text')
      .where(
        'to_number',
        'in',
        mobiles.map((m) => `+44${m}`),
      )
      .execute();
    expect(logged).toHaveLength(2);
    for (const row of logged) expect(row.text).not.toContain(link!);

    // The link sets the first password, and the person signs in with it.
    const set = await t.api('POST', `invitation/${link}`, { password: 'A long new password 7' });
    expect(set.statusCode).toBe(200);
    const login = await t.api('POST', 'login', { username: texts[0]!.to, password: 'A long new password 7' });
    expect(login.statusCode).toBe(200);
    const view = await t.api('GET', `bulk/imports/${id}`, undefined, { token: admin.token });
    expect(view.json()).toMatchObject({ import: { report: { imported: 2, linksSent: 2 } } });
  });
});
