// Redis and NATS keep their state across restarts, in Kubernetes (deploy/data) and in docker-compose.yml: BullMQ's
// queued jobs are in Redis (append-only file on a volume), the event streams in NATS JetStream (file storage on a
// volume). Where the base's ConfigMap looks for them is where deploy/data puts them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { IConfigMap, IService } from 'kubernetes-models/v1';
import type { IStatefulSet } from 'kubernetes-models/apps/v1';
import { checkDataPersistence, loadCompose } from './compose.ts';
import { schemaViolations } from './kube-schema.ts';
import { ofKind, serviceSelects } from './policy.ts';
import { renderKustomization, type KubeObject } from './render.ts';

/** Each StatefulSet's container runs with its data directory on a claimed volume; Redis with AOF, NATS with JetStream. */
export function checkStatefulData(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const sets = ofKind<IStatefulSet>(objects, 'StatefulSet');
  const dataDirOf = (set: IStatefulSet, flag: string) => {
    const container = set.spec?.template.spec?.containers[0];
    const args = [...(container?.command ?? []), ...(container?.args ?? [])];
    const dir = args[args.indexOf(flag) + 1];
    const claims = new Set(set.spec?.volumeClaimTemplates?.map((claim) => claim.metadata?.name));
    const mount = container?.volumeMounts?.find((candidate) => candidate.mountPath === dir);
    return { args, isOnClaim: args.includes(flag) && mount !== undefined && claims.has(mount.name) };
  };
  const redis = sets.find((set) => set.metadata.name === 'redis');
  if (!redis) problems.push('no redis StatefulSet');
  else {
    const { args, isOnClaim } = dataDirOf(redis, '--dir');
    if (args[args.indexOf('--appendonly') + 1] !== 'yes') problems.push('redis: appendonly is not yes');
    if (!isOnClaim) problems.push('redis: its --dir is not on a claimed volume');
  }
  const nats = sets.find((set) => set.metadata.name === 'nats');
  if (!nats) problems.push('no nats StatefulSet');
  else {
    const { args, isOnClaim } = dataDirOf(nats, '-sd');
    if (!args.includes('-js')) problems.push('nats: JetStream (-js) is not enabled');
    if (!isOnClaim) problems.push('nats: its JetStream store (-sd) is not on a claimed volume');
  }
  return problems;
}

describe('kustomize build data', () => {
  let objects: KubeObject[];
  beforeAll(() => {
    objects = renderKustomization('data');
  });

  it('validates against the Kubernetes schemas, all in the data namespace under the restricted standard', () => {
    expect(schemaViolations(objects)).toEqual([]);
    expect(
      objects.filter((object) => object.kind !== 'Namespace' && object.metadata.namespace !== 'data'),
    ).toEqual([]);
    const [namespace] = objects.filter((object) => object.kind === 'Namespace');
    expect(namespace?.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
  });

  it('runs Redis with its append-only file and NATS with JetStream file storage, each on a claimed volume', () => {
    expect(checkStatefulData(objects)).toEqual([]);
  });

  it('serves them where the base ConfigMap looks for them', () => {
    const [config] = ofKind<IConfigMap>(renderKustomization('base'), 'ConfigMap');
    const services = ofKind<IService>(objects, 'Service');
    const sets = ofKind<IStatefulSet>(objects, 'StatefulSet');
    for (const variable of ['REDIS_URL', 'NATS_URL']) {
      const url = new URL(config?.data?.[variable] ?? '');
      const [name, namespace] = url.hostname.split('.');
      expect(namespace, variable).toBe('data');
      const service = services.find((candidate) => candidate.metadata.name === name);
      expect(
        service?.spec?.ports?.map((port) => String(port.port)),
        variable,
      ).toContain(url.port);
      const set = sets.find((candidate) => candidate.metadata.name === name);
      expect(set && service && serviceSelects(service, set.spec?.template.metadata?.labels ?? {})).toBe(true);
    }
  });

  it('notices a Redis without persistence or a NATS store off its volume', () => {
    const broken = structuredClone(objects);
    const sets = ofKind<IStatefulSet>(broken, 'StatefulSet');
    const container = (name: string) =>
      sets.find((set) => set.metadata.name === name)!.spec!.template.spec!.containers[0]!;
    container('redis').args = ['redis-server', '--appendonly', 'no', '--dir', '/data'];
    container('nats').volumeMounts = [];
    expect(checkStatefulData(broken)).toEqual([
      'redis: appendonly is not yes',
      'nats: its JetStream store (-sd) is not on a claimed volume',
    ]);
  });
});

describe('docker-compose.yml', () => {
  const compose = loadCompose('docker-compose.yml');

  it('runs Redis with its append-only file and NATS with JetStream, each on a named volume', () => {
    expect(checkDataPersistence(compose)).toEqual([]);
  });

  it('notices a Redis without persistence or a NATS store off its volume', () => {
    const broken = structuredClone(compose);
    broken.services.redis!.command = ['redis-server', '--save', ''];
    broken.services.nats!.volumes = [];
    expect(checkDataPersistence(broken)).toEqual([
      'redis: appendonly is not yes',
      'nats: its JetStream store (-sd) is not on a named volume',
    ]);
  });
});
