import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@fieldhouse/contract';
import { buildApp } from '../app.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person, register, registration } from '../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.api('POST', 'login', { username: 'sam', password: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: '413', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with a 4xx and a code', async () => {
    const res = await t.api('POST', 'login', '<username>sam</username>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: '415', code: 'VALIDATION_FAILED' });
  });

  it('answers an address the router cannot read with a code and a person’s words (found by the endpoint fuzzing)', async () => {
    const { token } = await person(t, 'admin');
    const broken = await t.api('GET', 'invitation/%ED%A0%80', undefined, { token });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      status: '400',
      code: 'VALIDATION_FAILED',
      message: 'This address is not valid.',
    });
    const long = await t.api('GET', `subscribers/${'x'.repeat(200)}`, undefined, { token });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      status: '414',
      code: 'VALIDATION_FAILED',
      message: 'This address is too long.',
    });
  });

  it('never shows the internals of an unexpected failure', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      app.get('/boom', async () => {
        throw new Error('connection to 10.0.0.5 failed: password authentication for "root"');
      });
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: '500',
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(res.body).not.toMatch(/10\.0\.0\.5|root|stack/);
    } finally {
      await app.close();
    }
  });
});

describe('field errors', () => {
  it('carry each field’s stable code beside its English text', async () => {
    const res = await t.api('POST', 'subscriber/register', registration({ user_name: 'ab', mobile: '12' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { user_name: 'At least 3 characters', mobile: FIELD_MESSAGES.MOBILE_INVALID },
      fieldCodes: { user_name: 'USER_NAME_TOO_SHORT', mobile: 'MOBILE_INVALID' },
    });
  });

  it('name a rule without a code of its own by the kind of problem, in the contract’s words', async () => {
    const res = await t.api('POST', 'login', { username: 'x'.repeat(65), password: 'p', admin: true });
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ fields: Record<string, string>; fieldCodes: Record<string, string> }>();
    expect(answer.fieldCodes).toEqual({ username: 'TOO_LONG', admin: 'UNKNOWN_FIELD' });
    // Never zod's own English ("Too big: expected string to have <=64 characters").
    expect(answer.fields).toEqual({ username: 'Too long', admin: 'Not expected here' });
  });

  it('say a field left out is to be filled in, and a value off the list is to be chosen from it', async () => {
    const res = await t.api('POST', 'subscriber/register', {
      ...registration(),
      user_name: undefined,
      gender: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { user_name: 'Fill this in', gender: FIELD_MESSAGES.GENDER_NOT_LISTED },
      fieldCodes: { user_name: 'MISSING', gender: 'GENDER_NOT_LISTED' },
    });
    const { token } = await person(t, 'subscriber');
    const choice = await t.api(
      'POST',
      'connections/request',
      { userName: 'someone', kind: 'cousin' },
      { token },
    );
    expect(choice.json()).toMatchObject({ fields: { kind: 'Choose one from the list' } });
  });

  it('carry the code of a problem only the server can find', async () => {
    const taken = await register(t);
    const res = await t.api(
      'POST',
      'subscriber/register',
      registration({ user_name: taken.body.user_name.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: { user_name: 'This user name is taken' },
      fieldCodes: { user_name: 'USER_NAME_TAKEN' },
    });
  });
});
