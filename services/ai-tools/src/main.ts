import { runHttpMain } from '@readiness/service/process';
import { loadEnv } from './env.ts';
import { buildAiToolsService } from './service.ts';

await runHttpMain('ai-tools', loadEnv(), buildAiToolsService);
