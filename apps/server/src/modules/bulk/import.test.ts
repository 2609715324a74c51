import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossBed, type BossBed } from '../../test/beds.ts';
import {
  csvText,
  freshMobiles,
  goodRows,
  IMPORT_COLUMNS,
  usersWith,
  IMPORT_HEADERS,
  uploadCsv,
} from '../../test/import-csv.ts';
import { startTestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { rowCount } from '../../test/rows.ts';

let { t } = {} as BossBed;
let admin: { token: string; userId: number };
beforeAll(async () => {
  ({ t } = await bossBed());
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

const count = (table: 'users' | 'bulk_imports') => rowCount(t.db, table);

type ImportView = { id: string; headers: string[]; columns: (string | null)[]; rows: number };

describe('uploading a CSV file', () => {
  const rows = goodRows(freshMobiles(2));

  it('reads UTF-8 with a byte-order mark and semicolons, with Arabic headers, and guesses the columns', async () => {
    const arabic = ['الاسم الكامل', 'رقم الجوال', 'تاريخ الميلاد', 'الجنس', 'الرياضة', 'ملاحظات'];
    const body = csvText(arabic, [['ليلى حسن', '7700900555', '17/05/1990', 'أنثى', 'Football', 'x;y']], ';');
    const res = await uploadCsv(
      t,
      admin.token,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]),
    );
    expect(res.statusCode).toBe(200);
    const view = res.json<{ import: ImportView }>().import;
    expect(view).toMatchObject({ headers: arabic, rows: 1 });
    expect(view.columns).toEqual(['full_name', 'mobile', 'date_of_birth', 'gender', 'sport', null]);
  });

  it('reads UTF-16 little- and big-endian files with their byte-order marks', async () => {
    const text = csvText(IMPORT_HEADERS, rows);
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const bytes of [le, be]) {
      const res = await uploadCsv(t, admin.token, bytes);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ import: ImportView }>().import).toMatchObject({
        headers: IMPORT_HEADERS,
        rows: 2,
        columns: IMPORT_COLUMNS,
      });
    }
  });

  it('refuses a file over the configured size with 413 and keeps nothing', async () => {
    const small = await startTestApp({ IMPORT_MAX_MB: '0.01' });
    try {
      const { token } = await person(small, 'admin');
      const big = Buffer.from(csvText(IMPORT_HEADERS, goodRows(freshMobiles(400))));
      expect(big.length).toBeGreaterThan(0.01 * 1024 * 1024);
      const before = Number(
        (
          await small.db
            .selectFrom('bulk_imports')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const res = await uploadCsv(small, token, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'IMPORT_TOO_LARGE' });
      const after = Number(
        (
          await small.db
            .selectFrom('bulk_imports')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(after).toBe(before);
    } finally {
      await small.close();
    }
  });

  it('refuses what is not a CSV file of text, and people without the import action', async () => {
    const binary = await uploadCsv(
      t,
      admin.token,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0xfd, 0x00, 0xc3]),
    );
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({ code: 'IMPORT_NOT_CSV' });
    const headerOnly = await uploadCsv(t, admin.token, Buffer.from('Name,Mobile\r\n'));
    expect(headerOnly.json()).toMatchObject({ code: 'IMPORT_NOT_CSV' });

    const before = await count('bulk_imports');
    const coach = await person(t, 'coach');
    const subscriber = await person(t, 'subscriber');
    for (const who of [coach, subscriber]) {
      const res = await uploadCsv(t, who.token, Buffer.from(csvText(IMPORT_HEADERS, rows)));
      expect(res.statusCode).toBe(403);
    }
    expect(await count('bulk_imports')).toBe(before);
  });
});

