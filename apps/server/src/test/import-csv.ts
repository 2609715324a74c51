import type { TestApp } from './harness.ts';
import { multipart } from './pictures.ts';

/*
 * CSV files for the subscriber import's tests (modules/bulk) and its benchmark: people with fresh
 * mobile numbers, and the calls that upload, check and start an import.
 */

export const IMPORT_HEADERS = ['First name', 'Last name', 'Mobile', 'Date of birth', 'Gender', 'Sport'];

let series = 0;
/** A block of up to a million mobile numbers no other block of this process has. */
export function freshMobiles(count: number): string[] {
  const start = (++series % 99) * 1_000_000;
  return Array.from({ length: count }, (_, i) => `78${String(start + i).padStart(8, '0')}`);
}

/** A number in letters (names take no digits): 0 → a, 27 → bb. */
const letters = (n: number) =>
  [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

/** One good row per mobile number, as the columns of `IMPORT_HEADERS`. */
export const goodRows = (mobiles: readonly string[]) =>
  mobiles.map((mobile, i) => [
    'Imported',
    `Person ${letters(i)}`,
    mobile,
    '1990-05-17',
    'female',
    'Football',
  ]);

const cell = (value: string) => (/[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The file's text: a header row then the rows, with the delimiter given. */
export const csvText = (headers: readonly string[], rows: readonly (readonly string[])[], delimiter = ',') =>
  [headers, ...rows].map((row) => row.map(cell).join(delimiter)).join('\r\n') + '\r\n';

/** Uploads a file's bytes as the console does. */
export function uploadCsv(t: TestApp, token: string, bytes: Buffer, name = 'people.csv') {
  const body = multipart(bytes, name, 'text/csv', 'file');
  return t.api('POST', 'bulk/imports', body.payload, { token, headers: { 'content-type': body.type } });
}

/** The field of each of `IMPORT_HEADERS`. */
export const IMPORT_COLUMNS = ['first_name', 'last_name', 'mobile', 'date_of_birth', 'gender', 'sport'];

/** Uploads a file of `IMPORT_HEADERS` rows; answers the import's id. */
export async function uploadRows(t: TestApp, token: string, rows: readonly (readonly string[])[]) {
  const up = await uploadCsv(t, token, Buffer.from(csvText(IMPORT_HEADERS, rows)));
  if (up.statusCode !== 200) throw new Error(`upload failed: ${up.body}`);
  return up.json<{ import: { id: string } }>().import.id;
}

/** Starts an uploaded import with `IMPORT_COLUMNS`; answers its job's id. */
export async function startUploaded(t: TestApp, token: string, id: string, sendLinks = false) {
  const started = await t.api(
    'POST',
    `bulk/imports/${id}/start`,
    { columns: IMPORT_COLUMNS, isdCode: '+44', sendLinks },
    { token },
  );
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  return started.json<{ import: { jobId: string } }>().import.jobId;
}

/** Uploads, then starts the import; answers the import's id and job id. */
export async function startImportOf(t: TestApp, token: string, rows: readonly (readonly string[])[]) {
  const id = await uploadRows(t, token, rows);
  return { id, jobId: await startUploaded(t, token, id) };
}

/** The imported people with these mobiles (local numbers, +44), as the database holds them. */
export const usersWith = async (t: TestApp, mobiles: readonly string[]) =>
  t.db
    .selectFrom('users')
    .select(['id', 'mobile_e164', 'status', 'full_name', 'user_name', 'password_hash'])
    .where(
      'mobile_e164',
      'in',
      mobiles.map((m) => `+44${m}`),
    )
    .execute();
