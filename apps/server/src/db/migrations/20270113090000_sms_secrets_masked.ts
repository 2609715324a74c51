import type { Kysely } from 'kysely';

/*
 * The SMS log now keeps texts with their secrets masked (platform/sms/mask.ts). Texts logged
 * before that still hold phone codes and staff invitation links: mask them the same way. There is
 * no way down: the secrets are gone, as they should be.
 */
type Row = { id: number; kind: string; text: string };

const mask = (row: Row) =>
  row.kind === 'otp'
    ? row.text.replace(/\d{4,}/g, '••••••')
    : row.text.replace(/\/invitation\/[^\s/?#]+/g, '/invitation/•••');

export async function up(db: Kysely<unknown>): Promise<void> {
  const log = db as unknown as Kysely<{ sms_outbox: Row }>;
  const rows = await log
    .selectFrom('sms_outbox')
    .select(['id', 'kind', 'text'])
    .where('kind', 'in', ['otp', 'invite'])
    .execute();
  for (const row of rows) {
    const text = mask(row);
    if (text !== row.text)
      await log.updateTable('sms_outbox').set({ text }).where('id', '=', row.id).execute();
  }
}

export async function down(): Promise<void> {}
