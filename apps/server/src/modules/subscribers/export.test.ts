import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, type SeededRole } from '@fieldhouse/contract';
import { roleIds } from '../../db/seed/base.ts';
import { csvRows } from '../../test/csv.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { EXPORT_BATCH } from './export.service.ts';

let t: TestApp;
// Past one batch of the export and past the few a page sorts whole, so both plans are read.
const COUNT = EXPORT_BATCH + 205;
const family = `Quorvex${Date.now() % 100_000}`;
const MENU = { menuID: '13' };

beforeAll(async () => {
  t = await startTestApp();
  const roles = await roleIds(t.db);
  const now = Date.now();
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const n = String(i).padStart(5, '0');
    // One name a spreadsheet would run as a formula, and one in Arabic.
    const given = i === 0 ? '=HYPERLINK("x")' : i === 1 ? 'ليلى' : `Runner ${n}`;
    return {
      public_id: randomUUID(),
      user_name: `${family.toLowerCase()}_${n}`,
      full_name: `${given} ${family}`,
      isd_code: '+44',
      mobile: `79${n}${String(now % 1000).padStart(3, '0')}`,
      mobile_e164: `+4479${n}${String(now % 1000).padStart(3, '0')}`,
      email: null,
      date_of_birth: '2001-02-03',
      gender: 'female',
      sport_id: null,
      password_hash: 'x',
      role_id: roles.subscriber,
      status: i % 10 === 0 ? UserStatus.suspended : UserStatus.active,
      created_at: now - i,
      updated_at: now,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await t.db
      .insertInto('users')
      .values(rows.slice(i, i + 200))
      .execute();
}, 60_000);
afterAll(() => t.close());

const download = (token: string | undefined, query: string) =>
  t.api('GET', `subscribers/export.csv?${query}`, undefined, { token, headers: MENU });

describe('GET subscribers/export.csv', () => {
  it('streams the filtered view in its order with the chosen columns, UTF-8 with a BOM, formulas kept as text', async () => {
    const admin = await person(t, 'admin');
    const res = await download(admin.token, `q=${family}&sort=-name&columns=fullName,mobile,status`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const { header, rows } = csvRows(res.rawPayload);
    expect(header).toEqual(['Full name', 'Mobile number', 'Status']);
    expect(rows).toHaveLength(COUNT);
    const names = rows.map((row) => row[0] ?? '');
    expect(new Set(names).size).toBe(COUNT);
    const byName = [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? 1 : -1));
    expect(names.slice(0, 50)).toEqual(byName.slice(0, 50));
    expect(names).toContain(`'=HYPERLINK("x") ${family}`);
    expect(names).toContain(`ليلى ${family}`);
    expect(rows.filter((row) => row[2] === 'Suspended')).toHaveLength(Math.ceil(COUNT / 10));
    // A phone number stays text as typed: a left-to-right mark before it (platform/spreadsheet.ts).
    expect(rows[0]?.[1]).toMatch(/^\u200E\+4479\d{8}$/);
  });

  it('applies the filters and writes every column when none are chosen', async () => {
    const admin = await person(t, 'admin');
    const res = await download(admin.token, `q=${family}&status=${UserStatus.suspended}`);
    expect(res.statusCode, res.body).toBe(200);
    const { header, rows } = csvRows(res.rawPayload);
    expect(header).toHaveLength(11);
    expect(rows).toHaveLength(Math.ceil(COUNT / 10));
    expect(rows.every((row) => row.includes('Suspended'))).toBe(true);
  });

  it('is recorded in the audit trail with the view and the menu item it came from', async () => {
    const admin = await person(t, 'admin');
    expect((await download(admin.token, `q=${family}&sort=joined&columns=userName`)).statusCode).toBe(200);
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'menu_id', 'facts'])
      .where('user_id', '=', admin.userId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'subscriber-export', menu_id: 13 });
    expect(JSON.parse(entry.facts ?? '{}')).toMatchObject({
      search: family,
      sort: { key: 'sort.joined' },
      columns: [{ key: 'column.userName' }],
    });
  });

  it('needs the export grant: coaches (who may only look), subscribers and strangers are refused', async () => {
    const expected: Record<SeededRole, number> = { superAdmin: 200, admin: 200, coach: 403, subscriber: 403 };
    for (const [role, status] of Object.entries(expected)) {
      const caller = await person(t, role as SeededRole);
      const res = await download(caller.token, `q=${family}&columns=userName`);
      expect(res.statusCode, role).toBe(status);
      if (status === 403) {
        const logged = await t.db
          .selectFrom('audit_log')
          .select('id')
          .where('user_id', '=', caller.userId)
          .execute();
        expect(logged).toEqual([]);
      }
    }
    expect((await download(undefined, `q=${family}`)).statusCode).toBe(401);
  });

  it('refuses an unknown column or order with the field named', async () => {
    const admin = await person(t, 'admin');
    for (const query of ['columns=fullName,password', 'columns=', 'sort=mobile']) {
      const res = await download(admin.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
