import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of README's "How the code is laid out", as `npm run lint` holds them: each probe
// is a file an area could write, linted with the project's own config where it would live (without
// type information: the probe is not on disk for TypeScript to find, and these rules need none).
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('lint holds the server areas apart', () => {
  it('refuses a deep import into another area, and takes its face', async () => {
    const deep = await problems(
      'apps/server/src/modules/staff/probe.ts',
      "import { findRole } from '../roles/seeded-roles.ts';\nexport const probe = findRole;\n",
    );
    expect(deep.join('\n')).toMatch(/reached through its face/);
    const face = await problems(
      'apps/server/src/modules/staff/probe.ts',
      "import { findRole } from '../roles/index.ts';\nexport const probe = findRole;\n",
    );
    expect(face).toEqual([]);
  });

  it("refuses another area's repository, even from a repository", async () => {
    const found = await problems(
      'apps/server/src/modules/staff/probe.repository.ts',
      "import { listRoles } from '../roles/roles.repository.ts';\nexport const probe = listRoles;\n",
    );
    expect(found.join('\n')).toMatch(/reached through its face/);
  });

  it('refuses SQL in a service, and allows it in a repository', async () => {
    const query = [
      "import type { DbOrTrx } from '../../db/connect.ts';",
      "export const probe = (db: DbOrTrx) => db.selectFrom('users').select('id').execute();",
      '',
    ].join('\n');
    expect((await problems('apps/server/src/modules/staff/probe.service.ts', query)).join('\n')).toMatch(
      /Only repositories/,
    );
    expect(await problems('apps/server/src/modules/staff/probe.repository.ts', query)).toEqual([]);
    const rawSql = "import { sql } from 'kysely';\nexport const probe = sql`select 1`;\n";
    expect((await problems('apps/server/src/modules/staff/probe.service.ts', rawSql)).join('\n')).toMatch(
      /Only repositories/,
    );
  });

  it("allows SQL in an area's own migrations, and Kysely's interfaces in its tables", async () => {
    const migration = [
      "import { sql, type Kysely } from 'kysely';",
      'export async function up(db: Kysely<unknown>) {',
      '  await sql`UPDATE staff SET x = 1`.execute(db);',
      "  await db.selectFrom('staff').select('id').execute();",
      '}',
      '',
    ].join('\n');
    expect(
      await problems('apps/server/src/modules/staff/migrations/20990101090000_probe.ts', migration),
    ).toEqual([]);
    const tables = 'export interface ProbeTable {\n  id: number;\n}\n';
    expect(await problems('apps/server/src/modules/staff/tables.ts', tables)).toEqual([]);
    expect((await problems('apps/server/src/modules/staff/probe.ts', tables)).join('\n')).toMatch(/type/);
  });

  it("refuses Fastify's request in a service, and allows it in routes", async () => {
    const code = "import type { FastifyRequest } from 'fastify';\nexport type Probe = FastifyRequest;\n";
    expect((await problems('apps/server/src/modules/staff/probe.service.ts', code)).join('\n')).toMatch(
      /plain values/,
    );
    expect(await problems('apps/server/src/modules/staff/probe.routes.ts', code)).toEqual([]);
  });

  it('refuses platform code importing a module', async () => {
    const found = await problems(
      'apps/server/src/platform/probe.ts',
      "import { staffArea } from '../modules/staff/index.ts';\nexport const probe = staffArea;\n",
    );
    expect(found.join('\n')).toMatch(/never imports one/);
  });
});

describe('lint holds the console areas apart', () => {
  it('refuses a deep import into another feature, from any depth, and takes its face', async () => {
    const deep = await problems(
      'apps/web/src/features/matches/probe.tsx',
      "import { EventPage } from '../events/event-page.tsx';\nexport const probe = EventPage;\n",
    );
    expect(deep.join('\n')).toMatch(/reached through its face/);
    const deeper = await problems(
      'apps/web/src/features/matches/components/probe.tsx',
      "import { useEvent } from '../../events/api/use-event.ts';\nexport const probe = useEvent;\n",
    );
    expect(deeper.join('\n')).toMatch(/reached through its face/);
    const face = await problems(
      'apps/web/src/features/matches/components/probe.tsx',
      "import { eventsArea } from '../../events/index.ts';\nexport const probe = eventsArea;\n",
    );
    expect(face).toEqual([]);
    const ownArea = await problems(
      'apps/web/src/features/matches/components/probe.tsx',
      "import { TournamentPage } from '../tournament-page.tsx';\nexport const probe = TournamentPage;\n",
    );
    expect(ownArea).toEqual([]);
  });

  it('refuses a face importing a page statically, and takes it inside lazy', async () => {
    const page = [
      "import { StaffPage } from './staff-page.tsx';",
      "export const staffArea = { routes: [{ path: 'staff', Component: StaffPage }] };",
      '',
    ].join('\n');
    expect((await problems('apps/web/src/features/staff/index.ts', page)).join('\n')).toMatch(
      /inside `lazy`/,
    );
    const lazy = [
      "const page = async () => ({ Component: (await import('./staff-page.tsx')).StaffPage });",
      "export const staffArea = { routes: [{ path: 'staff', lazy: page }] };",
      '',
    ].join('\n');
    expect(await problems('apps/web/src/features/staff/index.ts', lazy)).toEqual([]);
  });

  it('refuses a feature importing the list of areas', async () => {
    const found = await problems(
      'apps/web/src/features/matches/probe.ts',
      "import { WEB_AREAS } from '../index.ts';\nexport const probe = WEB_AREAS;\n",
    );
    expect(found.join('\n')).toMatch(/list of areas is the app/);
  });

  it('refuses lib/, ui/ and the shell importing a feature, even its face', async () => {
    for (const file of ['lib/probe.ts', 'ui/person/probe.ts', 'shell/nav/probe.ts']) {
      const up = '../'.repeat(file.split('/').length - 1);
      const found = await problems(
        `apps/web/src/${file}`,
        `import { eventsArea } from '${up}features/events/index.ts';\nexport const probe = eventsArea;\n`,
      );
      expect(found.join('\n'), file).toMatch(/never import one/);
    }
  });

  it('lets the app reach a feature only through its face or the list', async () => {
    const deep = await problems(
      'apps/web/src/app/probe.ts',
      "import { LoginPage } from '../features/auth/login-page.tsx';\nexport const probe = LoginPage;\n",
    );
    expect(deep.join('\n')).toMatch(/app reaches a feature through its face/);
    const faces = await problems(
      'apps/web/src/app/probe.ts',
      [
        "import { authArea } from '../features/auth/index.ts';",
        "import { WEB_AREAS } from '../features/index.ts';",
        'export const probe = [authArea, WEB_AREAS];',
        '',
      ].join('\n'),
    );
    expect(faces).toEqual([]);
  });
});
