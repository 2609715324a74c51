import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  EVENT_TEXTS,
  OTP_TEXTS,
  OTP_TTL_SECONDS,
  REGISTRATION_APPROVED_TEXTS,
  REGISTRATION_REJECTED_TEXTS,
  type TextLanguage,
} from '@fieldhouse/contract';
import { MASKED_CODE } from '../../platform/sms/mask.ts';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { athlete, makeEvent, registered } from '../../test/events.ts';
import { lastCode, lastSms, register, registerVerified } from '../../test/journeys.ts';
import { changeSettings } from '../../test/settings.ts';
import { smsRowsOf } from '../../test/sms.ts';

/*
 * The console's own texts are written in the language the recipient reads the console in; someone
 * who never chose reads the organisation's language.
 */

let { t, boss } = {} as BossBed;
beforeAll(async () => ({ t, boss } = await bossBed()));
afterAll(() => t.close());

const ARABIC = /[\u0600-\u06FF]/;

/** Saves a person's reading language through the console's own call. */
async function reads(token: string, language: TextLanguage) {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const res = await t.api('PUT', 'preferences', { ...DEFAULT_PREFERENCES, language, direction }, { token });
  expect(res.statusCode, res.body).toBe(200);
}

/** Sets the organisation's language through the settings page's call. */
const organisationReads = (language: TextLanguage) => changeSettings(t, boss.token, { language });

/** Asks for a phone code and answers the text it came in (whole, as the phone reads it). */
async function codeText(account: Awaited<ReturnType<typeof register>>) {
  const to = `${account.body.isd_code}${account.body.mobile}`;
  const res = await t.api('POST', 'sendotp', {}, { token: account.token });
  expect(res.statusCode, res.body).toBe(200);
  const code = await lastCode(t, to);
  return { to, code, text: (await lastSms(t, to))!.text };
}

const minutes = OTP_TTL_SECONDS / 60;

describe('the phone code', () => {
  it('comes in Arabic to one who reads Arabic and in English to one who reads English, the code usable and masked in the log', async () => {
    // Each signed up on a page read in their language.
    const [arabic, english] = [await register(t, { language: 'ar' }), await register(t, { language: 'en' })];

    const ar = await codeText(arabic);
    expect(ar.text).toBe(OTP_TEXTS.ar({ code: ar.code, minutes }));
    expect(ar.text).toMatch(ARABIC);
    const en = await codeText(english);
    expect(en.text).toBe(OTP_TEXTS.en({ code: en.code, minutes }));
    expect(en.text).not.toMatch(ARABIC);

    // The log keeps the Arabic text with its code hidden; the person types the code back.
    const [row] = await smsRowsOf(t, arabic.userId);
    expect(row!.text).toBe(OTP_TEXTS.ar({ code: MASKED_CODE, minutes }));
    expect(row!.text).not.toContain(ar.code);
    const ok = await t.api('POST', 'validateotp', { code: ar.code }, { token: arabic.token });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('follows the organisation’s language for one who never chose, and a saved choice over it', async () => {
    await organisationReads('ar');
    try {
      const [newcomer, chose] = [await register(t), await register(t, { language: 'en' })];
      expect((await codeText(newcomer)).text).toMatch(ARABIC);
      expect((await codeText(chose)).text).not.toMatch(ARABIC);
    } finally {
      await organisationReads('en');
    }
    const later = await register(t);
    expect((await codeText(later)).text).not.toMatch(ARABIC);
  });
});

describe('an event’s offer of a place', () => {
  it('is texted in each waiting person’s language', async () => {
    const event = await makeEvent(t, boss, { capacity: 1, offerHours: 2 });
    const [holder, arabic, english] = await Promise.all(
      [1, 2, 3].map(() => athlete(t, { sportId: null, born: '1990-01-01' })),
    );
    await reads(arabic!.token, 'ar');
    await reads(english!.token, 'en');
    const held = await registered(t, holder!, event.id, holder!.publicId);
    const waiting = await registered(t, arabic!, event.id, arabic!.publicId);

    const cancel = await t.api('POST', `my/registrations/${held.id}/cancel`, undefined, {
      token: holder!.token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const offered = (await smsRowsOf(t, arabic!.userId)).filter((r) => r.kind === 'event');
    const name = (
      await t.db
        .selectFrom('users')
        .select('full_name')
        .where('id', '=', arabic!.userId)
        .executeTakeFirstOrThrow()
    ).full_name;
    expect(offered.map((r) => r.text)).toEqual([
      EVENT_TEXTS['event-place-offered'].ar({ event: event.title, name, hours: '2' }),
    ]);

    // The next in line reads English: the place the Arabic reader leaves goes on in English.
    await registered(t, english!, event.id, english!.publicId);
    const leave = await t.api('POST', `my/registrations/${waiting.id}/cancel`, undefined, {
      token: arabic!.token,
    });
    expect(leave.statusCode, leave.body).toBe(200);
    const [toEnglish] = (await smsRowsOf(t, english!.userId)).filter((r) => r.kind === 'event');
    expect(toEnglish?.text).toMatch(/^Fieldhouse: A place is free at /);
    expect(toEnglish?.text).not.toMatch(ARABIC);
  });
});

describe('a review decision', () => {
  const decide = (id: string, body: unknown) =>
    t.api('POST', `review/registrations/${id}/decision`, body, {
      token: boss.token,
      headers: { menuID: '11' },
    });

  it('is texted in the subscriber’s language, approval and rejection alike', async () => {
    const people = [await registerVerified(t), await registerVerified(t), await registerVerified(t)];
    const [approvedAr, rejectedAr, approvedEn] = people;
    await reads(approvedAr!.token, 'ar');
    await reads(rejectedAr!.token, 'ar');
    await reads(approvedEn!.token, 'en');

    expect((await decide(approvedAr!.subscriberID, { decision: 'approve' })).statusCode).toBe(200);
    const reason = 'الصورة غير واضحة';
    expect((await decide(rejectedAr!.subscriberID, { decision: 'reject', reason })).statusCode).toBe(200);
    expect((await decide(approvedEn!.subscriberID, { decision: 'approve' })).statusCode).toBe(200);

    const decision = async (userId: number) =>
      (await smsRowsOf(t, userId)).filter((r) => r.kind === 'review-decision').map((r) => r.text);
    const url = t.config.publicUrl;
    expect(await decision(approvedAr!.userId)).toEqual([REGISTRATION_APPROVED_TEXTS.ar({ url })]);
    expect(await decision(rejectedAr!.userId)).toEqual([REGISTRATION_REJECTED_TEXTS.ar({ reason })]);
    expect(await decision(approvedEn!.userId)).toEqual([REGISTRATION_APPROVED_TEXTS.en({ url })]);
    expect((await decision(approvedEn!.userId))[0]).not.toMatch(ARABIC);
  });
});
