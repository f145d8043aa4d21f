import { testMigrationsMatchPrisma } from '@readiness/testing/service-tests';

testMigrationsMatchPrisma('notifications');
