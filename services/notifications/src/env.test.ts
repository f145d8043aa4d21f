import { expect, it } from 'vitest';
import { ZNotificationsEnv } from './env.ts';

const pathsOf = (env: Record<string, string>) => {
  const result = ZNotificationsEnv.safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

it('refuses to start in production without an SMTP server, or without the origin links in emails point at', () => {
  expect(pathsOf({})).toEqual([]);
  expect(pathsOf({ NODE_ENV: 'production', APP_ORIGIN: 'https://app.readiness.test' })).toEqual(['SMTP_URL']);
  expect(pathsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.readiness.test:587' })).toEqual([
    'APP_ORIGIN',
  ]);
  expect(
    pathsOf({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.readiness.test:587',
      APP_ORIGIN: 'https://app.readiness.test',
    }),
  ).toEqual([]);
});

it('takes a local origin that was set as meant: npm start and docker compose run in production mode on localhost', () => {
  expect(
    pathsOf({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      APP_ORIGIN: 'http://localhost:8080',
    }),
  ).toEqual([]);
  expect(pathsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1025', APP_ORIGIN: '' })).toEqual([
    'APP_ORIGIN',
  ]);
});

it('reads the addresses as addresses', () => {
  expect(ZNotificationsEnv.parse({ SUPPORT_EMAIL: ' Help@Readiness.test ' }).SUPPORT_EMAIL).toBe(
    'help@readiness.test',
  );
  expect(pathsOf({ ADMIN_NOTIFY_EMAIL: 'not-an-address' })).toEqual(['ADMIN_NOTIFY_EMAIL']);
});
