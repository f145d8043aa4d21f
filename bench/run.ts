// `npm run bench`: benchmarks, not tests. Every figure is reported with a baseline measured in the same run.
// `npm run bench -- gateway` (or `assessment`, `memory`, `web`, `assistant`, `notifications`, …) runs one section alone.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startStack } from '@readiness/testing/stack';

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

// The sections are imported after the build: they reach the services' code, whose Prisma clients the build
// generates (a fresh clone has none until then).
const { benchAdminUsers, formatAdminUsersBench } = await import('./admin-users.bench.ts');
const { benchAiTools, formatAiToolsBench } = await import('./ai-tools.bench.ts');
const { benchAssessment, formatAssessmentBench } = await import('./assessment.bench.ts');
const { benchAssistant, formatAssistantBench } = await import('./assistant.bench.ts');
const { benchChat, formatChatBench } = await import('./chat.bench.ts');
const { benchDelivery, formatDeliveryBench } = await import('./delivery.bench.ts');
const { benchGatewayAlone, formatGatewayAloneBench } = await import('./gateway-alone.bench.ts');
const { benchGateway, formatGatewayBench } = await import('./gateway.bench.ts');
const { benchLighthouse, formatLighthouseBench } = await import('./lighthouse.bench.ts');
const { benchMemory, formatMemoryBench } = await import('./memory.bench.ts');
const { benchMonitoring, formatMonitoringBench } = await import('./monitoring.bench.ts');
const { benchNotifications, formatNotificationsBench } = await import('./notifications.bench.ts');
const { benchOrganisations, formatOrganisationsBench } = await import('./organisations.bench.ts');

if (selected.has('gateway')) console.log(formatGatewayAloneBench(await benchGatewayAlone()));

if (selected.has('memory')) {
  const stack = await startStack({ env: { LOG_LEVEL: 'warn' } });
  try {
    console.log(formatMemoryBench(await benchMemory(stack)));
  } finally {
    await stack.stop();
  }
}

if (selected.has('gateway') || selected.has('assessment')) {
  const stack = await startStack({
    env: { RATE_LIMIT_PER_MINUTE: '100000000', LOGIN_IP_LIMIT: '100000', LOG_LEVEL: 'warn' },
  });
  try {
    if (selected.has('gateway')) console.log(formatGatewayBench(await benchGateway(stack)));
    if (selected.has('assessment')) console.log(formatAssessmentBench(await benchAssessment(stack)));
  } finally {
    await stack.stop();
  }
}

if (selected.has('lighthouse')) {
  const stack = await startStack({ env: { LOG_LEVEL: 'warn' } });
  try {
    console.log(formatLighthouseBench(await benchLighthouse(stack)));
  } finally {
    await stack.stop();
  }
}

if (selected.has('delivery')) {
  const stack = await startStack({ env: { LOG_LEVEL: 'warn' } });
  try {
    console.log(formatDeliveryBench(await benchDelivery(stack)));
  } finally {
    await stack.stop();
  }
}

if (selected.has('admin-users')) {
  const stack = await startStack({ env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' } });
  try {
    console.log(formatAdminUsersBench(await benchAdminUsers(stack)));
  } finally {
    await stack.stop();
  }
}

if (selected.has('chat')) {
  const stack = await startStack({
    env: {
      RATE_LIMIT_PER_MINUTE: '100000000',
      CHAT_LIMIT_ADDRESS_PER_HOUR: '100000000',
      CHAT_LIMIT_SESSIONS_PER_HOUR: '100000000',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    console.log(formatChatBench(await benchChat(stack)));
  } finally {
    await stack.stop();
  }
}

// The assistant's evaluation runs in this process (no stack).
if (selected.has('assistant')) console.log(formatAssistantBench(benchAssistant()));

if (selected.has('ai-tools')) {
  const stack = await startStack({
    env: { RATE_LIMIT_PER_MINUTE: '100000000', AI_FREE_MONTHLY_LIMIT: '100000', LOG_LEVEL: 'warn' },
  });
  try {
    console.log(formatAiToolsBench(await benchAiTools(stack)));
  } finally {
    await stack.stop();
  }
}

// Monitoring runs in this process on its own schema and prefix (no stack): ingest and the quick view with 1M rows.
if (selected.has('monitoring')) console.log(formatMonitoringBench(await benchMonitoring()));

// Notifications runs in this process on its own schema and prefix, sending to an SMTP server on loopback.
if (selected.has('notifications')) console.log(formatNotificationsBench(await benchNotifications()));

// Organisation rounds run in this process on their own schema (no stack): closing a round of 50 × 75 answers.
if (selected.has('organisations')) console.log(formatOrganisationsBench(await benchOrganisations()));

if (selected.has('web') && existsSync('frontend/scripts/bundle-size.mjs')) {
  spawnSync(process.execPath, ['frontend/scripts/bundle-size.mjs'], { stdio: 'inherit' });
}
