// Renders deploy/base and the overlays with kustomize, validates every object against the Kubernetes schemas, and
// checks the deployment policy (policy.ts). The second half breaks copies of the manifests on purpose to show that
// each check notices.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IIngress, INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, ISecret, IService } from 'kubernetes-models/v1';
import { SERVICES, type ServiceEntry, type ServiceName } from '@readiness/contracts/services';
import { schemaViolations } from './kube-schema.ts';
import {
  admittedSources,
  checkCatalogue,
  checkGatewayUpstreams,
  checkImages,
  checkIngress,
  checkMigrations,
  checkNetworkPolicies,
  checkReferences,
  checkScaling,
  checkServices,
  checkWorkloads,
  classifyPeer,
  ofKind,
  parseImage,
  parseQuantity,
  selects,
  workloads,
  type ImagePolicy,
} from './policy.ts';
import { kustomizeVersion, readYaml, renderKustomization, type KubeObject } from './render.ts';

const NAMESPACE = 'ai-readiness';
/** What the catalogue (libs/contracts/src/services.ts) says must run: the gateway, every service and its workers. */
const DEPLOYMENTS = [
  'gateway',
  ...SERVICES.flatMap((service) => [service.name, ...service.workers.map((w) => `${service.name}-${w}`)]),
].sort();
const MIGRATIONS = SERVICES.map((service) => `${service.name}-migrate`).sort();
const SECRET_TEMPLATE = readYaml('deploy/base/secret.template.yaml') as ISecret & KubeObject;

const RENDERS: { dir: string; images: ImagePolicy; externalSecrets: ISecret[] }[] = [
  { dir: 'base', images: 'unpinned', externalSecrets: [SECRET_TEMPLATE] },
  // The dev overlay brings its own Secret; production relies on the one made from the template.
  { dir: 'overlays/dev', images: 'tagged', externalSecrets: [] },
  { dir: 'overlays/production', images: 'released', externalSecrets: [SECRET_TEMPLATE] },
];

describe('the renderer', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'kustomize-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is kustomize v5 (labels with includeTemplates, replicas, patches with targets)', () => {
    expect(kustomizeVersion()).toMatch(/^v5\./);
  });

  it('fails with kustomize’s message when a kustomization is broken', () => {
    writeFileSync(join(scratch, 'kustomization.yaml'), 'resources:\n  - missing.yaml\n');
    expect(() => renderKustomization(scratch)).toThrow(/kubectl kustomize .* failed: .*missing\.yaml/);
  });

  it('applies namespace, labels and images as kustomize does', () => {
    writeFileSync(
      join(scratch, 'pod.yaml'),
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n      image: app\n',
    );
    writeFileSync(
      join(scratch, 'kustomization.yaml'),
      'namespace: demo\nlabels:\n  - pairs: {team: x}\nimages:\n  - name: app\n    newTag: "1.2.3"\nresources:\n  - pod.yaml\n',
    );
    const [pod] = renderKustomization(scratch);
    expect(pod?.metadata).toEqual({ name: 'p', namespace: 'demo', labels: { team: 'x' } });
    expect(pod?.spec).toEqual({ containers: [{ name: 'c', image: 'app:1.2.3' }] });
  });
});

