import { benchAccount } from './account.bench.js';
import { benchBundle } from './bundle.bench.js';
import { benchLighthouse } from './lighthouse.bench.js';
import { ENGINES, row } from './support.js';
import { benchUsersList } from './users-list.bench.js';

/** `npm run bench`: every benchmark on both engines; figures and ratios, never pass/fail timings. */
console.log(row(['benchmark', 'requests/s', 'latency', '']));
for (const engine of ENGINES) {
  await benchAccount(engine);
}
console.log('');
for (const engine of ENGINES) {
  await benchUsersList(engine);
}
console.log('');
benchBundle();
console.log('');
await benchLighthouse();
