import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { DATA_EXPORT_LINK_MS, notificationContent } from '@fieldhouse/contract';
import type { AuthContext } from '../../platform/auth.ts';
import { auditBy } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs/types.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { sheetOf } from '../../platform/spreadsheet.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { languageOf } from '../preferences/index.ts';
import { organisationSettings } from '../settings/index.ts';
import { dataZip, type Owner } from './export-files.ts';
import * as repo from './export.repository.ts';
import * as links from './export-links.repository.ts';

export const DATA_EXPORT_JOB = 'data-rights.export';
type ExportPayload = { ownerId: number; requestedBy: number };

const EXPORTS_FOLDER = 'exports';
const fileDay = () => new Date().toISOString().slice(0, 10);
const safeName = (userName: string) => userName.replace(/[^A-Za-z0-9_.-]/g, '_');

/** The download's words: the language of the person who reads it (a parent for a child). */
async function sheetFor(deps: Deps, readerId: number) {
  return sheetOf(await languageOf(deps, readerId), (await organisationSettings(deps)).timeZone);
}

/** A ZIP to send as a download named `name`. */
export type ZipFile = { name: string; stream: NodeJS.ReadableStream };

/**
 * `GET profile/export`, `GET family/children/{childId}/export`: the owner's data as a ZIP streamed
 * now, or, when the record holds more than DATA_EXPORT_JOB_ROWS rows, a job that writes the file
 * and notifies the asker with a one-time link
 * (the console's page /profile/downloads/{token} saves it). Audited on the owner's record.
 */
export async function exportData(
  deps: Deps,
  o: { auth: AuthContext; childId?: string; client: Client },
): Promise<{ zip: ZipFile } | { queued: true; jobId: string }> {
  const owner = await ownerFor(deps, o.auth, o.childId);
  await auditBy(deps.db, o, {
    action: 'data-export',
    object: { type: 'subscriber', id: owner.publicId, name: owner.userName },
  });
  if ((await repo.countRows(deps.db, owner.id, owner.publicId)) > deps.config.dataExportJobRows) {
    const payload: ExportPayload = { ownerId: owner.id, requestedBy: o.auth.userId };
    const jobId = await deps.jobs.enqueue(DATA_EXPORT_JOB, payload, { startedBy: o.auth.userId });
    return { queued: true as const, jobId };
  }
  const stream = await dataZip(deps.db, deps.pictures, owner, await sheetFor(deps, o.auth.userId));
  return { zip: { name: `data-${safeName(owner.userName)}-${fileDay()}.zip`, stream } };
}

/** The caller themself, or a child of theirs by a family link; anyone else's id answers 404. */
async function ownerFor(
  deps: Deps,
  auth: AuthContext,
  childId?: string,
): Promise<Owner & { userName: string }> {
  if (childId === undefined) {
    const self = await repo.findAccount(deps.db, auth.userId);
    if (!self) throw notFound('No such account.');
    return { id: self.id, publicId: self.public_id, userName: self.user_name };
  }
  const child = await repo.findChildOf(deps.db, auth.userId, childId);
  if (!child) throw notFound('No child of yours has that id.');
  return { id: child.id, publicId: child.public_id, userName: child.user_name };
}

/** The job that writes a large download to DATA_DIR/exports and sends the asker its one-time link. */
export function createExportJob(deps: Deps) {
  return defineJob<ExportPayload>({
    kind: DATA_EXPORT_JOB,
    area: 'profile',
    managedBy: null,
    retry: { limit: 2, backoffMs: 5_000 },
    async run(ctx) {
      const account = await repo.findAccount(ctx.db, ctx.payload.ownerId);
      if (!account) return;
      const owner = { id: account.id, publicId: account.public_id };
      const folder = path.join(deps.config.dataDir, EXPORTS_FOLDER);
      fs.mkdirSync(folder, { recursive: true });
      const file = `${randomBytes(16).toString('hex')}.zip`;
      const zip = await dataZip(ctx.db, deps.pictures, owner, await sheetFor(deps, ctx.payload.requestedBy));
      await pipeline(zip, fs.createWriteStream(path.join(folder, file)), { signal: ctx.signal });
      const token = newToken();
      const now = Date.now();
      await ctx.eachItem(1, async (_item, trx) => {
        await links.insertLink(trx, {
          user_id: owner.id,
          requested_by: ctx.payload.requestedBy,
          token_hash: hashToken(token),
          file,
          created_at: now,
          expires_at: now + DATA_EXPORT_LINK_MS,
        });
        await createNotification(trx, deps.live, {
          userId: ctx.payload.requestedBy,
          fromUserId: ctx.payload.requestedBy,
          content: notificationContent('data-export-ready', { name: account.full_name, token }),
        });
      });
    },
  });
}

/**
 * `GET profile/exports/{token}`: a job's download, for the person who asked, once, within a day;
 * the file is removed as it is handed over. Anything else (another caller, used, expired) is 404.
 */
export async function downloadExport(deps: Deps, o: { auth: AuthContext; token: string }): Promise<ZipFile> {
  const now = Date.now();
  const link = await links.takeLink(deps.db, hashToken(o.token), o.auth.userId, now);
  const stored = link && path.join(deps.config.dataDir, EXPORTS_FOLDER, link.file);
  if (!link || !stored || !fs.existsSync(stored))
    throw notFound('That download link has been used or has expired.');
  const account = await repo.findAccount(deps.db, link.user_id);
  const stream = fs.createReadStream(stored);
  stream.on('close', () => fs.rm(stored, { force: true }, () => undefined));
  return { name: `data-${safeName(account?.user_name ?? 'account')}-${fileDay()}.zip`, stream };
}
