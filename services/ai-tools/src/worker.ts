import { runWorkerMain } from '@readiness/service/process';
import { loadEnv } from './env.ts';
import { buildAiWorker } from './worker-process.ts';

// The AI worker: its own process and Deployment, scaled apart from the HTTP process.
await runWorkerMain('ai-tools-worker', loadEnv(), buildAiWorker);
