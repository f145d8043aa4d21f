// `npm run chaos`: kills each process of the supervised stack in turn and restarts PostgreSQL, Redis and NATS
// (instances of its own) under steady journeys, then prints what failed, how fast everything came back, and
// whether anything saved was lost or duplicated (scripts/chaos/run-chaos.ts). Build first (`npm run build`).
// `npm run chaos -- chat Redis` faults only those.
import { formatReport, missedTargets, runChaos } from './chaos/run-chaos.ts';

const faults = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const report = await runChaos({ faults: faults.length > 0 ? faults : undefined });
console.log(`\n${formatReport(report)}\n`);
const missed = missedTargets(report);
if (missed.length > 0) {
  console.error(
    '✗ targets missed (every process back within 10 s, a journey through again after every fault, no rate limit hit, nothing lost or duplicated, failures only on the faulted routes):',
  );
  for (const line of missed) console.error(`  - ${line}`);
  process.exit(1);
}
console.log('✓ every target met');
process.exit(0);
