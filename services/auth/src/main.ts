import { runHttpMain } from '@readiness/service/process';
import { loadEnv } from './env.ts';
import { buildAuthService } from './service.ts';

await runHttpMain('auth', loadEnv(), buildAuthService);
