import {
  auditTerm,
  organisationSettingsSchema,
  type OrganisationSettings,
  type OrganisationSettingsInput,
} from '@fieldhouse/contract';
import type { Config } from '../../config.ts';
import type { DbOrTrx } from '../../db/connect.ts';
import { auditBy, type AuditActor } from '../../platform/audit.ts';
import type { Deps } from '../../platform/request-context.ts';
import type { LiveBus } from '../../platform/live/bus.ts';
import { RELEASE_WAITING_JOB } from '../connections/index.ts';
import * as repo from './settings.repository.ts';

/** What an install starts with before the Super Admin saves: its configuration, and every rule on. */
export function defaultSettings(config: Config): OrganisationSettingsInput {
  return {
    name: 'Fieldhouse',
    timeZone: config.timeZone,
    language: 'en',
    currency: 'EUR',
    address: '',
    taxNumber: '',
    ageOfConsent: config.ageOfConsent,
    reviewRegistrations: config.reviewRegistrations,
    safeguarding: {
      guardianApproval: true,
      guardiansInChat: true,
      parentsOnlyUnder13: true,
      quietHours: true,
    },
    quietHours: config.quietHours,
  };
}

type Row = Awaited<ReturnType<typeof repo.findSettingsRow>>;

/**
 * The stored settings over the defaults: a setting added after the row was written takes its
 * default, and one a newer schema no longer accepts (an unknown time zone) falls back to it.
 */
function fromRow(config: Config, row: Row): OrganisationSettings {
  const defaults = defaultSettings(config);
  const stored = row ? (JSON.parse(row.value) as Partial<OrganisationSettingsInput>) : {};
  const merged = {
    ...defaults,
    ...stored,
    safeguarding: { ...defaults.safeguarding, ...stored.safeguarding },
  };
  const parsed = organisationSettingsSchema.safeParse(merged);
  return {
    ...(parsed.success ? parsed.data : defaults),
    logo: row?.logo ?? null,
    confirmed: row?.confirmed_at != null,
    updatedAt: new Date(row?.updated_at ?? 0).toISOString(),
  };
}

/*
 * Every call that needs a setting reads it from this process's copy. A save anywhere publishes
 * `settings` on the live bus; each process drops its copy then (and after a `resync`, when it may
 * have missed one), so the next read takes the row again.
 */
const copies = new WeakMap<
  LiveBus,
  { settings: Promise<OrganisationSettings> | null; read: OrganisationSettings | null }
>();

function copyFor(deps: Pick<Deps, 'live'>) {
  let copy = copies.get(deps.live);
  if (!copy) {
    const made = {
      settings: null as Promise<OrganisationSettings> | null,
      read: null as OrganisationSettings | null,
    };
    deps.live.subscribe((event) => {
      if (event.t === 'settings' || event.t === 'resync') {
        made.settings = null;
        made.read = null;
      }
    });
    copies.set(deps.live, (copy = made));
  }
  return copy;
}

/**
 * The organisation's settings, as this process last read them. Inside a transaction pass it as
 * `deps.db`: until the copy is read, the row is read through it. On SQLite the transaction holds
 * the one connection, so waiting for a read on the process's `db` (its own, or another caller's
 * still under way) would wait for ever, and every other query of the process behind it.
 */
export function organisationSettings(
  deps: Pick<Deps, 'db' | 'config' | 'live'>,
): Promise<OrganisationSettings> {
  const copy = copyFor(deps);
  if (copy.read) return Promise.resolve(copy.read);
  if (deps.db.isTransaction) return repo.findSettingsRow(deps.db).then((row) => fromRow(deps.config, row));
  if (!copy.settings) {
    const reading = repo.findSettingsRow(deps.db).then((row) => fromRow(deps.config, row));
    copy.settings = reading;
    reading.then(
      (settings) => {
        if (copy.settings === reading) copy.read = settings;
      },
      // A failed read must not stay.
      () => {
        if (copy.settings === reading) copy.settings = null;
      },
    );
  }
  return copy.settings;
}

/** The settings whose values differ, by name (the audit's "Changed: …"). */
function changedNames(before: OrganisationSettingsInput, after: OrganisationSettingsInput) {
  return (Object.keys(after) as (keyof OrganisationSettingsInput)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** Runs a change of the row in a transaction, tells every process, and answers what is now stored. */
async function change(
  deps: Deps,
  write: (trx: DbOrTrx, before: OrganisationSettings, now: number) => Promise<void>,
): Promise<OrganisationSettings> {
  const now = Date.now();
  await deps.db.transaction().execute(async (trx) => {
    const initial = JSON.stringify(defaultSettings(deps.config));
    const before = fromRow(deps.config, await repo.lockSettingsRow(trx, initial, now));
    await write(trx, before, now);
    await deps.live.publish(trx, { t: 'settings' });
  });
  Object.assign(copyFor(deps), { settings: null, read: null });
  return organisationSettings(deps);
}

/** `PUT /settings`: every setting at once; the first save confirms the install. */
export function saveSettings(deps: Deps, actor: AuditActor, input: OrganisationSettingsInput) {
  return change(deps, async (trx, before, now) => {
    const changed = changedNames(before, input);
    await repo.updateSettingsRow(
      trx,
      { value: JSON.stringify(input), ...(before.confirmed ? {} : { confirmed_at: now }) },
      now,
    );
    // Requests waiting for a parent's approval no longer wait once the rule is off.
    if (before.safeguarding.guardianApproval && !input.safeguarding.guardianApproval) {
      await deps.jobs.enqueue(RELEASE_WAITING_JOB, {}, { trx, singletonKey: RELEASE_WAITING_JOB });
    }
    if (changed.length > 0 || !before.confirmed) {
      await auditBy(trx, actor, {
        action: 'settings-edit',
        facts: { fields: changed.map((name) => auditTerm('setting', name)) },
      });
    }
  });
}

/** The logo's stored path (under /media), or null to show the product's own mark again. */
export function setLogo(deps: Deps, actor: AuditActor, logo: string | null) {
  return change(deps, async (trx, _before, now) => {
    await repo.updateSettingsRow(trx, { logo }, now);
    await auditBy(trx, actor, { action: 'settings-logo' });
  });
}
