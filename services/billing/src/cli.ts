// Ops command line: `npm run coupons -- create --code STAFF100 --percent 100 --max-uses 5 --expires 2026-12-31`,
// `npm run coupons -- list`, `npm run coupons -- disable --code STAFF100`.
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ZCreateCouponRequest } from '@readiness/contracts/billing';
import { AppError, createLogger, describeZodError } from '@readiness/service';
import { createRuntime } from '@readiness/service/runtime';
import { createCoupon } from './domain/create-coupon.ts';
import { disableCoupon } from './domain/disable-coupon.ts';
import { listCoupons } from './domain/list-coupons.ts';
import { loadEnv } from './env.ts';
import { PrismaClient } from './generated/prisma/client.ts';

const USAGE = `Usage:
  npm run coupons -- create --code <CODE> --percent <1-100> [--max-uses <n>] [--expires <YYYY-MM-DD>] [--description <text>]
  npm run coupons -- list
  npm run coupons -- disable --code <CODE>`;

const OPS = { requestId: 'ops-cli', actorId: null };

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      code: { type: 'string' },
      percent: { type: 'string' },
      'max-uses': { type: 'string' },
      expires: { type: 'string' },
      description: { type: 'string' },
    },
  });
  const env = loadEnv();
  const logger = createLogger('billing-cli', 'warn');
  // The database only: nothing here publishes events.
  const runtime = await createRuntime({
    service: 'billing',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
    redis: false,
    bus: false,
  });
  try {
    if (command === 'create') {
      const input = ZCreateCouponRequest.parse({
        code: values.code,
        percent: values.percent === undefined ? undefined : Number(values.percent),
        maxUses: values['max-uses'] === undefined ? undefined : Number(values['max-uses']),
        expiresAt: values.expires,
        description: values.description,
      });
      const coupon = await createCoupon(runtime.db, input, OPS);
      console.log(
        `Created ${coupon.code}: ${coupon.percent}% off, ${coupon.maxUses ?? 'unlimited'} uses, ` +
          `expires ${coupon.expiresAt ?? 'never'}.`,
      );
      return 0;
    }
    if (command === 'list') {
      for (const coupon of (await listCoupons(runtime.db)).coupons)
        console.log(
          `${coupon.code}\t${coupon.percent}%\t${coupon.uses}/${coupon.maxUses ?? '∞'}\t` +
            `${coupon.expiresAt ?? 'no expiry'}\t${coupon.disabled ? 'disabled' : 'active'}`,
        );
      return 0;
    }
    if (command === 'disable') {
      if (!values.code) throw new Error(USAGE);
      const coupon = await disableCoupon(runtime.db, values.code, OPS);
      console.log(`${coupon.code} is disabled.`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    console.error(
      error instanceof ZodError
        ? describeZodError(error)
        : error instanceof AppError || error instanceof Error
          ? error.message
          : String(error),
    );
    return 1;
  } finally {
    await runtime.close();
  }
}

process.exit(await run(process.argv.slice(2)));
