import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { auditOf, careRows, family, keepFor, record } from '../../test/care.ts';

/* A person's emergency contacts, medical notes and consents, kept by a child's parent or by the adult themself. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a parent keeps their child’s care record', () => {
  it('writes and reads it back, each consent saying when and by whom it was given', async () => {
    const { parent, child } = await family(t);
    const parentName = (
      await t.db
        .selectFrom('users')
        .select('full_name')
        .where('id', '=', parent.userId)
        .executeTakeFirstOrThrow()
    ).full_name;
    const empty = await t.api('GET', `family/children/${child.publicId}/care`, undefined, {
      token: parent.token,
    });
    expect(empty.json()).toMatchObject({ status: '200', care: null });

    const kept = await keepFor(t, parent, child);
    expect(kept.statusCode).toBe(200);
    const care = kept.json<CareResponse>().care!;
    expect(care).toMatchObject({
      contacts: [{ name: 'Grace Hopper', relation: 'Aunt', isd_code: '+44', mobile: '7700900123' }],
      allergies: 'Peanuts: carries an adrenaline pen',
      consents: {
        photos: { given: true, by: parentName },
        travel: { given: false, by: parentName },
        treatment: { given: true, by: parentName },
      },
    });
    const read = await t.api('GET', `family/children/${child.publicId}/care`, undefined, {
      token: parent.token,
    });
    expect(read.json<CareResponse>().care).toEqual(care);
    // The child reads their own, as their parent keeps it.
    const own = await t.api('GET', 'profile/care', undefined, { token: child.token });
    expect(own.json<CareResponse>().care).toEqual(care);

    // A consent answered again the same keeps its time; a changed one is dated anew.
    const again = await keepFor(
      t,
      parent,
      child,
      record({ consents: { photos: true, travel: true, treatment: true } }),
    );
    const after = again.json<CareResponse>().care!;
    expect(after.consents.photos.at).toBe(care.consents.photos.at);
    expect(after.consents.travel).toMatchObject({ given: true, by: parentName });
    // The trail says whose record was kept, never what it says.
    const entries = await auditOf(t, 'care-kept', child.publicId);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ user_id: parent.userId, detail: null, facts: null });
  });

  it('checks the contacts and notes, beside the field at fault, and keeps nothing', async () => {
    const { parent, child } = await family(t);
    const before = await careRows(t);
    const contact = record().contacts[0]!;
    const cases = [
      [record({ contacts: [] }), 'contacts'],
      [record({ contacts: [contact, contact, contact, contact] }), 'contacts'],
      [record({ contacts: [{ ...contact, mobile: '12' }] }), 'contacts.0.mobile'],
      [record({ contacts: [{ ...contact, isd_code: '44' }] }), 'contacts.0.isd_code'],
      [record({ contacts: [contact, { ...contact, isd_code: '+999' }] }), 'contacts.1.isd_code'],
      [record({ contacts: [{ ...contact, name: ' ' }] }), 'contacts.0.name'],
      [record({ allergies: 'x'.repeat(1001) }), 'allergies'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await keepFor(t, parent, child, body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    }
    expect(await careRows(t)).toEqual(before);
  });

  it('is refused to the child themself, to another parent and to a stranger, changing nothing', async () => {
    const { parent, child } = await family(t);
    await keepFor(t, parent, child);
    const other = await family(t);
    const stranger = await person(t, 'subscriber');
    // A stranger renamed to the parent's name is still nobody's parent.
    const parentRow = await t.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', parent.userId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set(parentRow).where('id', '=', stranger.userId).execute();
    const before = await careRows(t);

    const ownWrite = await t.api('PUT', 'profile/care', record({ allergies: '' }), { token: child.token });
    expect([ownWrite.statusCode, ownWrite.json().code]).toEqual([403, 'CARE_KEPT_BY_PARENT']);
    for (const who of [child, other.parent, stranger]) {
      const read = await t.api('GET', `family/children/${child.publicId}/care`, undefined, {
        token: who.token,
      });
      expect([read.statusCode, read.json().code]).toEqual([404, 'NOT_FOUND']);
      const write = await keepFor(t, who, child, record({ allergies: '' }));
      expect([write.statusCode, write.json().code]).toEqual([404, 'NOT_FOUND']);
      // Staff's read needs an action no subscriber holds.
      const staff = await t.api('GET', `care/${child.publicId}`, undefined, { token: who.token });
      expect([staff.statusCode, staff.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await careRows(t)).toEqual(before);
  });

  it('lets an adult keep their own', async () => {
    const adult = await person(t, 'subscriber');
    const res = await t.api('PUT', 'profile/care', record({ conditions: 'Asthma' }), { token: adult.token });
    expect(res.json<CareResponse>().care).toMatchObject({ conditions: 'Asthma' });
    expect(await auditOf(t, 'care-kept', adult.publicId)).toHaveLength(1);
  });
});
