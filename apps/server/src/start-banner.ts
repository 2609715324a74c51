import { localAddress, type Config } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo.ts';

/** What the server prints once it listens: where to open it, the database, and the demo sign-ins. */
export function startBanner(config: Config, seeded: boolean): string {
  const address = localAddress(config.host, config.port);
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded (${config.dataDir})`;
  const lines = [
    '',
    `  Fieldhouse is running at ${address}`,
    `  Database: ${database}${seeded ? ' — demo data added' : ''}`,
  ];
  if (config.apiDocs) lines.push(`  API reference: ${address}/api/docs`);
  // Outside demo mode people open texted links on their phones, where this machine's name means nothing.
  if (config.mode !== 'demo' && !config.publicUrlSet) {
    lines.push(
      `  Warning: PUBLIC_URL is not set, so links in text messages point at ${config.publicUrl};`,
      '  set PUBLIC_URL to the address people reach the console at (https://…).',
    );
  }
  if (config.mode === 'demo') {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.userName.padEnd(6)} ${account.description}`);
  }
  return `${lines.join('\n')}\n`;
}
