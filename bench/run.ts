// `npm run bench`: benchmarks, not tests. Every figure is reported with a baseline measured in the same run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startStack } from '@readiness/testing/stack';
import { benchAssessment, formatAssessmentBench } from './assessment.bench.ts';
import { benchGateway } from './gateway.bench.ts';

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const cpuLine = ({ gateway, auth }: { gateway?: number; auth?: number }) =>
  gateway === undefined || auth === undefined
    ? '- CPU per request: not measured (no /proc here)'
    : `- CPU per request at moderate load: the gateway ${fmt(gateway, 2)} ms per request it proxies, auth ${fmt(auth, 2)} ms per request it answers: the gateway costs **${fmt(gateway / auth, 2)}×** the work of answering the call`;

const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const stack = await startStack({
  env: { RATE_LIMIT_PER_MINUTE: '100000000', LOGIN_IP_LIMIT: '100000', LOG_LEVEL: 'warn' },
});
try {
  const result = await benchGateway(stack);
  const ratio = result.gateway.requestsPerSecond / result.direct.requestsPerSecond;
  console.log(`
## Gateway overhead: authenticated GET /api/auth/user at saturation, ${result.connections} connections, median of ${result.rounds} alternating rounds of ${result.seconds} s
| path | requests/s | p50 ms | p99 ms | errors |
| --- | --- | --- | --- | --- |
| direct to auth (baseline) | ${fmt(result.direct.requestsPerSecond, 0)} | ${result.direct.p50} | ${result.direct.p99} | ${result.direct.errors + result.direct.non2xx} |
| through the gateway (cookie) | ${fmt(result.gateway.requestsPerSecond, 0)} | ${result.gateway.p50} | ${result.gateway.p99} | ${result.gateway.errors + result.gateway.non2xx} |

- throughput ratio gateway/direct at saturation: **${fmt(ratio, 2)}** (target ≥ 0.50): ${ratio >= 0.5 ? 'met' : 'NOT met'}

At moderate load, both paths at once, interleaved at a steady pace, ${result.moderate.rate} requests/s each (an eighth of the direct throughput above, a quarter in all); ${result.moderate.rounds} rounds of ${result.moderate.seconds} s, the round with the median added p99:
| path | requests/s | p50 ms | p99 ms | errors |
| --- | --- | --- | --- | --- |
| direct to auth (baseline) | ${fmt(result.moderate.direct.requestsPerSecond, 0)} | ${result.moderate.direct.p50} | ${result.moderate.direct.p99} | ${result.moderate.direct.errors + result.moderate.direct.non2xx} |
| through the gateway (cookie) | ${fmt(result.moderate.gateway.requestsPerSecond, 0)} | ${result.moderate.gateway.p50} | ${result.moderate.gateway.p99} | ${result.moderate.gateway.errors + result.moderate.gateway.non2xx} |

- added p99 latency at moderate load: **${fmt(result.moderate.addedP99, 1)} ms** (target < 5 ms): ${result.moderate.addedP99 < 5 ? 'met' : 'NOT met'}; ${fmt(result.moderate.addedP99Range[0], 1)} to ${fmt(result.moderate.addedP99Range[1], 1)} ms across the rounds; at saturation it is ${fmt(result.gateway.p99 - result.direct.p99, 1)} ms (queueing on two shared cores)
- added p50 latency at moderate load: ${fmt(result.moderate.gateway.p50 - result.moderate.direct.p50, 1)} ms
${cpuLine(result.moderate.cpuMsPerRequest)}
- login (argon2id m=19 MiB, t=2) p50: **${fmt(result.loginP50)} ms**, ${fmt(result.loginP50 / Math.max(result.userGet, 1), 0)}× an authenticated GET (p50 ${result.userGet} ms)
`);
  console.log(formatAssessmentBench(await benchAssessment(stack)));
} finally {
  await stack.stop();
}

if (existsSync('frontend/scripts/bundle-size.mjs')) {
  spawnSync(process.execPath, ['frontend/scripts/bundle-size.mjs'], { stdio: 'inherit' });
}
