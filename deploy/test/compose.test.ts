// docker-compose.yml: valid by the Compose Specification schema, and the rules of this stack (compose.ts). The
// last block breaks copies on purpose to show that each check notices.
import { describe, expect, it } from 'vitest';
import { SERVICES, type ServiceEntry, type ServiceName } from '@readiness/contracts/services';
import {
  checkAppServices,
  checkCatalogue,
  checkGatewayUpstreams,
  checkInfrastructure,
  checkMigrations,
  checkPublishedPorts,
  composeSchemaViolations,
  loadCompose,
  publishedPorts,
  type ComposeFile,
  type ComposeService,
} from './compose.ts';

const compose = loadCompose('docker-compose.yml');

describe('docker-compose.yml', () => {
  it('is valid by the Compose Specification schema', () => {
    expect(composeSchemaViolations(compose)).toEqual([]);
  });

  it('runs the gateway, each service of the catalogue with its migration and workers, and the infrastructure', () => {
    const app = SERVICES.flatMap((service) => [
      service.name,
      `migrate-${service.name}`,
      ...service.workers.map((worker) => `${service.name}-${worker}`),
    ]);
    const infrastructure = ['grafana', 'nats', 'otel-collector', 'postgres', 'redis', 'tempo'];
    expect(Object.keys(compose.services).sort()).toEqual(['gateway', ...app, ...infrastructure].sort());
  });

  it('runs every service of the catalogue on its port and schema, its workers from its image', () => {
    expect(checkCatalogue(compose, SERVICES)).toEqual([]);
  });

  it('has every service listen on every interface of its container, with the internal token required', () => {
    for (const service of SERVICES) {
      const environment = compose.services[service.name]?.environment as Record<string, string> | undefined;
      expect(environment?.HOST, service.name).toBe('0.0.0.0');
      expect(environment?.INTERNAL_API_TOKEN, service.name).toMatch(/^\$\{INTERNAL_API_TOKEN:\?/);
    }
  });

  it('publishes only the gateway, on 8080', () => {
    expect(checkPublishedPorts(compose)).toEqual([]);
  });

  it('builds the app services from the Dockerfile, checks their health and starts them in order', () => {
    expect(checkAppServices(compose)).toEqual([]);
  });

  it('migrates each schema once, before its service starts', () => {
    expect(checkMigrations(compose)).toEqual([]);
  });

  it('points the gateway at the services it runs', () => {
    expect(checkGatewayUpstreams(compose)).toEqual([]);
  });

  it('runs PostgreSQL 16, Redis 7, NATS 2.10 with JetStream, the collector, Tempo and Grafana with deploy/ config', () => {
    expect(checkInfrastructure(compose)).toEqual([]);
  });
});

describe('deploy/compose.debug.yaml', () => {
  const debug = loadCompose('deploy/compose.debug.yaml');

  it('is a valid Compose file that publishes Grafana on the loopback address only', () => {
    expect(composeSchemaViolations(debug)).toEqual([]);
    expect(Object.keys(debug.services)).toEqual(['grafana']);
    expect(publishedPorts(debug.services.grafana ?? {})).toEqual([
      { hostIp: '127.0.0.1', published: '3000', target: '3000' },
    ]);
  });
});

describe('each compose check notices a broken file', () => {
  function broken(edit: (services: Record<string, ComposeService>) => void): ComposeFile {
    const copy = structuredClone(compose);
    edit(copy.services);
    return copy;
  }
  const service = (services: Record<string, ComposeService>, name: string) => {
    const found = services[name];
    if (!found) throw new Error(`no service ${name}`);
    return found;
  };
  const expectViolation = (violations: string[], pattern: RegExp) =>
    expect(violations.join('\n')).toMatch(pattern);

  it('schema: an unknown key, a bad duration, a wrong depends_on condition', () => {
    expectViolation(
      composeSchemaViolations(broken((s) => Object.assign(service(s, 'auth'), { portz: ['4001'] }))),
      /\/services\/auth: must NOT have additional properties/,
    );
    const duration = broken((s) =>
      Object.assign(service(s, 'postgres').healthcheck ?? {}, { interval: '5 seconds' }),
    );
    expectViolation(
      composeSchemaViolations(duration),
      /\/services\/postgres\/healthcheck\/interval: must match format "duration"/,
    );
    const condition = broken((s) =>
      Object.assign(service(s, 'auth'), { depends_on: { postgres: { condition: 'healthy' } } }),
    );
    expectViolation(composeSchemaViolations(condition), /\/services\/auth\/depends_on/);
  });

  it('ports: another published service, another gateway port', () => {
    expectViolation(
      checkPublishedPorts(broken((s) => (service(s, 'auth').ports = ['4001:4001']))),
      /auth: publishes 4001/,
    );
    expectViolation(
      checkPublishedPorts(broken((s) => (service(s, 'grafana').ports = ['127.0.0.1:3000:3000']))),
      /grafana: publishes 3000/,
    );
    expectViolation(
      checkPublishedPorts(broken((s) => (service(s, 'gateway').ports = ['80:8080']))),
      /gateway: publishes .* instead of 8080:8080/,
    );
  });

  it('app services: no healthcheck, not waiting for PostgreSQL, started before the migration, a bad workspace', () => {
    expectViolation(
      checkAppServices(broken((s) => delete service(s, 'auth').healthcheck)),
      /auth: no healthcheck of \/readyz on its PORT/,
    );
    const elsewhere = broken((s) =>
      Object.assign(service(s, 'assessment-worker'), {
        healthcheck: { test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:4002/readyz')"] },
      }),
    );
    expectViolation(checkAppServices(elsewhere), /assessment-worker: no healthcheck of \/readyz on its PORT/);
    const started = broken((s) =>
      Object.assign(service(s, 'assessment').depends_on ?? {}, {
        postgres: { condition: 'service_started' },
      }),
    );
    expectViolation(checkAppServices(started), /assessment: does not wait for postgres to be healthy/);
    const early = broken(
      (s) => delete (service(s, 'auth').depends_on as Record<string, unknown>)['migrate-auth'],
    );
    expectViolation(checkAppServices(early), /auth: starts before migrate-auth completes/);
    const workspace = broken((s) =>
      Object.assign(service(s, 'auth'), {
        build: { context: '.', dockerfile: 'Dockerfile', args: { SERVICE: 'services/nope' } },
      }),
    );
    expectViolation(checkAppServices(workspace), /auth: SERVICE services\/nope is no workspace/);
    expectViolation(
      checkAppServices(workspace),
      /image ai-readiness\/auth:local is built differently elsewhere/,
    );
  });

  it('migrations: restarted, another image, no schema owner', () => {
    expectViolation(
      checkMigrations(broken((s) => (service(s, 'migrate-auth').restart = 'always'))),
      /migrate-auth: restart is always/,
    );
    const image = broken((s) => (service(s, 'migrate-assessment').image = 'ai-readiness/auth:local'));
    expectViolation(checkMigrations(image), /migrate-assessment: image differs from assessment's/);
    const unknown = broken((s) => (service(s, 'migrate-auth').command = ['billingz']));
    expectViolation(checkMigrations(unknown), /migrate-auth: migrates billingz, not one service/);
  });

  it('catalogue: an entry without services, a missing worker, another port, a service not in it', () => {
    // A name no manifest has (a cast: the catalogue's names are a closed list).
    const undeployed: ServiceEntry = {
      name: 'not-deployed' as ServiceName,
      port: 4004,
      schema: 'not_deployed',
      streams: [],
      workers: [],
    };
    expectViolation(
      checkCatalogue(compose, [...SERVICES, undeployed]),
      /catalogue service not-deployed: no compose service not-deployed/,
    );
    expectViolation(
      checkCatalogue(
        broken((s) => delete s['assessment-worker']),
        SERVICES,
      ),
      /catalogue service assessment: no compose service assessment-worker/,
    );
    const port = broken((s) => Object.assign(service(s, 'auth').environment ?? {}, { PORT: '4011' }));
    expectViolation(checkCatalogue(port, SERVICES), /auth: PORT 4011, not the catalogue's 4001/);
    const stray = checkCatalogue(
      compose,
      SERVICES.filter((s) => s.name !== 'assessment'),
    );
    expectViolation(stray, /assessment-worker: not made from the service catalogue/);
    expectViolation(stray, /migrate-assessment: not made from the service catalogue/);
  });

  it('gateway upstreams and infrastructure: a wrong port, no JetStream, another PostgreSQL, a missing config file', () => {
    const upstream = broken((s) =>
      Object.assign(service(s, 'gateway').environment ?? {}, { AUTH_URL: 'http://auth:4999' }),
    );
    expectViolation(checkGatewayUpstreams(upstream), /AUTH_URL=http:\/\/auth:4999 reaches no service/);
    expectViolation(
      checkInfrastructure(broken((s) => (service(s, 'nats').command = ['-m', '8222']))),
      /nats: JetStream/,
    );
    expectViolation(
      checkInfrastructure(broken((s) => (service(s, 'postgres').image = 'postgres:15'))),
      /postgres: image postgres:15/,
    );
    const config = broken(
      (s) => (service(s, 'tempo').volumes = ['./deploy/tempo/missing.yaml:/etc/tempo/tempo.yaml:ro']),
    );
    expectViolation(
      checkInfrastructure(config),
      /tempo: mounts \.\/deploy\/tempo\/missing\.yaml, which does not exist/,
    );
    expectViolation(checkInfrastructure(config), /tempo: does not run with deploy\/tempo\/tempo\.yaml/);
  });
});