describe.each(RENDERS)('kustomize build $dir', ({ dir, images, externalSecrets }) => {
  let objects: KubeObject[];
  beforeAll(() => {
    objects = renderKustomization(dir);
  });

  it('holds the app: the gateway, each service of the catalogue with its workers, and their migration Jobs', () => {
    const names = (kind: string) =>
      ofKind(objects, kind)
        .map((object) => object.metadata.name)
        .sort();
    expect(names('Deployment')).toEqual(DEPLOYMENTS);
    expect(names('Job')).toEqual(MIGRATIONS);
    expect(names('Namespace')).toEqual([NAMESPACE]);
  });

  it('deploys every service of the catalogue from the kit: port, schema, Service, HPA, PDB, policy, Job, workers', () => {
    expect(checkCatalogue(objects, SERVICES)).toEqual([]);
  });

  it('puts everything in the ai-readiness namespace, labelled part-of ai-readiness', () => {
    const misplaced = objects.filter(
      (object) => object.kind !== 'Namespace' && object.metadata.namespace !== NAMESPACE,
    );
    expect(misplaced.map((object) => `${object.kind}/${object.metadata.name}`)).toEqual([]);
    const unlabelled = objects.filter(
      (object) => object.metadata.labels?.['app.kubernetes.io/part-of'] !== 'ai-readiness',
    );
    expect(unlabelled.map((object) => `${object.kind}/${object.metadata.name}`)).toEqual([]);
  });

  it('validates against the Kubernetes schemas', () => {
    expect(schemaViolations(objects)).toEqual([]);
  });

  it('gives every Deployment probes, resources and the restricted security context (Jobs too, bar probes)', () => {
    expect(checkWorkloads(objects)).toEqual([]);
  });

  it('gives every server a ClusterIP Service, and workers and Jobs none', () => {
    expect(checkServices(objects)).toEqual([]);
  });

  it('gives every Deployment an HPA (autoscaling/v2) and a PodDisruptionBudget of its own', () => {
    expect(checkScaling(objects)).toEqual([]);
  });

  it('exposes only the gateway through an Ingress', () => {
    expect(checkIngress(objects)).toEqual([]);
  });

  it('lets the ingress controller reach only the gateway, and only the gateway (and the app, for auth) reach services', () => {
    expect(checkNetworkPolicies(objects)).toEqual([]);
  });

  it("lets auth reach every other service's API, for the user-data export it gathers", () => {
    for (const service of SERVICES.filter((entry) => entry.name !== 'auth')) {
      const workload = workloads(objects).find((w) => w.kind === 'Deployment' && w.name === service.name);
      expect(workload, service.name).toBeDefined();
      const fromAuth = admittedSources(objects, workload!).sources.filter((source) => source.peer === 'auth');
      expect(
        fromAuth.flatMap((source) => source.ports),
        service.name,
      ).toEqual([service.port]);
    }
  });

  it('reads only ConfigMaps and Secret keys that exist', () => {
    expect(checkReferences(objects, externalSecrets)).toEqual([]);
  });

  it(`uses ${images} images`, () => {
    expect(checkImages(objects, images)).toEqual([]);
  });

  it('migrates each schema in a Job of its own, with the service’s image', () => {
    expect(checkMigrations(objects)).toEqual([]);
  });

  it('points the gateway at the Services of the services it runs', () => {
    expect(checkGatewayUpstreams(objects)).toEqual([]);
  });

  it('tells the services to listen on every interface (they bind to loopback by default)', () => {
    const [config] = ofKind<IConfigMap>(objects, 'ConfigMap');
    expect(config?.data?.HOST).toBe('0.0.0.0');
  });

  it('sends traces to a collector and names every process', () => {
    const [config] = ofKind<IConfigMap>(objects, 'ConfigMap');
    expect(config?.data?.OTEL_EXPORTER_OTLP_ENDPOINT).toMatch(/^http:\/\/otel-collector\./);
    for (const deployment of ofKind<IDeployment>(objects, 'Deployment')) {
      const env = deployment.spec?.template.spec?.containers[0]?.env ?? [];
      expect(
        env.find((variable) => variable.name === 'OTEL_SERVICE_NAME')?.value,
        deployment.metadata.name,
      ).toBe(deployment.metadata.name);
    }
  });
});

