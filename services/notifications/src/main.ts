import { runHttpMain } from '@readiness/service/process';
import { loadEnv } from './env.ts';
import { buildNotificationsService } from './service.ts';

await runHttpMain('notifications', loadEnv(), buildNotificationsService);
