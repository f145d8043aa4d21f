import catalogue from './services.json' with { type: 'json' };

/**
 * The catalogue of services (`services.json`, typed here): the one list the gateway, the stack launcher, the
 * migration script (plain JavaScript, it reads the JSON) and the compose and kustomize tests read. Adding a
 * service is its folder under `services/` plus one entry in `services.json`.
 */
export interface ServiceEntry {
  /** Folder under `services/`, npm workspace `@readiness/<name>-service`, image and Deployment name. */
  name: ServiceName;
  /** The HTTP port on one machine (and the container port). */
  port: number;
  /** Its own PostgreSQL schema (its Prisma schema and SQL migrations live in the service). */
  schema: string;
  /** JetStream streams (domains) it publishes into; each `<domain>.*` subject goes to the stream of its domain. */
  streams: readonly string[];
  /** Processes beside the HTTP one, by name: `worker` runs `dist/worker.js`, deployed as `<name>-worker`. */
  workers: readonly string[];
}

export const SERVICE_NAMES = [
  'auth',
  'assessment',
  'ai-tools',
  'billing',
  'chat',
  'monitoring',
  'notifications',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const SERVICES: readonly ServiceEntry[] = catalogue.map((entry) => {
  if (!(SERVICE_NAMES as readonly string[]).includes(entry.name))
    throw new Error(`services.json: "${entry.name}" is not one of ${SERVICE_NAMES.join(', ')}`);
  return entry as ServiceEntry;
});

export function serviceEntry(name: string): ServiceEntry {
  const entry = SERVICES.find((service) => service.name === name);
  if (!entry) throw new Error(`"${name}" is not in the service catalogue (libs/contracts/src/services.ts)`);
  return entry;
}

/** `ai-tools` → `AI_TOOLS_URL`: the gateway's variable for a service's base URL. */
export function serviceUrlVariable(name: string): string {
  return `${name.toUpperCase().replace(/-/g, '_')}_URL`;
}
