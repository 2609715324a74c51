import { connect } from '../db/connect.ts';
import { rollUp } from '../modules/kpi/index.ts';

/*
 * One run of the KPI rollup in a process of its own (kpi.test.ts starts two at once beside its
 * own): `tsx kpi-rollup-process.ts <zone> <now ms>` on the database DATA_DIR or DATABASE_URL names.
 */
const [zone, now] = process.argv.slice(2);
const db = connect({ dataDir: process.env.DATA_DIR!, databaseUrl: process.env.DATABASE_URL || undefined });
try {
  await rollUp(db, zone!, Number(now));
} finally {
  await db.destroy();
}
