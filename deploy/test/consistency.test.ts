// docker-compose.yml and the Kubernetes base describe the same processes: same names, images, entry points,
// ports, schemas and gateway upstreams, so that what runs locally is what the cluster runs.
import { describe, expect, it } from 'vitest';
import type { IContainer } from 'kubernetes-models/v1';
import { SERVICE_NAMES, serviceUrlVariable } from '@readiness/contracts/services';
import { loadCompose, type ComposeService } from './compose.ts';
import { parseImage, workloads } from './policy.ts';
import { renderKustomization } from './render.ts';

const compose = loadCompose('docker-compose.yml');
const cluster = workloads(renderKustomization('base'));

const kubeEnv = (container: IContainer | undefined, name: string) =>
  container?.env?.find((variable) => variable.name === name)?.value;
const composeEnv = (service: ComposeService | undefined, name: string) => {
  const value = service?.environment?.[name];
  return value === null || value === undefined ? undefined : String(value);
};
const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe('compose and Kubernetes', () => {
  it('run the same Deployments as compose services, with the same image, entry point, port and schema', () => {
    const deployments = cluster.filter((workload) => workload.kind === 'Deployment');
    expect(deployments.length).toBeGreaterThan(0);
    for (const deployment of deployments) {
      const container = deployment.pod.containers[0];
      const service = compose.services[deployment.name];
      expect(service, `compose service ${deployment.name}`).toBeDefined();
      expect(parseImage(service?.image ?? '').name, deployment.name).toBe(
        parseImage(container?.image ?? '').name,
      );
      // The image's CMD is dist/main.js: a compose service without a command runs it.
      const composeEntry = asList(service?.command).length > 0 ? asList(service?.command) : ['dist/main.js'];
      expect(composeEntry, deployment.name).toEqual(container?.args);
      for (const variable of ['PORT', 'DB_SCHEMA', 'OTEL_SERVICE_NAME']) {
        expect(composeEnv(service, variable), `${deployment.name} ${variable}`).toBe(
          kubeEnv(container, variable),
        );
      }
    }
    const composeApps = Object.entries(compose.services).filter(
      ([name, service]) => service.build && !name.startsWith('migrate-'),
    );
    expect(composeApps.map(([name]) => name).sort()).toEqual(
      deployments.map((deployment) => deployment.name).sort(),
    );
  });

  it('migrate the same schemas with the same command', () => {
    const jobs = cluster.filter((workload) => workload.kind === 'Job');
    const composeMigrations = Object.entries(compose.services).filter(([name]) =>
      name.startsWith('migrate-'),
    );
    expect(composeMigrations.length).toBe(jobs.length);
    for (const job of jobs) {
      const container = job.pod.containers[0];
      const target = container?.command?.at(-1) ?? '';
      const service = compose.services[`migrate-${target}`];
      expect(service, `compose service migrate-${target}`).toBeDefined();
      expect([...asList(service?.entrypoint), ...asList(service?.command)]).toEqual(container?.command);
      expect(composeEnv(service, 'DB_SCHEMA')).toBe(kubeEnv(container, 'DB_SCHEMA'));
    }
  });

  it('give the gateway the same services, static files and upstream ports', () => {
    const gateway = cluster.find((workload) => workload.name === 'gateway')?.pod.containers[0];
    const service = compose.services.gateway;
    expect(composeEnv(service, 'SERVICES')).toBe(kubeEnv(gateway, 'SERVICES'));
    expect(composeEnv(service, 'STATIC_DIR')).toBe(kubeEnv(gateway, 'STATIC_DIR'));
    // Every name the catalogue knows, deployed yet or not: the gateway is told where each one will be.
    for (const variable of SERVICE_NAMES.map(serviceUrlVariable)) {
      expect(composeEnv(service, variable), variable).toBe(kubeEnv(gateway, variable));
    }
  });
});
