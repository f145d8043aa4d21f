import { runHttpMain } from '@readiness/service/process';
import { loadEnv } from './env.ts';
import { buildAssessmentService } from './service.ts';

await runHttpMain('assessment', loadEnv(), buildAssessmentService);
