import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsArea } from '../../modules/events/index.ts';
import { matchesArea } from '../../modules/matches/index.ts';
import { areaMigrations } from '../../modules/index.ts';
import { retrySchemaRace, startTestApp, type TestApp } from '../../test/harness.ts';
import { migrationSteps } from '../../test/migration-steps.ts';
import { allMigrations, migrateToLatest } from '../migrate.ts';
import { sharedMigrations } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// What a database deployed before the areas brought their own migrations has recorded (Kysely's
// bookkeeping keeps the name alone): moving a migration into an area's folder must keep its name.
const NAMES_BEFORE_THE_MOVE = [
  '20261122090000_core',
  '20261201090000_subscriber_journeys',
  '20261215090000_chat',
  '20261220090000_audit_by_user',
  '20261222090000_preferences',
  '20261223090000_notification_kinds',
  '20261224090000_action_grants',
  '20261224090000_rate_limits',
  '20261230090000_jobs',
  '20261231090000_chat_storage',
  '20270101090000_sign_in_limits',
  '20270102090000_auth_change_triggers',
  '20270103090000_first_password',
  '20270104090000_audit_retention',
  '20270105090000_subscriber_directory',
  '20270106090000_subscriber_record',
  '20270107090000_master_data',
  '20270108090000_staff_invitations',
  '20270109090000_directory_sport_age',
  '20270110090000_events',
  '20270111090000_matches',
  '20270112090000_calendar_feeds',
  '20270113090000_sms_secrets_masked',
  '20270113090100_server_secrets',
  '20270113100000_parent_link_origin',
  '20270113110000_demo_accounts',
  '20270113140000_parent_requests_by_parent',
  '20270113160000_audit_facts',
  '20270114100000_score_before_kickoff',
  '20270114100100_postponed_without_time',
  '20270114120000_notifications_from_event',
];
/** Every migration now: those before the move, then the areas' added since. */
const NAMES_NOW = [
  ...NAMES_BEFORE_THE_MOVE,
  '20270115090000_organisation_settings',
  '20270120090000_connection_guardians',
  '20270121090000_chat_guardians',
  '20270122090000_safeguarding',
  '20270123090000_data_rights',
  '20270124090000_care_records',
  '20270130090000_chat_watch_reads',
  '20270201090000_payment',
  '20270202090000_payment_provider',
  '20270203090000_job_request_ids',
  '20270210090000_payment_sorts',
  '20270211090000_sms_send',
  '20270212090000_bulk_status',
  '20270213090000_bulk_imports',
  '20270216090000_pictures',
  '20270217090000_bulk_texts',
  '20270218090000_kpi_rollup',
  '20270223090000_kpi_speed',
  '20270223100000_dashboard_counts',
];
const BEFORE_THE_FIRST_AREA = '20270109090000_directory_sport_age';

describe('migrations brought by the areas', () => {
  it('come from the area that owns the tables, not from the shared list', () => {
    expect(Object.keys(eventsArea.migrations)).toEqual(['20270110090000_events']);
    expect(Object.keys(matchesArea.migrations)).toEqual([
      '20270111090000_matches',
      '20270112090000_calendar_feeds',
      '20270114100000_score_before_kickoff',
      '20270114100100_postponed_without_time',
    ]);
    const shared = Object.keys(sharedMigrations);
    for (const name of [...Object.keys(eventsArea.migrations), ...Object.keys(matchesArea.migrations)]) {
      expect(shared, name).not.toContain(name);
    }
  });

  it('have a name once across the shared list and every area, and a repeated one is refused', () => {
    const lists = [sharedMigrations, ...areaMigrations];
    const all = allMigrations(areaMigrations);
    expect(Object.keys(all)).toHaveLength(lists.reduce((n, list) => n + Object.keys(list).length, 0));
    const again = { '20270110090000_events': sharedMigrations['20261122090000_core']! };
    expect(() => allMigrations([...areaMigrations, again])).toThrow(
      'Migration 20270110090000_events is named twice',
    );
  });

  it('keep the names a database migrated before the move recorded, so it has nothing pending', async () => {
    expect(Object.keys(allMigrations(areaMigrations)).sort()).toEqual(NAMES_NOW);
    const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(t.db);
    expect(recorded.rows.map((r) => r.name).sort()).toEqual(NAMES_NOW);
    expect(await retrySchemaRace(() => migrateToLatest(t.db, areaMigrations))).toEqual([]);
  });

  it('run in the order of their names, the areas’ between the shared ones', async () => {
    // Nothing may use the tables while they go down and up again.
    await t.app.jobs.stop();
    const { migrator } = await migrationSteps(t);
    const down = await retrySchemaRace(() => migrator.migrateTo(BEFORE_THE_FIRST_AREA));
    expect(down.error).toBeUndefined();
    const up = await retrySchemaRace(() => migrator.migrateToLatest());
    expect(up.error).toBeUndefined();
    const after = NAMES_NOW.slice(NAMES_NOW.indexOf(BEFORE_THE_FIRST_AREA) + 1);
    expect(up.results?.map((r) => r.migrationName)).toEqual(after);
  });
});
