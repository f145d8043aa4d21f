export const DEFAULT_DATABASE_URL: string;
export function migrationsDir(service: string): string | undefined;
export function migrate(options: {
  service: string;
  schema?: string;
  databaseUrl?: string;
  quiet?: boolean;
}): Promise<void>;
export const CATALOGUE: Array<{
  name: string;
  port: number;
  schema: string;
  streams: string[];
  workers: string[];
}>;
