import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Boundaries (STYLE.md, "A service reads top-down"). A file gets one `no-restricted-imports` setting, the last
// block matching it wins, so each block below lists every restriction that applies to its files.

/** Every folder under services/ is a service. */
const SERVICES = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SERVICE_PACKAGES = {
  group: ['@readiness/*-service', '@readiness/*-service/**'],
  message:
    'Services are not imported: call the service over HTTP or NATS through its contract in @readiness/contracts; code two services share belongs in libs/.',
};
/** Imports that reach another service's folder by a relative path (or climb to the root and back into services/). */
const otherServicePaths = (service) => ({
  regex: `^(\\.\\./)+(services/|(${SERVICES.filter((name) => name !== service).join('|')})(/|$))`,
  message:
    'A service imports nothing from another service: use its contract in @readiness/contracts (HTTP or NATS events); move code both need into libs/.',
});
const SERVICES_PATH = {
  regex: '^(\\.\\./)+services(/|$)',
  message:
    'Libs, the gateway and the frontend import no service: depend on @readiness/contracts, and move shared code into libs/.',
};

const PRISMA_ONLY_IN_REPOSITORIES = [
  {
    group: ['**/generated/**', '@prisma/*', '@prisma/*/**', 'pg'],
    message:
      'Only src/repositories/*.repository.ts touch Prisma: call a repository, which returns domain types and turns Prisma errors (e.g. P2002) into an AppError; types of the client come from src/db.ts (Db, DbTransaction).',
  },
];
const DOMAIN_RESTRICTIONS = [
  ...PRISMA_ONLY_IN_REPOSITORIES,
  {
    group: ['ioredis', 'rate-limiter-flexible', 'bullmq'],
    message:
      'Domain code does not talk to Redis: put the adapter in src/repositories/*.repository.ts (queues in src/jobs/) and take it through the context.',
  },
  {
    group: ['express', 'express/**'],
    message:
      'Domain code knows no HTTP: parsing and answering belong in src/http/*.routes.ts; a use case takes plain input and throws AppError.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/src/generated/**',
      '**/coverage/**',
      '.run/**',
      '**/*.d.mts',
      'frontend/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'frontend/scripts/*.mjs', 'bench/*.mjs'],
          // The plain-JS scripts (start, test, migrate, bench helpers) outnumber the default of 8.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  ...SERVICES.flatMap((service) => {
    const notOtherServices = [SERVICE_PACKAGES, otherServicePaths(service)];
    const restrict = (...patterns) => ['error', { patterns: [...patterns, ...notOtherServices] }];
    return [
      { files: [`services/${service}/**`], rules: { 'no-restricted-imports': restrict() } },
      {
        files: [`services/${service}/src/{http,events,jobs}/**`],
        rules: { 'no-restricted-imports': restrict(...PRISMA_ONLY_IN_REPOSITORIES) },
      },
      {
        files: [`services/${service}/src/domain/**`],
        rules: { 'no-restricted-imports': restrict(...DOMAIN_RESTRICTIONS) },
      },
    ];
  }),
  {
    files: ['libs/**', 'gateway/**', 'frontend/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVICE_PACKAGES, SERVICES_PATH] }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
