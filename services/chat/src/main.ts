import { runHttpMain } from '@readiness/service/process';
import { loadEnv } from './env.ts';
import { buildChatService } from './service.ts';

await runHttpMain('chat', loadEnv(), buildChatService);
