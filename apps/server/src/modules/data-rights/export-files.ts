import { Readable } from 'node:stream';
import yazl from 'yazl';
import {
  DATA_EXPORT_COLUMNS,
  DATA_EXPORT_FILES,
  DATA_EXPORT_WORDS,
  type DataExportFile,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { PictureStore } from '../../platform/pictures/index.ts';
import { csvStream } from '../../platform/csv.ts';
import { dayCell, phoneCell, roleWords, timeCell, type Sheet } from '../../platform/spreadsheet.ts';
import { paymentRecords } from '../payment/index.ts';
import * as repo from './export.repository.ts';

/*
 * A person's data download as a ZIP: each kind of record as `<name>.json` (keys as the contract's
 * DATA_EXPORT_COLUMNS, times in ISO 8601 UTC) and `<name>.csv` (headers and words in the reader's
 * language, times on the organisation's clock, through platform/csv.ts so no cell runs as a
 * formula), the pictures as files, and a README. Pictures are files rather than signed links: a
 * family keeps the download, and a link would stop working within the hour (platform/media-links).
 * Every list is read a page at a time as the ZIP is read, so a large record never sits in memory.
 */

type Cell = string | number | null;
type Record_ = Record<string, Cell>;
/** Columns holding an instant (milliseconds): ISO in JSON, the organisation's clock in CSV. */
const TIMES = new Set([
  'joinedAt',
  'since',
  'sentAt',
  'readAt',
  'seenAt',
  'startsAt',
  'registeredAt',
  'at',
  'paidAt',
]);

export type Owner = { id: number; publicId: string };
type Source = (db: DbOrTrx, owner: Owner, sheet: Sheet) => AsyncIterable<Record_>;

/** Reads a keyset-paged list to its end, a page at a time. */
async function* paged<R extends { id: number }>(read: (afterId: number) => Promise<R[]>) {
  let after = 0;
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length < repo.EXPORT_PAGE) return;
    after = page.at(-1)!.id;
  }
}

const SOURCES: Record<DataExportFile, Source> = {
  async *profile(db, owner, sheet) {
    const a = await repo.findAccount(db, owner.id);
    if (!a) return;
    yield {
      subscriberID: a.public_id,
      userName: a.user_name,
      fullName: a.full_name,
      mobile: a.mobile_e164,
      email: a.email,
      dateOfBirth: dayCell(a.date_of_birth),
      gender: a.gender,
      sport: a.sport,
      role: roleWords(sheet, a.role_key, a.role),
      status: sheet.words.userStatus[a.status as keyof Sheet['words']['userStatus']] ?? String(a.status),
      picture: a.profile_image ? `pictures/${a.profile_image}` : null,
      joinedAt: a.created_at,
    };
  },
  async *connections(db, owner) {
    for (const r of await repo.connectionRows(db, owner.id)) {
      const role = r.kind !== 'parent' ? r.kind : r.from_user_id === owner.id ? 'child' : 'parent';
      yield {
        subscriberID: r.public_id,
        fullName: r.full_name,
        userName: r.user_name,
        kind: role,
        status: r.status,
        origin: r.origin,
        since: r.updated_at,
      };
    }
  },
  async *messages(db, owner) {
    for await (const m of paged((after) => repo.messagePage(db, owner.id, after))) {
      yield {
        direction: m.from_user_id === owner.id ? 'sent' : 'received',
        withSubscriberID: m.public_id,
        withName: m.full_name,
        text: m.body,
        picture: m.image ? `pictures/${m.image}` : null,
        sentAt: m.created_at,
        readAt: m.read_at,
      };
    }
  },
  async *notifications(db, owner) {
    for await (const n of paged((after) => repo.notificationPage(db, owner.id, after))) {
      yield {
        text: n.message,
        kind: n.kind,
        details: n.params,
        fromName: n.from_name,
        sentAt: n.created_at,
        seenAt: n.seen_at,
      };
    }
  },
  async *registrations(db, owner) {
    for (const r of await repo.registrationRows(db, owner.id)) {
      yield {
        event: r.title,
        startsAt: r.starts_at,
        status: r.status,
        registeredBy: r.registered_by,
        registeredAt: r.created_at,
      };
    }
  },
  // The invoices for or paid by the person, each followed by its payments and refunds.
  async *payments(db, owner, sheet) {
    yield* await paymentRecords(db, owner.id, sheet.language);
  },
  async *audit(db, owner) {
    for await (const e of paged((after) => repo.auditPage(db, owner.publicId, after))) {
      yield { at: e.at, action: e.action, byName: e.by_name, details: e.facts ?? e.detail };
    }
  },
};

