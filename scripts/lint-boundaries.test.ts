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
