export * from './common.ts';
export * from './auth.ts';
export * from './events.ts';
export * from './errors.ts';
export * from './services.ts';
export * from './admin-users.ts';
export * from './auth-account.ts';
export * from './organisations.ts';