const asJson = (column: string, value: Cell) =>
  TIMES.has(column) && typeof value === 'number' ? new Date(value).toISOString() : value;
const asCsv = (column: string, value: Cell, sheet: Sheet): string | null => {
  if (value === null) return null;
  if (TIMES.has(column) && typeof value === 'number') return timeCell(value, sheet.zone);
  return column === 'mobile' ? phoneCell(String(value)) : String(value);
};

function jsonFile(records: AsyncIterable<Record_>, columns: readonly string[]) {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const record of records) {
        const shaped = Object.fromEntries(columns.map((c) => [c, asJson(c, record[c] ?? null)]));
        yield `${first ? '\n' : ',\n'}  ${JSON.stringify(shaped)}`;
        first = false;
      }
      yield first ? ']\n' : '\n]\n';
    })(),
  );
}

function csvFile(records: AsyncIterable<Record_>, file: DataExportFile, sheet: Sheet) {
  const columns: readonly string[] = DATA_EXPORT_COLUMNS[file];
  const words = DATA_EXPORT_WORDS[sheet.language].headers[file] as Record<string, string>;
  return csvStream(
    columns.map((c) => words[c] ?? c),
    (async function* () {
      for await (const record of records) yield columns.map((c) => asCsv(c, record[c] ?? null, sheet));
    })(),
  );
}

/** The pictures a download holds: the profile picture and every picture of the person's messages. */
async function pictures(db: DbOrTrx, owner: Owner): Promise<string[]> {
  const account = await repo.findAccount(db, owner.id);
  const all = [
    ...(account?.profile_image ? [account.profile_image] : []),
    ...(await repo.messagePictures(db, owner.id)),
  ];
  return [...new Set(all)];
}

/**
 * The ZIP of `owner`'s data, read by its reader as it is made (yazl streams each entry in turn and
 * each entry reads its rows only when its turn comes). Worded for `sheet` (the person reading it).
 */
export async function dataZip(db: DbOrTrx, store: PictureStore, owner: Owner, sheet: Sheet) {
  const zip = new yazl.ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(`${DATA_EXPORT_WORDS[sheet.language].readme}\r\n`, 'utf8'), 'README.txt', {
    mtime,
  });
  for (const file of DATA_EXPORT_FILES) {
    const columns = DATA_EXPORT_COLUMNS[file];
    zip.addReadStream(jsonFile(SOURCES[file](db, owner, sheet), columns), `${file}.json`, { mtime });
    zip.addReadStream(csvFile(SOURCES[file](db, owner, sheet), file, sheet) as Readable, `${file}.csv`, {
      mtime,
    });
  }
  for (const relative of await pictures(db, owner)) {
    // A picture no longer stored (removed by hand) is left out rather than failing the download;
    // each is read from the store only when its turn comes.
    if ((await store.size(relative)) === null) continue;
    zip.addReadStreamLazy(`pictures/${relative}`, { mtime, compress: false }, (done) => {
      store.get(relative).then(
        (picture) => done(null, picture ? Readable.from(picture.body) : Readable.from([])),
        (err: unknown) => done(err, Readable.from([])),
      );
    });
  }
  zip.end();
  return zip.outputStream;
}
