import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function failure(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts in demo mode with the documented defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/fieldhouse' });
    expect(config).toMatchObject({
      mode: 'demo',
      host: 'localhost',
      port: 3000,
      dataDir: path.resolve('/srv/fieldhouse/data'),
      databaseUrl: undefined,
      sessionIdleMs: 30 * 60_000,
      sessionAbsoluteMs: 12 * 3_600_000,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      APP_MODE: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db/fieldhouse',
      SESSION_IDLE_MINUTES: '5',
      SESSION_ABSOLUTE_HOURS: '1',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      mode: 'production',
      port: 8080,
      databaseUrl: 'postgresql://app@db/fieldhouse',
      sessionIdleMs: 5 * 60_000,
      sessionAbsoluteMs: 3_600_000,
      seedDemo: false,
      trustProxy: 1,
    });
  });

  it('believes X-Forwarded-For only from a number of hops or from listed proxies, never from anyone', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any/);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '99', '10.0.0.1,nonsense']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false, a number/);
    }
  });

  it('seeds demo data only in demo mode unless told otherwise', () => {
    expect(loadConfig({ APP_MODE: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ APP_MODE: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://localhost/fieldhouse'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_ABSOLUTE_HOURS', 'forever'],
    ['APP_MODE', 'staging'],
    ['SEED_DEMO', 'yes'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    const err = failure({ [name]: value });
    expect(err.message).toContain(name);
    expect(err.message).toMatch(/^Invalid configuration/);
  });

  it.each(['', '70000', '-1', '3000.5'])('refuses PORT=%j', (value) => {
    expect(failure({ PORT: value }).message).toMatch(/PORT: must be a port number/);
  });

  it('explains what DATABASE_URL must look like', () => {
    expect(failure({ DATABASE_URL: 'localhost:5432' }).message).toMatch(
      /DATABASE_URL: must start with postgres:\/\//,
    );
  });

  it('gives each process a PostgreSQL pool of DB_POOL_SIZE connections, waited for DB_POOL_WAIT_MS', () => {
    expect(loadConfig({}).dbPool).toEqual({ size: 10, waitMs: 5_000 });
    expect(loadConfig({ DB_POOL_SIZE: '40', DB_POOL_WAIT_MS: '1500' }).dbPool).toEqual({
      size: 40,
      waitMs: 1_500,
    });
    for (const value of ['0', '-1', '2.5', 'ten', '1001', ''])
      expect(failure({ DB_POOL_SIZE: value }).message).toMatch(
        /DB_POOL_SIZE: must be a whole number of connections from 1 to 1000/,
      );
    for (const value of ['99', '600001', '1e3', '5s'])
      expect(failure({ DB_POOL_WAIT_MS: value }).message).toMatch(
        /DB_POOL_WAIT_MS: must be a whole number of milliseconds from 100 to 600000/,
      );
  });

  it('walks DIRECTORY_WALK_ROWS rows of a directory order before gathering the matches', () => {
    expect(loadConfig({}).directoryWalkRows).toBe(5_000);
    expect(loadConfig({ DIRECTORY_WALK_ROWS: '50' }).directoryWalkRows).toBe(50);
    for (const value of ['9', '100001', '1e4', 'all'])
      expect(failure({ DIRECTORY_WALK_ROWS: value }).message).toMatch(
        /DIRECTORY_WALK_ROWS: must be a whole number of rows from 10 to 100000/,
      );
  });

  it('has the subscriber-journey defaults', () => {
    expect(loadConfig({})).toMatchObject({
      ageOfConsent: 16,
      reviewRegistrations: true,
      publicUrl: 'http://localhost:3000',
      otpSendsPerAddressPerHour: 20,
      chatSendsPerMinute: 30,
      teamAnnouncementsPerHour: 10,
      chatStorageBytesPerPerson: 100 * 1024 * 1024,
      sms: { driver: 'outbox', sender: 'Fieldhouse' },
    });
  });

  it('points texted links at the port and host it listens on when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '3101' })).toMatchObject({
      publicUrl: 'http://localhost:3101',
      publicUrlSet: false,
    });
    expect(loadConfig({ HOST: '127.0.0.2', PORT: '8080' }).publicUrl).toBe('http://127.0.0.2:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    const network = { HOST: '0.0.0.0', APP_MODE: 'production', PORT: '80' };
    expect(loadConfig(network).publicUrl).toBe('http://localhost:80');
    expect(loadConfig({ ...network, PUBLIC_URL: 'https://club.example.org' })).toMatchObject({
      publicUrl: 'https://club.example.org',
      publicUrlSet: true,
    });
  });

  it('writes export times in the organisation’s TIME_ZONE, the machine’s own zone when it is not set', () => {
    expect(loadConfig({ TIME_ZONE: 'Asia/Dubai' }).timeZone).toBe('Asia/Dubai');
    expect(loadConfig({}).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(failure({ TIME_ZONE: 'Mars/Olympus' }).message).toMatch(/TIME_ZONE: must be a time zone name/);
  });

  it('starts the quiet hours at QUIET_HOURS, 21:00–07:00 when it is not set', () => {
    expect(loadConfig({ QUIET_HOURS: '22:30-06:15' }).quietHours).toEqual({ from: '22:30', to: '06:15' });
    expect(loadConfig({}).quietHours).toEqual({ from: '21:00', to: '07:00' });
    expect(failure({ QUIET_HOURS: '9pm-7am' }).message).toMatch(/QUIET_HOURS: must be two times of day/);
  });

  it('reads the subscriber-journey settings', () => {
    const config = loadConfig({
      AGE_OF_CONSENT: '13',
      REVIEW_REGISTRATIONS: 'false',
      PUBLIC_URL: 'https://club.example.org/',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'https://sms.example.net/send',
      SMS_HTTP_TOKEN: 'secret',
      SMS_SENDER: 'MyClub',
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '100',
      CHAT_SENDS_PER_MINUTE: '5',
      CHAT_STORAGE_MB_PER_PERSON: '0.5',
    });
    expect(config).toMatchObject({
      ageOfConsent: 13,
      reviewRegistrations: false,
      publicUrl: 'https://club.example.org',
      otpSendsPerAddressPerHour: 100,
      chatSendsPerMinute: 5,
      chatStorageBytesPerPerson: 512 * 1024,
      sms: { driver: 'http', url: 'https://sms.example.net/send', token: 'secret', sender: 'MyClub' },
    });
  });

  it.each([
    ['AGE_OF_CONSENT', 'sixteen'],
    ['AGE_OF_CONSENT', '0'],
    ['AGE_OF_CONSENT', '40'],
    ['REVIEW_REGISTRATIONS', 'maybe'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMS_DRIVER', 'carrier-pigeon'],
    ['SMS_HTTP_URL', 'ftp://sms.example.net'],
    ['SMS_SENDER', 'a-sender-name-too-long'],
    ['SMS_HTTP_TIMEOUT_SECONDS', '0'],
    ['SMS_HTTP_TIMEOUT_SECONDS', '61'],
    ['OTP_SENDS_PER_ADDRESS_PER_HOUR', '0'],
    ['OTP_SENDS_PER_ADDRESS_PER_HOUR', 'many'],
    ['CHAT_SENDS_PER_MINUTE', '0'],
    ['CHAT_SENDS_PER_MINUTE', '2.5'],
    ['TEAM_ANNOUNCEMENTS_PER_HOUR', '0'],
    ['CHAT_STORAGE_MB_PER_PERSON', '0'],
    ['CHAT_STORAGE_MB_PER_PERSON', '-1'],
    ['CHAT_STORAGE_MB_PER_PERSON', 'lots'],
  ])('stops on a bad %s (%s)', (name, value) => {
    expect(failure({ [name]: value }).message).toContain(name);
  });

  it('asks for the provider address and token when SMS_DRIVER=http', () => {
    const message = failure({ SMS_DRIVER: 'http' }).message;
    expect(message).toMatch(/SMS_HTTP_URL: required when SMS_DRIVER=http/);
    expect(message).toMatch(/SMS_HTTP_TOKEN: required when SMS_DRIVER=http/);
  });

  it('keeps pictures in a bucket only with S3_BUCKET, and asks for a key id and its secret together', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'pics' }).s3).toEqual({
      bucket: 'pics',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const minio = { S3_BUCKET: 'pics', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig({ ...minio, S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      region: 'eu-west-1',
    });
    expect(failure({ S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'AKIA' }).message).toMatch(
      /S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/,
    );
    expect(failure({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).message).toMatch(
      /S3_ENDPOINT: set S3_BUCKET too/,
    );
    expect(failure({ S3_BUCKET: 'pics', S3_ENDPOINT: 'ftp://x' }).message).toContain('S3_ENDPOINT');
  });

  it('names every bad value at once', () => {
    const message = failure({ PORT: 'abc', LOG_LEVEL: 'loud' }).message;
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });
});
