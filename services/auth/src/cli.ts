// Ops command line: `npm run users -- create-admin --email E` (asks for the password, or `--password-stdin`),
// `npm run users -- set-tier --email E --tier premium`.
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { ZSubscriptionTier } from '@readiness/contracts';
import { createLogger, describeZodError } from '@readiness/service';
import { createRuntime } from '@readiness/service/runtime';
import { ZodError } from 'zod';
import { createAdmin } from './domain/create-admin.ts';
import { changeSubscriptionTier } from './domain/change-subscription-tier.ts';
import { loadSigningKeys } from './domain/signing-keys.ts';
import { createEmailLimits } from './repositories/email-limit.repository.ts';
import { createRateLimits } from './repositories/rate-limit.repository.ts';
import { createSessionCache } from './repositories/session-cache.repository.ts';
import { createServiceDirectory } from './repositories/service-directory.repository.ts';
import { loadEnv } from './env.ts';
import { PASSWORD_ON_COMMAND_LINE, promptPassword, readPasswordFromStdin } from './read-password.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { userRepository } from './repositories/user.repository.ts';

const USAGE = `Usage:
  npm run users -- create-admin --email <email>                    (asks for the password)
  printf '%s' "$PASSWORD" | npm run users -- create-admin --email <email> --password-stdin
  npm run users -- set-tier --email <email> --tier <free|premium|enterprise>`;

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      tier: { type: 'string' },
    },
  });
  if (values.password !== undefined) {
    console.error(PASSWORD_ON_COMMAND_LINE);
    return 2;
  }
  const env = loadEnv();
  const logger = createLogger('auth-cli', 'warn');
  // The database only: events written to the outbox are published by the running service's relay.
  const runtime = await createRuntime({
    service: 'auth',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
    redis: false,
    bus: false,
  });
  const prisma = runtime.db;
  try {
    if (command === 'create-admin') {
      if (!values.email) throw new Error(USAGE);
      const password = values['password-stdin']
        ? await readPasswordFromStdin()
        : await promptPassword(`Password for ${values.email}: `);
      const outcome = await createAdmin(prisma, values.email, password);
      console.log(
        outcome === 'created' ? `Created admin ${values.email}.` : `Promoted ${values.email} to admin.`,
      );
      return 0;
    }
    if (command === 'set-tier') {
      if (!values.email || !values.tier) throw new Error(USAGE);
      const tier = ZSubscriptionTier.parse(values.tier);
      const user = await userRepository.findByEmail(prisma, values.email.trim().toLowerCase());
      if (!user) throw new Error(`No user with email ${values.email}.`);
      const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect().catch(() => undefined);
      const ctx = {
        db: prisma,
        keys: await loadSigningKeys(prisma, env.JWT_PRIVATE_KEY),
        cache: createSessionCache(redis, env.REDIS_PREFIX, logger),
        limits: createRateLimits(redis, env.REDIS_PREFIX, env),
        emailLimits: createEmailLimits(redis, env.REDIS_PREFIX, env),
        services: createServiceDirectory(env),
        env,
        logger,
        onEventsCommitted: () => undefined,
      };
      const outcome = await changeSubscriptionTier(ctx, user.id, tier);
      redis.disconnect();
      console.log(
        outcome === 'changed' ? `${values.email} is now ${tier}.` : `${values.email} was already ${tier}.`,
      );
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    console.error(
      error instanceof ZodError
        ? describeZodError(error)
        : error instanceof Error
          ? error.message
          : String(error),
    );
    return 1;
  } finally {
    await runtime.close();
  }
}

process.exit(await run(process.argv.slice(2)));
