// The short chaos run (the whole one is `npm run chaos`): the supervised stack on PostgreSQL, Redis and NATS of its
// own, journeys going through the gateway, the chat service killed with SIGKILL and Redis restarted. Slow (a whole
// stack, about two minutes): it belongs with the slow tests. Needs the services built (`npm run build`).
import { expect, it } from 'vitest';
import { runChaos } from '../../../scripts/chaos/run-chaos.ts';

it('a killed service comes back and Redis is restarted under journeys: only their routes fail, journeys go through again, no event or saved answer is lost', async () => {
  const lines: string[] = [];
  const report = await runChaos({ faults: ['chat', 'Redis'], drivers: 1, log: (line) => lines.push(line) });

  const [chat, redis] = report.faults;
  expect(chat?.fault).toBe('SIGKILL chat');
  expect(lines).toContainEqual(
    expect.stringMatching(/^✗ chat exited unexpectedly \(signal SIGKILL\); restarting in/),
  );
  expect(chat?.backAfterS).not.toBeNull();
  expect(chat?.failedElsewhere).toBe(0);
  expect(redis?.fault).toBe('restart Redis');
  expect(redis?.backAfterS).not.toBeNull();
  // The whole journey went through again after each fault, with no process restarted but the one killed.
  for (const fault of report.faults) expect(fault.journeyAfterS, fault.fault).not.toBeNull();
  expect(lines.filter((line) => /exited unexpectedly/.test(line))).toHaveLength(1);
  expect(report.integrity).toMatchObject({
    answersLost: 0,
    paymentsLost: 0,
    duplicateCharges: 0,
    grantEventsLost: 0,
  });
  // No journey was stopped by a rate limit instead of a fault (they all come from 127.0.0.1).
  expect(report.rateLimited).toEqual({});
  for (const fault of report.faults) expect(fault.rateLimited, fault.fault).toBe(0);
  // Every event the journeys caused reached each of its consumers, once (emails at the run's SMTP server).
  expect(report.events.map((check) => check.kind)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/verification email/),
      expect.stringMatching(/assessment submitted → ai-tools/),
      expect.stringMatching(/receipt email/),
    ]),
  );
  for (const check of report.events) {
    expect(check.expected, check.kind).toBeGreaterThan(0);
    expect(check.lost, check.kind).toBe(0);
    expect(check.duplicates ?? 0, check.kind).toBe(0);
  }
  expect(report.integrity.journeys).toBeGreaterThan(1);
  expect(report.integrity.paid).toBeGreaterThan(0);
}, 600_000);