describe('the dry run', () => {
  it('reports each bad row with its line, column and problem, and changes nothing', async () => {
    const taken = await person(t, 'subscriber');
    const takenMobile = (
      await t.db.selectFrom('users').select('mobile').where('id', '=', taken.userId).executeTakeFirstOrThrow()
    ).mobile;
    const [a, b, c, d] = freshMobiles(4) as [string, string, string, string];
    const rows = [
      ['Amal', 'Saleh', a, '1990-05-17', 'female', 'Football'], // line 2: fine
      ['', '', b, '1990-05-17', 'female', 'Football'], // 3: no name
      ['Omar', 'Aziz', c, '2090-01-01', 'male', 'Football'], // 4: born in the future
      ['Sara', 'Nour', takenMobile, '1990-05-17', 'female', 'Football'], // 5: has an account
      ['Dina', 'Nour', a, '1990-05-17', 'female', 'Football'], // 6: the number of line 2
      ['Rami', 'Haddad', d, '1990-05-17', 'robot', 'Curling on Mars'], // 7: gender and sport
    ];
    const up = await uploadCsv(t, admin.token, Buffer.from(csvText(IMPORT_HEADERS, rows)));
    const { id } = up.json<{ import: ImportView }>().import;
    const users = await count('users');

    const res = await t.api(
      'POST',
      `bulk/imports/${id}/check`,
      { columns: IMPORT_COLUMNS, isdCode: '+44' },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(200);
    const { check } = res.json<{ check: { valid: number; invalid: number; problems: unknown[] } }>();
    expect(check).toMatchObject({ rows: 6, valid: 1, invalid: 5, problemsTotal: 6 });
    expect(check.problems).toEqual([
      { row: 3, column: 'First name', field: 'full_name', code: 'MISSING' },
      { row: 4, column: 'Date of birth', field: 'date_of_birth', code: 'DATE_IN_FUTURE' },
      { row: 5, column: 'Mobile', field: 'mobile', code: 'MOBILE_TAKEN' },
      { row: 6, column: 'Mobile', field: 'mobile', code: 'MOBILE_TWICE_IN_FILE' },
      { row: 7, column: 'Gender', field: 'gender', code: 'GENDER_NOT_LISTED' },
      { row: 7, column: 'Sport', field: 'sport', code: 'SPORT_UNKNOWN' },
    ]);
    expect(await count('users')).toBe(users);
    expect(await usersWith(t, [a, b, c, d])).toEqual([]);
  });

  it('refuses a mapping without the fields registration needs', async () => {
    const up = await uploadCsv(
      t,
      admin.token,
      Buffer.from(csvText(IMPORT_HEADERS, goodRows(freshMobiles(1)))),
    );
    const { id } = up.json<{ import: ImportView }>().import;
    const noMobile = IMPORT_COLUMNS.map((c) => (c === 'mobile' ? null : c));
    for (const [path, body] of [
      ['check', { columns: noMobile, isdCode: '+44' }],
      ['check', { columns: IMPORT_COLUMNS }],
      ['start', { columns: noMobile, isdCode: '+44' }],
    ] as const) {
      const res = await t.api('POST', `bulk/imports/${id}/${path}`, body, { token: admin.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMPORT_MAPPING_INCOMPLETE' });
    }
    const view = await t.api('GET', `bulk/imports/${id}`, undefined, { token: admin.token });
    expect(view.json()).toMatchObject({ import: { state: 'uploaded', jobId: null } });
  });

  it('remembers the mapping for the same staff member’s next file, and only theirs', async () => {
    const headers = ['Vorname', 'Nachname', 'Handy', 'Geburtstag', 'Geschlecht', 'Sportart'];
    const file = Buffer.from(csvText(headers, goodRows(freshMobiles(1))));
    const first = (await uploadCsv(t, admin.token, file)).json<{ import: ImportView }>().import;
    expect(first.columns).toEqual([null, null, null, null, null, null]);
    await t.api(
      'POST',
      `bulk/imports/${first.id}/check`,
      { columns: IMPORT_COLUMNS, isdCode: '+44' },
      { token: admin.token },
    );

    const again = (await uploadCsv(t, admin.token, file)).json<{ import: ImportView }>().import;
    expect(again.columns).toEqual(IMPORT_COLUMNS);
    const other = await person(t, 'admin');
    const theirs = (await uploadCsv(t, other.token, file)).json<{ import: ImportView }>().import;
    expect(theirs.columns).toEqual([null, null, null, null, null, null]);
    // Nor do they see the first admin's import.
    expect(
      (await t.api('GET', `bulk/imports/${first.id}`, undefined, { token: other.token })).statusCode,
    ).toBe(404);
    const start = await t.api(
      'POST',
      `bulk/imports/${first.id}/start`,
      { columns: IMPORT_COLUMNS, isdCode: '+44' },
      { token: other.token },
    );
    expect(start.statusCode).toBe(404);
  });
});
