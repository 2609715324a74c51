import { bulkTextSpeed } from './bulk-text.ts';
import { chatDelivery } from './chat-delivery.ts';
import { clusterRatio } from './cluster.ts';
import { delivery } from './delivery.ts';
import { directorySpeed } from './directory.ts';
import { idleConnections } from './idle-connections.ts';
import { importSpeed } from './import.ts';
import { kpiSpeed } from './kpi.ts';
import { loginLcp } from './login-lcp.ts';
import { menuThroughput } from './menu-throughput.ts';
import { secondStart } from './second-start.ts';
import { seedSpeed } from './seed-speed.ts';

// `npm run bench`: prints each figure beside its goal. Figures are informative, not test assertions.
const only = process.argv.slice(2);
const benches: [string, () => Promise<boolean> | boolean][] = [
  ['menu', menuThroughput],
  ['lcp', loginLcp],
  ['delivery', delivery],
  ['seed', seedSpeed],
  ['directory', directorySpeed],
  ['chat', chatDelivery],
  ['idle', idleConnections],
  ['start', secondStart],
  ['import', importSpeed],
  ['text', bulkTextSpeed],
  ['kpi', kpiSpeed],
  ['cluster', clusterRatio],
];
let missed = 0;
for (const [name, bench] of benches) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n— ${name}`);
  if (!(await bench())) missed++;
}
console.log(missed === 0 ? '\nEvery figure is within its goal.' : `\n${missed} figure(s) missed the goal.`);
