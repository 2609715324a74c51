import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditDetailWords,
  auditTerm,
  loadAuditWords,
  type AuditWords,
  type AuditEntry,
  type AuditResponse,
  type AuditSubject,
} from '@fieldhouse/contract';
import { csvRows } from '../../test/csv.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

/*
 * The trail names things and words them in the reader's language: a role given is the role's
 * name (a seeded role by its key, so Arabic has its own word), the person it was given to by name,
 * and the CSV holds words, not action codes or `{}`.
 */

let t: TestApp;
let boss: Awaited<ReturnType<typeof person>>;
let athlete: Awaited<ReturnType<typeof person>>;
let coachRoleId: number;
let athleteName: string;
let auditWordsEn: AuditWords;
let auditWordsAr: AuditWords;

beforeAll(async () => {
  ({ en: auditWordsEn, ar: auditWordsAr } = await loadAuditWords());
  t = await startTestApp();
  boss = await person(t, 'superAdmin');
  athlete = await person(t, 'subscriber');
  const row = await t.db
    .selectFrom('users')
    .select(['user_name', 'full_name'])
    .where('id', '=', athlete.userId)
    .executeTakeFirstOrThrow();
  athleteName = row.full_name;
  coachRoleId = (
    await t.db.selectFrom('roles').select('id').where('key', '=', 'coach').executeTakeFirstOrThrow()
  ).id;
  const given = await t.api(
    'POST',
    `roles/${coachRoleId}/holders`,
    { userName: row.user_name },
    { token: boss.token },
  );
  expect(given.statusCode, given.body).toBe(200);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.api('GET', path, undefined, { token: boss.token });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('GET audit names things', () => {
  it('a role given: the person by name, the role as a seeded key each language words', async () => {
    const { items } = (
      await get(`audit?object=subscriber:${athlete.publicId}&action=role-give`)
    ).json<AuditResponse>();
    expect(items).toHaveLength(1);
    const entry = items[0] as AuditEntry;
    expect(entry).toMatchObject({
      object: { type: 'subscriber', id: athlete.publicId, name: athleteName },
      detail: null,
      facts: { role: { key: 'role.coach', name: 'Coach' } },
    });
    expect(auditDetailWords(auditWordsEn, entry.action, entry.facts!)).toBe('Now Coach');
    expect(auditDetailWords(auditWordsAr, entry.action, entry.facts!)).toBe('صار المدرب');
  });

  it('a role renamed: the role is the object, named, and the old name is in the detail', async () => {
    const made = await t.api(
      'POST',
      'roles',
      { name: 'Kit steward', description: 'Kit' },
      { token: boss.token },
    );
    expect(made.statusCode, made.body).toBe(200);
    const roleId = made.json<{ role: { id: number } }>().role.id;
    await t.api('PATCH', `roles/${roleId}`, { name: 'Kit manager' }, { token: boss.token });
    const { items } = (await get(`audit?object=role:${roleId}`)).json<AuditResponse>();
    expect(items.map((e) => e.action)).toEqual(['role-edit', 'role-create']);
    expect(items[0]).toMatchObject({ object: { type: 'role', name: 'Kit manager', key: null } });
    expect(auditDetailWords(auditWordsEn, 'role-edit', items[0]!.facts!)).toBe('Renamed from Kit steward');
  });
});

describe('GET audit/subjects', () => {
  it('finds people by part of their name and roles by name, and names a filter the URL holds', async () => {
    const found = (await get(`audit/subjects?q=${encodeURIComponent(athleteName.slice(5, 14))}`)).json<{
      items: AuditSubject[];
    }>().items;
    expect(found).toContainEqual(
      expect.objectContaining({ ref: `subscriber:${athlete.publicId}`, name: athleteName }),
    );
    const roles = (await get('audit/subjects?q=coa')).json<{ items: AuditSubject[] }>().items;
    expect(roles).toContainEqual(expect.objectContaining({ ref: `role:${coachRoleId}`, key: 'coach' }));
    const peopleOnly = (await get('audit/subjects?q=coa&people=1')).json<{ items: AuditSubject[] }>().items;
    expect(peopleOnly.every((s) => s.type === 'subscriber')).toBe(true);
    const named = (await get(`audit/subjects?ref=role:${coachRoleId}`)).json<{ items: AuditSubject[] }>()
      .items;
    expect(named).toEqual([expect.objectContaining({ name: 'Coach' })]);
  });

  it('is for staff who may read the trail', async () => {
    const coach = await person(t, 'coach');
    const res = await t.api('GET', 'audit/subjects?q=a', undefined, { token: coach.token });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET audit/export.csv words', () => {
  it('in Arabic: headers, actions and details in Arabic, names as written, no codes and no {}', async () => {
    const res = await get(`audit/export.csv?object=subscriber:${athlete.publicId}&lang=ar`);
    const { header, rows } = csvRows(res.rawPayload);
    expect(header).toEqual([
      'الوقت (UTC)',
      'الشخص',
      'اسم المستخدم',
      'الإجراء',
      'الهدف',
      'اسم الهدف',
      'العنوان',
      'التفاصيل',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(3, 6)).toEqual(['منح دورًا', 'شخص', athleteName]);
    expect(rows[0]?.[7]).toBe('صار المدرب');
  });

  it('in English by default, and its own entry records its filters by name', async () => {
    const res = await get(`audit/export.csv?object=subscriber:${athlete.publicId}`);
    const { rows } = csvRows(res.rawPayload);
    expect(rows[0]?.slice(3, 6)).toEqual(['Gave a role', 'Person', athleteName]);
    expect(rows[0]?.[7]).toBe('Now Coach');
    expect(res.body).not.toContain('{');

    const own = (await get('audit?action=audit-export&limit=1')).json<AuditResponse>().items[0]!;
    expect(auditDetailWords(auditWordsEn, own.action, own.facts!)).toBe(`Object: ${athleteName}`);
    const again = await get('audit/export.csv?action=audit-export');
    expect(csvRows(again.rawPayload).rows.map((r) => r[7])).toContain(`Object: ${athleteName}`);
  });
});

describe('a role edit in the trail', () => {
  it('names each permission as the roles editor does, in both languages', () => {
    const facts = {
      granted: [auditTerm('grant', 'event.view')],
      revoked: [auditTerm('grant', 'event.every-team')],
    };
    expect(auditDetailWords(auditWordsEn, 'role-edit', facts)).toBe(
      'Allowed: Events: View; No longer allowed: Events: Every team',
    );
    expect(auditDetailWords(auditWordsAr, 'role-edit', facts)).toBe(
      'صار يحق له: الفعاليات: العرض؛ لم يعد يحق له: الفعاليات: كل الفرق',
    );
  });
});