describe('overlays', () => {
  const origin = (objects: KubeObject[]) => ofKind<IConfigMap>(objects, 'ConfigMap')[0]?.data ?? {};
  const ingress = (objects: KubeObject[]) => ofKind<IIngress>(objects, 'Ingress')[0]?.spec;

  it('production serves its Ingress host over TLS, and the app knows that origin and sets Secure cookies', () => {
    const objects = renderKustomization('overlays/production');
    const spec = ingress(objects);
    const host = spec?.rules?.[0]?.host;
    expect(host).toBeTruthy();
    expect(spec?.tls?.some((tls) => tls.hosts?.includes(host ?? '') && tls.secretName)).toBe(true);
    expect(origin(objects).APP_ORIGIN).toBe(`https://${host}`);
    expect(origin(objects).COOKIE_SECURE).toBe('true');
  });

  it('production runs 3 replicas of every server and 2 of every worker, and ships no Secret', () => {
    const objects = renderKustomization('overlays/production');
    const replicas = Object.fromEntries(
      ofKind<IDeployment>(objects, 'Deployment').map((d) => [d.metadata.name, d.spec?.replicas]),
    );
    const workers = SERVICES.flatMap((service) => service.workers.map((w) => `${service.name}-${w}`));
    expect(replicas).toEqual(
      Object.fromEntries(DEPLOYMENTS.map((name) => [name, workers.includes(name) ? 2 : 3])),
    );
    expect(ofKind(objects, 'Secret')).toEqual([]);
  });

  it('dev serves plain http on its host, one replica each', () => {
    const objects = renderKustomization('overlays/dev');
    const host = ingress(objects)?.rules?.[0]?.host;
    expect(origin(objects).APP_ORIGIN).toBe(`http://${host}`);
    expect(origin(objects).COOKIE_SECURE).toBe('false');
    expect(ofKind<IDeployment>(objects, 'Deployment').map((deployment) => deployment.spec?.replicas)).toEqual(
      DEPLOYMENTS.map(() => 1),
    );
  });

  it('the Secret template is a valid Secret whose every value is a marked placeholder', () => {
    expect(schemaViolations([SECRET_TEMPLATE])).toEqual([]);
    const values = Object.values(SECRET_TEMPLATE.stringData ?? {});
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toContain('CHANGE_ME');
  });
});

describe('the policy helpers', () => {
  it('match label selectors as Kubernetes does', () => {
    const labels = { app: 'a', tier: 'web' };
    expect(selects({}, labels)).toBe(true);
    expect(selects({ matchLabels: { app: 'a' } }, labels)).toBe(true);
    expect(selects({ matchLabels: { app: 'b' } }, labels)).toBe(false);
    expect(
      selects({ matchExpressions: [{ key: 'tier', operator: 'In', values: ['web', 'api'] }] }, labels),
    ).toBe(true);
    expect(selects({ matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['web'] }] }, labels)).toBe(
      false,
    );
    expect(selects({ matchExpressions: [{ key: 'zone', operator: 'DoesNotExist' }] }, labels)).toBe(true);
    expect(selects(undefined, labels)).toBe(false);
  });

  it('classify NetworkPolicy peers', () => {
    expect(
      classifyPeer({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }, NAMESPACE),
    ).toBe('gateway');
    expect(
      classifyPeer({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'auth' } } }, NAMESPACE),
    ).toBe('auth');
    expect(
      classifyPeer(
        { podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'ai-readiness' } } },
        NAMESPACE,
      ),
    ).toBe('app');
    expect(classifyPeer({ podSelector: {} }, NAMESPACE)).toBe('other');
    expect(classifyPeer({ ipBlock: { cidr: '0.0.0.0/0' } }, NAMESPACE)).toBe('other');
    expect(classifyPeer({ namespaceSelector: {} }, NAMESPACE)).toBe('other');
    const controller = {
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
      podSelector: { matchLabels: { app: 'x' } },
    };
    expect(classifyPeer(controller, NAMESPACE)).toBe('ingress-controller');
  });

  it('parse quantities and image references', () => {
    expect(parseQuantity('250m')).toBe(0.25);
    expect(parseQuantity('512Mi')).toBe(512 * 2 ** 20);
    expect(() => parseQuantity('lots')).toThrow();
    expect(parseImage('registry.example.com:5000/a/b:1.2.3')).toEqual({
      name: 'registry.example.com:5000/a/b',
      tag: '1.2.3',
      digest: undefined,
    });
    expect(parseImage('a/b')).toEqual({ name: 'a/b', tag: undefined, digest: undefined });
    expect(parseImage(`a/b@sha256:${'0'.repeat(64)}`).digest).toBe(`sha256:${'0'.repeat(64)}`);
  });
});

