import { CHAT_ADMIN_API_ROUTES, CHAT_API_ROUTES } from '@readiness/contracts/chat-api-routes';
import { createLogger } from '@readiness/service';
import { testRoutesMatchContracts } from '@readiness/testing/service-tests';
import { createChatApp } from '../src/app.ts';
import type { ChatContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

testRoutesMatchContracts({
  routes: { ...CHAT_API_ROUTES, ...CHAT_ADMIN_API_ROUTES },
  app: (keys) => {
    const logger = createLogger('chat', 'silent');
    // Only what is read before a handler: every probe of the shared test is answered before one runs.
    const ctx = { env: loadEnv({ NODE_ENV: 'test' }), logger } as unknown as ChatContext;
    return createChatApp(ctx, keys, { logger, checks: {}, isShuttingDown: () => false });
  },
});
