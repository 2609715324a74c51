import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, UserStatus, sportNamesAr } from '@fieldhouse/contract';
import { SPORTS } from '../db/seed/lookups.ts';
import { roleIds } from '../db/seed/base.ts';
import { csvRows } from '../test/csv.ts';
import { athlete, makeEvent, makeParent, masterData, registered, unique, yearsAgo } from '../test/events.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';

/*
 * The three CSV exports (directory, an event's registrations, the audit trail) as a person who
 * opens them in a spreadsheet reads them: their bytes, in English and in Arabic.
 */

let t: TestApp;
const ZONE = 'Asia/Dubai'; // UTC+4 all year: 23:38 UTC is 03:38 the next day there.
const LRM = '\u200E';
// The instant the issue quotes, 2026-07-29T23:38:43.123Z.
const SIGNED_UP = Date.UTC(2026, 6, 29, 23, 38, 43, 123);

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: ZONE });
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<typeof person>>;

async function readsIn(caller: Caller, language: 'en' | 'ar') {
  const res = await t.api(
    'PUT',
    'preferences',
    { ...DEFAULT_PREFERENCES, language },
    { token: caller.token },
  );
  expect(res.statusCode, res.body).toBe(200);
}

const get = (caller: Caller, url: string) => t.api('GET', url, undefined, { token: caller.token });

/** A subscriber of a family of their own, signed up at SIGNED_UP. */
async function subscriber(family: string) {
  const roles = await roleIds(t.db);
  const football = await t.db
    .selectFrom('sports')
    .select('id')
    .where('name', '=', 'Football')
    .executeTakeFirstOrThrow();
  const n = String(randomInt(10_000_000)).padStart(7, '0');
  const mobile = `+44770${n}`;
  await t.db
    .insertInto('users')
    .values({
      public_id: randomUUID(),
      user_name: `${family.toLowerCase()}_${n}`,
      full_name: `Noor ${family}`,
      isd_code: '+44',
      mobile: `770${n}`,
      mobile_e164: mobile,
      email: null,
      date_of_birth: '2001-02-03',
      gender: 'female',
      sport_id: football.id,
      password_hash: 'x',
      role_id: roles.subscriber,
      status: UserStatus.active,
      created_at: SIGNED_UP,
      updated_at: SIGNED_UP,
    })
    .execute();
  return mobile;
}

describe('the directory export', () => {
  it('has every seeded sport in Arabic, as the console shows it', () => {
    expect(SPORTS.filter((sport) => !sportNamesAr[sport])).toEqual([]);
  });

  it('words statuses, genders and roles in the reader’s language, times on the organisation’s clock, phones as typed', async () => {
    const admin = await person(t, 'admin');
    const family = `Zarvex${randomInt(100_000)}`;
    const mobile = await subscriber(family);
    const url = `subscribers/export.csv?q=${family}`;

    const en = await get(admin, url);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['x-export-rows']).toBe('1');
    expect(en.headers['x-export-rows-exact']).toBe('true');
    const { header, rows } = csvRows(en.rawPayload);
    expect(header).toEqual([
      'Full name',
      'User name',
      'Mobile number',
      'E-mail',
      'Status',
      'Role',
      'Sport',
      'Gender',
      'Date of birth',
      'Country',
      'Signed up',
    ]);
    expect(rows[0]).toEqual([
      `Noor ${family}`,
      expect.any(String),
      `${LRM}${mobile}`,
      '',
      'Active',
      'Subscriber',
      'Football',
      'Female',
      '2001-02-03',
      'GB',
      '2026-07-30 03:38',
    ]);
    // The bytes a spreadsheet reads: the number unquoted, after an invisible left-to-right mark
    // (E2 80 8E), so it stays text and is not read as 4.477E+11 or a formula.
    expect(en.rawPayload.includes(Buffer.from(`,\u200E${mobile},`, 'utf8'))).toBe(true);
    expect(en.rawPayload.includes(Buffer.from([0x2c, 0xe2, 0x80, 0x8e, 0x2b, 0x34, 0x34]))).toBe(true);

    await readsIn(admin, 'ar');
    const ar = csvRows((await get(admin, url)).rawPayload);
    expect(ar.header).toEqual([
      'الاسم الكامل',
      'اسم المستخدم',
      'رقم الجوال',
      'البريد الإلكتروني',
      'الحالة',
      'الدور',
      'الرياضة',
      'الجنس',
      'تاريخ الميلاد',
      'البلد',
      'تاريخ التسجيل',
    ]);
    expect(ar.rows[0]?.slice(2)).toEqual([
      `${LRM}${mobile}`,
      '',
      'نشط',
      'المشترك',
      'كرة القدم',
      'أنثى',
      '2001-02-03',
      'GB',
      '2026-07-30 03:38',
    ]);
  });
});

