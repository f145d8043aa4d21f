import { defineProject } from 'vitest/config';

/** The defaults every backend workspace's vitest project uses. */
export function backendProject(name: string) {
  return defineProject({
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
    },
  });
}
