// `npm run chaos`: kills each process of the supervised stack in turn and restarts PostgreSQL, Redis and NATS
// (instances of its own) under steady journeys, then prints what failed, how fast everything came back, and
// whether anything saved was lost or duplicated (scripts/chaos/run-chaos.ts). Build first (`npm run build`).
// `npm run chaos -- chat Redis` faults only those.
import { formatReport, runChaos } from './chaos/run-chaos.ts';

const faults = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const report = await runChaos({ faults: faults.length > 0 ? faults : undefined });
console.log(`\n${formatReport(report)}\n`);
const { integrity } = report;
const slow = report.faults.filter((fault) => fault.backAfterS === null || fault.backAfterS > 10);
const spilled = report.faults.filter((fault) => fault.failedElsewhere > 0);
const lost =
  integrity.answersLost + integrity.paymentsLost + integrity.duplicateCharges + integrity.grantEventsLost;
if (slow.length + spilled.length + lost > 0) {
  console.error(
    '✗ targets missed (every process back within 10 s, nothing lost or duplicated, failures only on the faulted routes)',
  );
  process.exit(1);
}
console.log('✓ every target met');
process.exit(0);