describe('an event’s registrations export', () => {
  it('says who registered themself, words statuses, and gives staff the phone and a minor’s parent contact', async () => {
    const boss = await person(t, 'superAdmin');
    const master = await masterData(t, boss);
    const coach = await person(t, 'coach');
    const event = await makeEvent(t, boss, { teamIds: [(await master.team([coach.publicId])).id] });
    const adult = await athlete(t, { sportId: null, born: '1990-05-06' });
    const parent = await person(t, 'subscriber');
    const child = await athlete(t, { sportId: null, born: yearsAgo(9) });
    await makeParent(t, parent.userId, child.userId);
    const own = await registered(t, adult, event.id, adult.publicId);
    await registered(t, parent, event.id, child.publicId);
    const moved = await t.api(
      'POST',
      `events/${event.id}/registrations/${own.id}`,
      { status: 'cancelled' },
      { token: boss.token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const phones = await t.db
      .selectFrom('users')
      .select(['id', 'full_name', 'mobile_e164'])
      .where('id', 'in', [adult.userId, parent.userId, child.userId])
      .execute();
    const of = (id: number) => phones.find((p) => p.id === id)!;
    const url = `events/${event.id}/registrations.csv`;

    const en = await get(boss, url);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['x-export-rows']).toBe('2');
    const { header, rows } = csvRows(en.rawPayload);
    expect(header).toEqual([
      'Full name',
      'User name',
      'Date of birth',
      'Status',
      'Waitlist place',
      'Registered by',
      'Registered at',
      'Mobile number',
      'Parent or guardian',
      'Parent’s mobile number',
    ]);
    const [first, second] = rows;
    expect(first?.slice(2, 6)).toEqual(['1990-05-06', 'Cancelled', '', 'Themself']);
    expect(first?.[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(first?.slice(7)).toEqual([`${LRM}${of(adult.userId).mobile_e164}`, '', '']);
    expect(second?.slice(3, 6)).toEqual(['Registered', '', of(parent.userId).full_name]);
    expect(second?.slice(7)).toEqual([
      `${LRM}${of(child.userId).mobile_e164}`,
      of(parent.userId).full_name,
      `${LRM}${of(parent.userId).mobile_e164}`,
    ]);

    await readsIn(boss, 'ar');
    const ar = csvRows((await get(boss, url)).rawPayload);
    expect(ar.header.slice(3, 10)).toEqual([
      'الحالة',
      'الترتيب في الانتظار',
      'سجّله',
      'وقت التسجيل',
      'رقم الجوال',
      'وليّ الأمر',
      'رقم جوال وليّ الأمر',
    ]);
    expect(ar.rows[0]?.slice(3, 6)).toEqual(['ملغى', '', 'بنفسه']);
    expect(ar.rows[1]?.[3]).toBe('مسجَّل');

    // A coach of the event's team who may not read subscribers' records gets no contact columns.
    await t.revokeAction('coach', 'subscriber.view');
    const coachCsv = await get(coach, url);
    expect(coachCsv.statusCode, coachCsv.body).toBe(200);
    const seen = csvRows(coachCsv.rawPayload);
    expect(seen.header).toEqual([
      'Full name',
      'User name',
      'Date of birth',
      'Status',
      'Waitlist place',
      'Registered by',
      'Registered at',
    ]);
    expect(coachCsv.body).not.toContain(of(parent.userId).mobile_e164);
    expect(coachCsv.body).not.toContain(of(adult.userId).mobile_e164);
  });
});

describe('the audit trail export', () => {
  it('writes times on the organisation’s clock, its header naming the zone, in the reader’s language', async () => {
    const admin = await person(t, 'admin');
    const someone = await person(t, 'subscriber');
    const name = unique('Entry');
    await t.db
      .insertInto('audit_log')
      .values({
        user_id: someone.userId,
        action: 'profile-edit',
        at: SIGNED_UP,
        ip: '+44 formula',
        detail: name,
      })
      .execute();
    const userName = (
      await t.db
        .selectFrom('users')
        .select('user_name')
        .where('id', '=', someone.userId)
        .executeTakeFirstOrThrow()
    ).user_name;
    const url = `audit/export.csv?person=${userName}`;

    const en = await get(admin, url);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['x-export-rows']).toBe('1');
    const { header, rows } = csvRows(en.rawPayload);
    expect(header[0]).toBe('Time (Asia/Dubai)');
    expect(rows[0]?.slice(0, 1)).toEqual(['2026-07-30 03:38']);
    expect(rows[0]?.[3]).toBe('Edited their profile');
    // A cell that starts like a formula is still kept as text.
    expect(rows[0]?.[6]).toBe("'+44 formula");

    await readsIn(admin, 'ar');
    const ar = csvRows((await get(admin, url)).rawPayload);
    expect(ar.header.slice(0, 4)).toEqual(['الوقت (Asia/Dubai)', 'الشخص', 'اسم المستخدم', 'الإجراء']);
    expect(ar.rows[0]?.[0]).toBe('2026-07-30 03:38');
    expect(ar.rows[0]?.[3]).toBe('عدّل ملفه الشخصي');
    // A caller of the API may still ask for another language.
    expect(csvRows((await get(admin, `${url}&lang=en`)).rawPayload).header[1]).toBe('Person');
  });
});