describe('each check notices a broken manifest', () => {
  let production: KubeObject[];
  let base: KubeObject[];
  beforeAll(() => {
    production = renderKustomization('overlays/production');
    base = renderKustomization('base');
  });

  /** A copy of `objects` where `edit` changed the object of that kind and name. */
  function broken<T>(
    objects: KubeObject[],
    kind: string,
    name: string,
    edit: (object: T) => void,
  ): KubeObject[] {
    const copy = structuredClone(objects);
    const target = copy.find((object) => object.kind === kind && object.metadata.name === name);
    if (!target) throw new Error(`no ${kind}/${name} to break`);
    edit(target as unknown as T);
    return copy;
  }
  const container = (deployment: IDeployment | IJob) => {
    const first = deployment.spec?.template.spec?.containers[0];
    if (!first) throw new Error('no container');
    return first;
  };
  const withoutObject = (objects: KubeObject[], kind: string, name: string) =>
    objects.filter((object) => !(object.kind === kind && object.metadata.name === name));
  const expectViolation = (violations: string[], pattern: RegExp) =>
    expect(violations.join('\n')).toMatch(pattern);

  it('schemas: a wrong type, a bad quantity, an unknown kind', () => {
    const replicas = broken<IDeployment>(production, 'Deployment', 'gateway', (d) =>
      Object.assign(d.spec ?? {}, { replicas: 'three' }),
    );
    expectViolation(schemaViolations(replicas), /Deployment\/gateway: .*replicas must be integer/);
    const cpu = broken<IDeployment>(production, 'Deployment', 'auth', (d) =>
      Object.assign(container(d).resources?.limits ?? {}, { cpu: 'lots' }),
    );
    expectViolation(schemaViolations(cpu), /Deployment\/auth: .*limits\/cpu/);
    const old = broken<IIngress>(production, 'Ingress', 'gateway', (i) =>
      Object.assign(i, { apiVersion: 'extensions/v1beta1' }),
    );
    expectViolation(schemaViolations(old), /Ingress\/gateway: no schema for extensions\/v1beta1/);
  });

  it('workloads: a missing probe, a wrong probe path, a writable root, kept capabilities, root, no limits', () => {
    const noReadiness = broken<IDeployment>(
      production,
      'Deployment',
      'auth',
      (d) => delete container(d).readinessProbe,
    );
    expectViolation(checkWorkloads(noReadiness), /Deployment\/auth container auth: no readinessProbe/);
    const wrongPath = broken<IDeployment>(production, 'Deployment', 'gateway', (d) => {
      const probe = container(d).livenessProbe?.httpGet;
      if (probe) probe.path = '/readyz';
    });
    expectViolation(checkWorkloads(wrongPath), /gateway: livenessProbe is not an HTTP GET of \/healthz/);
    const wrongPort = broken<IDeployment>(production, 'Deployment', 'assessment-worker', (d) => {
      const probe = container(d).startupProbe?.httpGet;
      if (probe) probe.port = 4002;
    });
    expectViolation(
      checkWorkloads(wrongPort),
      /assessment-worker: startupProbe port 4002 is not a container port/,
    );
    const writable = broken<IDeployment>(production, 'Deployment', 'assessment-worker', (d) => {
      Object.assign(container(d).securityContext ?? {}, { readOnlyRootFilesystem: false });
    });
    expectViolation(checkWorkloads(writable), /assessment-worker: readOnlyRootFilesystem is not true/);
    const capabilities = broken<IJob>(
      production,
      'Job',
      'auth-migrate',
      (j) => delete container(j).securityContext?.capabilities,
    );
    expectViolation(
      checkWorkloads(capabilities),
      /Job\/auth-migrate container migrate: does not drop ALL capabilities/,
    );
    const root = broken<IDeployment>(production, 'Deployment', 'assessment', (d) => {
      delete d.spec?.template.spec?.securityContext?.runAsNonRoot;
      delete container(d).securityContext?.runAsNonRoot;
    });
    expectViolation(checkWorkloads(root), /assessment: runAsNonRoot is not true/);
    const escalation = broken<IDeployment>(
      production,
      'Deployment',
      'gateway',
      (d) => delete container(d).securityContext?.allowPrivilegeEscalation,
    );
    expectViolation(checkWorkloads(escalation), /gateway: allowPrivilegeEscalation is not false/);
    const seccomp = broken<IDeployment>(production, 'Deployment', 'gateway', (d) => {
      delete d.spec?.template.spec?.securityContext?.seccompProfile;
      delete container(d).securityContext?.seccompProfile;
    });
    expectViolation(checkWorkloads(seccomp), /gateway: seccomp profile is not RuntimeDefault/);
    const unlimited = broken<IDeployment>(
      production,
      'Deployment',
      'auth',
      (d) => delete container(d).resources?.limits?.memory,
    );
    expectViolation(checkWorkloads(unlimited), /auth container auth: no memory limit/);
    const token = broken<IDeployment>(
      production,
      'Deployment',
      'auth',
      (d) => delete d.spec?.template.spec?.automountServiceAccountToken,
    );
    expectViolation(checkWorkloads(token), /auth: automountServiceAccountToken is not false/);
  });

  it('services: a public Service, a missing one, one that selects a worker', () => {
    const public_ = broken<IService>(production, 'Service', 'auth', (s) =>
      Object.assign(s.spec ?? {}, { type: 'LoadBalancer' }),
    );
    expectViolation(checkServices(public_), /Service\/auth: type LoadBalancer/);
    expectViolation(
      checkServices(withoutObject(production, 'Service', 'assessment')),
      /Deployment\/assessment: no Service/,
    );
    const worker = broken<IService>(production, 'Service', 'assessment', (s) => {
      if (s.spec) s.spec.selector = { 'app.kubernetes.io/part-of': 'ai-readiness' };
    });
    expectViolation(checkServices(worker), /Deployment\/assessment-worker: selected by Service assessment/);
  });

  it('scaling: a missing HPA, a PDB aimed at another Deployment, a PDB that blocks drains', () => {
    expectViolation(
      checkScaling(withoutObject(production, 'HorizontalPodAutoscaler', 'assessment-worker')),
      /assessment-worker: 0 HorizontalPodAutoscalers/,
    );
    const misaimed = broken<IPodDisruptionBudget>(production, 'PodDisruptionBudget', 'assessment', (p) => {
      if (p.spec) p.spec.selector = { matchLabels: { 'app.kubernetes.io/name': 'auth' } };
    });
    expectViolation(checkScaling(misaimed), /Deployment\/assessment: 0 PodDisruptionBudgets/);
    expectViolation(checkScaling(misaimed), /Deployment\/auth: 2 PodDisruptionBudgets/);
    const blocking = broken<IPodDisruptionBudget>(production, 'PodDisruptionBudget', 'gateway', (p) =>
      Object.assign(p.spec ?? {}, { maxUnavailable: 0 }),
    );
    expectViolation(checkScaling(blocking), /gateway: its PDB allows no eviction/);
    const range = broken<IHorizontalPodAutoscaler>(production, 'HorizontalPodAutoscaler', 'auth', (h) =>
      Object.assign(h.spec ?? {}, { minReplicas: 5 }),
    );
    expectViolation(checkScaling(range), /auth: 3 replicas outside its HPA range 5\.\.12/);
  });

  it('ingress: a route to another service, no Ingress at all', () => {
    const toAuth = broken<IIngress>(production, 'Ingress', 'gateway', (i) => {
      const backend = i.spec?.rules?.[0]?.http?.paths[0]?.backend.service;
      if (backend) backend.name = 'auth';
    });
    expectViolation(checkIngress(toAuth), /routes to auth, not the gateway/);
    expectViolation(checkIngress(withoutObject(production, 'Ingress', 'gateway')), /no Ingress/);
  });

  it('network policies: no default deny, an open rule, the app reaching assessment, anything reaching a worker, an ipBlock', () => {
    expectViolation(
      checkNetworkPolicies(withoutObject(production, 'NetworkPolicy', 'default-deny-ingress')),
      /no default-deny/,
    );
    const open = broken<INetworkPolicy>(production, 'NetworkPolicy', 'assessment-ingress', (p) =>
      p.spec?.ingress?.push({}),
    );
    expectViolation(checkNetworkPolicies(open), /Deployment\/assessment: admits unexpected sources/);
    expectViolation(checkNetworkPolicies(open), /Deployment\/assessment: admits traffic on every port/);
    const app = broken<INetworkPolicy>(production, 'NetworkPolicy', 'assessment-ingress', (p) =>
      p.spec?.ingress?.push({
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'ai-readiness' } } }],
        ports: [{ port: 4002 }],
      }),
    );
    expectViolation(checkNetworkPolicies(app), /Deployment\/assessment: admits the app/);
    const worker = broken<INetworkPolicy>(production, 'NetworkPolicy', 'assessment-ingress', (p) => {
      if (p.spec) p.spec.podSelector = { matchLabels: { 'app.kubernetes.io/part-of': 'ai-readiness' } };
    });
    expectViolation(checkNetworkPolicies(worker), /Deployment\/assessment-worker: admits the gateway/);
    expectViolation(checkNetworkPolicies(worker), /Job\/auth-migrate: admits the gateway/);
    const ipBlock = broken<INetworkPolicy>(production, 'NetworkPolicy', 'gateway-ingress', (p) => {
      const rule = p.spec?.ingress?.[0];
      if (rule) rule.from = [{ ipBlock: { cidr: '0.0.0.0/0' } }];
    });
    expectViolation(checkNetworkPolicies(ipBlock), /Deployment\/gateway: admits unexpected sources/);
    expectViolation(checkNetworkPolicies(ipBlock), /gateway: the ingress controller cannot reach it/);
    const wrongPort = broken<INetworkPolicy>(production, 'NetworkPolicy', 'auth-ingress', (p) => {
      const rule = p.spec?.ingress?.[0];
      if (rule) rule.ports = [{ port: 5432 }];
    });
    expectViolation(
      checkNetworkPolicies(wrongPort),
      /auth: admits traffic on port 5432, not a container port/,
    );
    const unreachable = broken<INetworkPolicy>(production, 'NetworkPolicy', 'assessment-ingress', (p) => {
      if (p.spec) p.spec.ingress = [];
    });
    expectViolation(checkNetworkPolicies(unreachable), /assessment: the gateway cannot reach it/);
  });

  it('references: a ConfigMap that is not rendered, a Secret key the template lacks', () => {
    const config = broken<IDeployment>(production, 'Deployment', 'gateway', (d) => {
      const source = container(d).envFrom?.[0]?.configMapRef;
      if (source) source.name = 'ai-readiness-config';
    });
    expectViolation(
      checkReferences(config, [SECRET_TEMPLATE]),
      /gateway: reads ConfigMap ai-readiness-config, which does not exist/,
    );
    const key = broken<IDeployment>(production, 'Deployment', 'auth', (d) => {
      const ref = container(d).env?.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom
        ?.secretKeyRef;
      if (ref) ref.key = 'DB_URL';
    });
    expectViolation(
      checkReferences(key, [SECRET_TEMPLATE]),
      /auth: reads key DB_URL that Secret ai-readiness-secrets lacks/,
    );
    expectViolation(
      checkReferences(production, []),
      /reads Secret ai-readiness-secrets, which does not exist/,
    );
  });

  it('images: latest, an unpinned production tag, a tag in the base', () => {
    const latest = broken<IDeployment>(
      production,
      'Deployment',
      'auth',
      (d) => (container(d).image = 'registry.example.com/ai-readiness/auth:latest'),
    );
    expectViolation(checkImages(latest, 'released'), /auth: image .*:latest is not pinned/);
    expectViolation(checkImages(latest, 'tagged'), /auth: image .*:latest has no explicit tag/);
    const hub = broken<IDeployment>(
      production,
      'Deployment',
      'gateway',
      (d) => (container(d).image = 'ai-readiness/gateway:1.0.0'),
    );
    expectViolation(
      checkImages(hub, 'released'),
      /gateway: image ai-readiness\/gateway:1\.0\.0 names no registry/,
    );
    const tagged = broken<IDeployment>(
      base,
      'Deployment',
      'auth',
      (d) => (container(d).image = 'ai-readiness/auth:1.0.0'),
    );
    expectViolation(checkImages(tagged, 'unpinned'), /auth: base image ai-readiness\/auth:1\.0\.0/);
  });

  it('migrations: a missing Job, another image, an init container that migrates, no deadline', () => {
    expectViolation(
      checkMigrations(withoutObject(production, 'Job', 'auth-migrate')),
      /Deployment\/auth: uses schema auth but no Job migrates it/,
    );
    const image = broken<IJob>(
      production,
      'Job',
      'assessment-migrate',
      (j) => (container(j).image = 'registry.example.com/ai-readiness/assessment:0.9.0'),
    );
    expectViolation(checkMigrations(image), /assessment-migrate: image .*0\.9\.0 differs/);
    const init = broken<IDeployment>(production, 'Deployment', 'auth', (d) => {
      const pod = d.spec?.template.spec;
      if (pod)
        pod.initContainers = [
          {
            name: 'migrate',
            image: container(d).image,
            command: ['node', '/app/scripts/migrate.mjs', 'auth'],
          },
        ];
    });
    expectViolation(checkMigrations(init), /Deployment\/auth: runs migrations itself/);
    const forever = broken<IJob>(
      production,
      'Job',
      'auth-migrate',
      (j) => delete j.spec?.activeDeadlineSeconds,
    );
    expectViolation(checkMigrations(forever), /auth-migrate: no activeDeadlineSeconds/);
    const schema = broken<IDeployment>(production, 'Deployment', 'assessment-worker', (d) => {
      const variable = container(d).env?.find((v) => v.name === 'DB_SCHEMA');
      if (variable) variable.value = 'reports';
    });
    expectViolation(checkMigrations(schema), /assessment-worker: uses schema reports, which no service owns/);
  });

  it('catalogue: an entry without manifests, a missing worker or Job, a wrong port, a Deployment not in it', () => {
    // A name no manifest has (a cast: the catalogue's names are a closed list).
    const undeployed: ServiceEntry = {
      name: 'not-deployed' as ServiceName,
      port: 4004,
      schema: 'not_deployed',
      streams: [],
      workers: ['worker'],
    };
    expectViolation(
      checkCatalogue(production, [...SERVICES, undeployed]),
      /catalogue service not-deployed: no server Deployment not-deployed/,
    );
    const assessment = SERVICES.find((service) => service.name === 'assessment');
    if (!assessment) throw new Error('assessment is not in the catalogue');
    const withIndexer = [
      ...SERVICES.filter((s) => s !== assessment),
      { ...assessment, workers: ['indexer'] },
    ];
    const missingWorker = checkCatalogue(production, withIndexer);
    expectViolation(missingWorker, /catalogue service assessment: no worker Deployment assessment-indexer/);
    expectViolation(missingWorker, /Deployment\/assessment-worker: not made from the service catalogue/);
    expectViolation(
      checkCatalogue(withoutObject(production, 'Job', 'auth-migrate'), SERVICES),
      /catalogue service auth: no Job auth-migrate/,
    );
    const moved = SERVICES.map((s) => (s.name === 'auth' ? { ...s, port: 4011 } : s));
    const wrongPort = checkCatalogue(production, moved);
    expectViolation(wrongPort, /auth: Deployment does not listen on the catalogue's port 4011/);
    expectViolation(wrongPort, /auth: no NetworkPolicy lets the gateway in on 4011/);
    expectViolation(wrongPort, /auth: the gateway's AUTH_URL is http:\/\/auth:4001/);
    expectViolation(
      checkCatalogue(withoutObject(production, 'HorizontalPodAutoscaler', 'assessment-worker'), SERVICES),
      /assessment-worker: no HorizontalPodAutoscaler/,
    );
    expectViolation(
      checkCatalogue(withoutObject(production, 'NetworkPolicy', 'assessment-ingress'), SERVICES),
      /assessment: no NetworkPolicy lets the gateway in on 4002/,
    );
  });

  it('gateway upstreams: a URL to a port no Service has', () => {
    const wrong = broken<IDeployment>(production, 'Deployment', 'gateway', (d) => {
      const variable = container(d).env?.find((v) => v.name === 'ASSESSMENT_URL');
      if (variable) variable.value = 'http://assessment:4999';
    });
    expectViolation(
      checkGatewayUpstreams(wrong),
      /ASSESSMENT_URL=http:\/\/assessment:4999 reaches no Service port/,
    );
  });
});
