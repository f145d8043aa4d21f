// `npm run bench`: benchmarks, not tests. Every figure is reported with a baseline measured in the same run.
// `npm run bench -- gateway` (or `assessment`, `memory`, `web`, `assistant`, `notifications`, …) runs one section alone.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startStack, type TestStack } from '@readiness/testing/stack';

const SECTIONS = [
  'gateway',
  'assessment',
  'memory',
  'web',
  'delivery',
  'chat',
  'assistant',
  'ai-tools',
  'admin-users',
  'monitoring',
  'notifications',
  'organisations',
  'lighthouse',
] as const;
type Section = (typeof SECTIONS)[number];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !SECTIONS.includes(name as Section));
if (unknown.length > 0) {
  console.error(`Unknown benchmark section(s): ${unknown.join(', ')}. Choose from: ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
const selected = new Set<Section>(asked.length > 0 ? (asked as Section[]) : SECTIONS);

const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/*
 * Each section's module is imported when the section runs, after the build: the sections reach the services' code,
 * whose Prisma clients the build generates (a fresh clone has none until then).
 */

/** Runs `measure` against a stack of its own, started with `env` (quiet logs) and stopped after. */
async function onStack(
  env: Record<string, string>,
  measure: (stack: TestStack) => Promise<void>,
): Promise<void> {
  const stack = await startStack({ env: { LOG_LEVEL: 'warn', ...env } });
  try {
    await measure(stack);
  } finally {
    await stack.stop();
  }
}
const UNLIMITED = '100000000';

if (selected.has('gateway')) {
  const { benchGatewayAlone, formatGatewayAloneBench } = await import('./gateway-alone.bench.ts');
  console.log(formatGatewayAloneBench(await benchGatewayAlone()));
}

if (selected.has('memory')) {
  const { benchMemory, formatMemoryBench } = await import('./memory.bench.ts');
  await onStack({}, async (stack) => console.log(formatMemoryBench(await benchMemory(stack))));
}

if (selected.has('gateway') || selected.has('assessment')) {
  const { benchGateway, formatGatewayBench } = await import('./gateway.bench.ts');
  const { benchAssessment, formatAssessmentBench } = await import('./assessment.bench.ts');
  await onStack({ RATE_LIMIT_PER_MINUTE: UNLIMITED, LOGIN_IP_LIMIT: '100000' }, async (stack) => {
    if (selected.has('gateway')) console.log(formatGatewayBench(await benchGateway(stack)));
    if (selected.has('assessment')) console.log(formatAssessmentBench(await benchAssessment(stack)));
  });
}

if (selected.has('lighthouse')) {
  const { benchLighthouse, formatLighthouseBench } = await import('./lighthouse.bench.ts');
  await onStack({}, async (stack) => console.log(formatLighthouseBench(await benchLighthouse(stack))));
}

if (selected.has('delivery')) {
  const { benchDelivery, formatDeliveryBench } = await import('./delivery.bench.ts');
  await onStack({}, async (stack) => console.log(formatDeliveryBench(await benchDelivery(stack))));
}

if (selected.has('admin-users')) {
  const { benchAdminUsers, formatAdminUsersBench } = await import('./admin-users.bench.ts');
  await onStack({ RATE_LIMIT_PER_MINUTE: UNLIMITED }, async (stack) =>
    console.log(formatAdminUsersBench(await benchAdminUsers(stack))),
  );
}

if (selected.has('chat')) {
  const { benchChat, formatChatBench } = await import('./chat.bench.ts');
  const limits = {
    RATE_LIMIT_PER_MINUTE: UNLIMITED,
    CHAT_LIMIT_ADDRESS_PER_HOUR: UNLIMITED,
    CHAT_LIMIT_SESSIONS_PER_HOUR: UNLIMITED,
  };
  await onStack(limits, async (stack) => console.log(formatChatBench(await benchChat(stack))));
}

// The assistant's evaluation runs in this process (no stack); its held-out part only with ASSISTANT_HELD_OUT=measure.
if (selected.has('assistant')) {
  const { benchAssistant, formatAssistantBench } = await import('./assistant.bench.ts');
  const measureHeldOut = process.env.ASSISTANT_HELD_OUT === 'measure';
  console.log(formatAssistantBench(benchAssistant({ measureHeldOut })));
}

if (selected.has('ai-tools')) {
  const { benchAiTools, formatAiToolsBench } = await import('./ai-tools.bench.ts');
  await onStack({ RATE_LIMIT_PER_MINUTE: UNLIMITED, AI_FREE_MONTHLY_LIMIT: '100000' }, async (stack) =>
    console.log(formatAiToolsBench(await benchAiTools(stack))),
  );
}

// Monitoring runs in this process on its own schema and prefix (no stack): ingest and the quick view with 1M rows.
if (selected.has('monitoring')) {
  const { benchMonitoring, formatMonitoringBench } = await import('./monitoring.bench.ts');
  console.log(formatMonitoringBench(await benchMonitoring()));
}

// Notifications runs in this process on its own schema and prefix, sending to an SMTP server on loopback.
if (selected.has('notifications')) {
  const { benchNotifications, formatNotificationsBench } = await import('./notifications.bench.ts');
  console.log(formatNotificationsBench(await benchNotifications()));
}

// Organisation rounds run in this process on their own schema (no stack): closing a round of 50 × 75 answers.
if (selected.has('organisations')) {
  const { benchOrganisations, formatOrganisationsBench } = await import('./organisations.bench.ts');
  console.log(formatOrganisationsBench(await benchOrganisations()));
}

if (selected.has('web') && existsSync('frontend/scripts/bundle-size.mjs')) {
  spawnSync(process.execPath, ['frontend/scripts/bundle-size.mjs'], { stdio: 'inherit' });
}
