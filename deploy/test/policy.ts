// The rules every rendered set of app manifests must follow. Each check returns its violations as readable
// strings (empty when all is well), so that a test can both expect none on the real manifests and expect some on
// a deliberately broken copy.
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IIngress, INetworkPolicy, INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IContainer, IPodSpec, IProbe, ISecret, IService } from 'kubernetes-models/v1';
import { serviceUrlVariable, type ServiceEntry } from '@readiness/contracts/services';
import type { KubeObject } from './render.ts';

export const NAME_LABEL = 'app.kubernetes.io/name';
export const COMPONENT_LABEL = 'app.kubernetes.io/component';
export const PART_OF_LABEL = 'app.kubernetes.io/part-of';
export const PART_OF = 'ai-readiness';
export const GATEWAY = 'gateway';
/** The service whose internal endpoints (JWKS, session lookup) every service of the app may call. */
export const AUTH = 'auth';

interface Selector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** A Deployment or Job, reduced to what the checks look at. */
export interface Workload {
  kind: 'Deployment' | 'Job';
  name: string;
  namespace: string | undefined;
  labels: Record<string, string>;
  pod: IPodSpec;
  replicas: number | undefined;
}

export function ofKind<T>(objects: KubeObject[], kind: string): (T & KubeObject)[] {
  return objects.filter((object) => object.kind === kind) as (T & KubeObject)[];
}

export function workloads(objects: KubeObject[]): Workload[] {
  const deployments = ofKind<IDeployment>(objects, 'Deployment').map((deployment) => ({
    kind: 'Deployment' as const,
    name: deployment.metadata.name,
    namespace: deployment.metadata.namespace,
    labels: deployment.spec?.template.metadata?.labels ?? {},
    pod: deployment.spec?.template.spec ?? { containers: [] },
    replicas: deployment.spec?.replicas,
  }));
  const jobs = ofKind<IJob>(objects, 'Job').map((job) => ({
    kind: 'Job' as const,
    name: job.metadata.name,
    namespace: job.metadata.namespace,
    labels: job.spec?.template.metadata?.labels ?? {},
    pod: job.spec?.template.spec ?? { containers: [] },
    replicas: undefined,
  }));
  return [...deployments, ...jobs];
}

export const isWorker = (workload: Workload) => workload.labels[COMPONENT_LABEL] === 'worker';
export const isServer = (workload: Workload) => workload.kind === 'Deployment' && !isWorker(workload);

/** Whether a label selector selects these labels (an empty selector selects everything, as in Kubernetes). */
export function selects(selector: Selector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key] ?? '');
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key] ?? '');
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        throw new Error(`unknown selector operator ${operator}`);
    }
  });
  return byLabels && byExpressions;
}

/** Whether a Service's selector (a plain label map) picks these pods; a Service without a selector picks none. */
export function serviceSelects(service: IService, labels: Record<string, string>): boolean {
  const selector = service.spec?.selector ?? {};
  return (
    Object.keys(selector).length > 0 &&
    Object.entries(selector).every(([key, value]) => labels[key] === value)
  );
}

const allContainers = (pod: IPodSpec): IContainer[] => [...(pod.initContainers ?? []), ...pod.containers];

/** The container port a probe or Service port refers to (by name or number), if the container declares it. */
function declaredPort(containers: IContainer[], port: number | string | undefined): number | undefined {
  for (const container of containers) {
    for (const declared of container.ports ?? []) {
      if (declared.containerPort === port || (declared.name !== undefined && declared.name === port)) {
        return declared.containerPort;
      }
    }
  }
  return undefined;
}

const envValue = (container: IContainer, name: string) =>
  container.env?.find((variable) => variable.name === name)?.value;

// --- Deployments and Jobs: security, resources, probes ------------------------------------------------------------

/** Parses a CPU or memory quantity ("250m", "1", "512Mi", "1G") into cores or bytes. */
export function parseQuantity(quantity: string | number): number {
  if (typeof quantity === 'number') return quantity;
  const match = /^(\d+(?:\.\d+)?)(m|k|Ki|M|Mi|G|Gi|T|Ti)?$/.exec(quantity);
  if (!match) throw new Error(`unsupported quantity ${quantity}`);
  const factors: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
  };
  return Number(match[1]) * (match[2] ? (factors[match[2]] ?? 1) : 1);
}

export function securityViolations(workload: Workload): string[] {
  const id = `${workload.kind}/${workload.name}`;
  const pod = workload.pod;
  const problems: string[] = [];
  if (pod.automountServiceAccountToken !== false)
    problems.push(`${id}: automountServiceAccountToken is not false`);
  if (pod.hostNetwork || pod.hostPID || pod.hostIPC) problems.push(`${id}: uses a host namespace`);
  for (const container of allContainers(pod)) {
    const cid = `${id} container ${container.name}`;
    const context = container.securityContext ?? {};
    const runAsNonRoot = context.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
    const runAsUser = context.runAsUser ?? pod.securityContext?.runAsUser;
    const seccomp = context.seccompProfile?.type ?? pod.securityContext?.seccompProfile?.type;
    if (runAsNonRoot !== true) problems.push(`${cid}: runAsNonRoot is not true`);
    if (runAsUser === 0) problems.push(`${cid}: runs as user 0`);
    if (context.readOnlyRootFilesystem !== true) problems.push(`${cid}: readOnlyRootFilesystem is not true`);
    if (context.allowPrivilegeEscalation !== false)
      problems.push(`${cid}: allowPrivilegeEscalation is not false`);
    if (context.privileged) problems.push(`${cid}: is privileged`);
    if (!context.capabilities?.drop?.includes('ALL')) problems.push(`${cid}: does not drop ALL capabilities`);
    if ((context.capabilities?.add ?? []).length > 0) problems.push(`${cid}: adds capabilities`);
    if (seccomp !== 'RuntimeDefault') problems.push(`${cid}: seccomp profile is not RuntimeDefault`);
  }
  return problems;
}

export function resourceViolations(workload: Workload): string[] {
  return allContainers(workload.pod).flatMap((container) => {
    const cid = `${workload.kind}/${workload.name} container ${container.name}`;
    const { requests = {}, limits = {} } = container.resources ?? {};
    return ['cpu', 'memory'].flatMap((resource) => {
      const request = requests[resource];
      const limit = limits[resource];
      if (request === undefined) return [`${cid}: no ${resource} request`];
      if (limit === undefined) return [`${cid}: no ${resource} limit`];
      return parseQuantity(request) > parseQuantity(limit)
        ? [`${cid}: ${resource} request above its limit`]
        : [];
    });
  });
}

function probeViolations(workload: Workload): string[] {
  return workload.pod.containers.flatMap((container) => {
    const cid = `Deployment/${workload.name} container ${container.name}`;
    const problems: string[] = [];
    const expect = (kind: string, probe: IProbe | undefined, path: string) => {
      if (!probe) return problems.push(`${cid}: no ${kind}`);
      if (probe.httpGet?.path !== path) return problems.push(`${cid}: ${kind} is not an HTTP GET of ${path}`);
      const port = declaredPort([container], probe.httpGet.port);
      if (port === undefined)
        return problems.push(`${cid}: ${kind} port ${probe.httpGet.port} is not a container port`);
      const portEnv = envValue(container, 'PORT');
      if (portEnv !== String(port))
        problems.push(`${cid}: ${kind} checks port ${port} but PORT is ${portEnv}`);
    };
    expect('readinessProbe', container.readinessProbe, '/readyz');
    expect('livenessProbe', container.livenessProbe, '/healthz');
    expect('startupProbe', container.startupProbe, '/healthz');
    return problems;
  });
}

/** Every Deployment: probes, resources and the restricted security context; Jobs: resources and security. */
export function checkWorkloads(objects: KubeObject[]): string[] {
  return workloads(objects).flatMap((workload) => [
    ...securityViolations(workload),
    ...resourceViolations(workload),
    ...(workload.kind === 'Deployment' ? probeViolations(workload) : []),
  ]);
}

// --- Services, autoscalers, disruption budgets ------------------------------------------------------------------

const sameNamespace = (object: KubeObject, workload: Workload) =>
  object.metadata.namespace === workload.namespace;

/** Servers have a ClusterIP Service whose ports reach their containers; workers and Jobs have none. */
export function checkServices(objects: KubeObject[]): string[] {
  const services = ofKind<IService>(objects, 'Service');
  const all = workloads(objects);
  const problems = services.flatMap((service) => {
    const id = `Service/${service.metadata.name}`;
    const type = service.spec?.type ?? 'ClusterIP';
    const targets = all.filter(
      (workload) => sameNamespace(service, workload) && serviceSelects(service, workload.labels),
    );
    return [
      ...(type === 'ClusterIP' ? [] : [`${id}: type ${type} (only the Ingress is public)`]),
      ...(targets.length === 0 ? [`${id}: selects no pods`] : []),
      ...targets.flatMap((workload) =>
        (service.spec?.ports ?? []).flatMap((port) =>
          declaredPort(workload.pod.containers, port.targetPort ?? port.port) === undefined
            ? [`${id}: port ${port.port} targets no container port of ${workload.name}`]
            : [],
        ),
      ),
    ];
  });
  for (const workload of all) {
    const selecting = services.filter(
      (service) => sameNamespace(service, workload) && serviceSelects(service, workload.labels),
    );
    if (isServer(workload) && selecting.length === 0)
      problems.push(`Deployment/${workload.name}: no Service`);
    if (!isServer(workload) && selecting.length > 0) {
      problems.push(
        `${workload.kind}/${workload.name}: selected by Service ${selecting.map((s) => s.metadata.name).join(', ')}`,
      );
    }
  }
  return problems;
}

/** Every Deployment has one autoscaling/v2 HPA and one PodDisruptionBudget, both aimed at it alone. */
export function checkScaling(objects: KubeObject[]): string[] {
  const deployments = workloads(objects).filter((workload) => workload.kind === 'Deployment');
  const hpas = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');
  const pdbs = ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
  const problems: string[] = [];
  for (const hpa of hpas) {
    const target = hpa.spec?.scaleTargetRef;
    if (hpa.apiVersion !== 'autoscaling/v2') problems.push(`HPA/${hpa.metadata.name}: not autoscaling/v2`);
    if (
      target?.kind !== 'Deployment' ||
      !deployments.some((d) => d.name === target.name && sameNamespace(hpa, d))
    ) {
      problems.push(`HPA/${hpa.metadata.name}: scales no Deployment of the manifests`);
    }
    if ((hpa.spec?.metrics ?? []).length === 0) problems.push(`HPA/${hpa.metadata.name}: has no metric`);
  }
  for (const pdb of pdbs) {
    const selected = deployments.filter(
      (d) => sameNamespace(pdb, d) && selects(pdb.spec?.selector, d.labels),
    );
    if (selected.length !== 1) {
      problems.push(
        `PDB/${pdb.metadata.name}: selects ${selected.length} Deployments (${selected.map((d) => d.name).join(', ')})`,
      );
    }
  }
  for (const deployment of deployments) {
    const id = `Deployment/${deployment.name}`;
    const own = hpas.filter(
      (hpa) =>
        hpa.spec?.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === deployment.name,
    );
    const [hpa] = own;
    if (own.length !== 1 || !hpa?.spec) {
      problems.push(`${id}: ${own.length} HorizontalPodAutoscalers`);
    } else {
      const min = hpa.spec.minReplicas ?? 1;
      const max = hpa.spec.maxReplicas;
      if (min < 1 || min > max) problems.push(`${id}: HPA range ${min}..${max}`);
      if (deployment.replicas !== undefined && (deployment.replicas < min || deployment.replicas > max)) {
        problems.push(`${id}: ${deployment.replicas} replicas outside its HPA range ${min}..${max}`);
      }
    }
    const budgets = pdbs.filter(
      (pdb) => sameNamespace(pdb, deployment) && selects(pdb.spec?.selector, deployment.labels),
    );
    const [budget] = budgets;
    if (budgets.length !== 1 || !budget?.spec) {
      problems.push(`${id}: ${budgets.length} PodDisruptionBudgets`);
    } else {
      // A budget that allows no eviction at all blocks node drains.
      const { maxUnavailable, minAvailable } = budget.spec;
      const replicas = deployment.replicas ?? 1;
      const blocks =
        maxUnavailable !== undefined
          ? maxUnavailable === 0 || maxUnavailable === '0%'
          : typeof minAvailable === 'number'
            ? minAvailable >= replicas
            : minAvailable === '100%';
      if (maxUnavailable === undefined && minAvailable === undefined)
        problems.push(`${id}: its PDB sets no budget`);
      else if (blocks) problems.push(`${id}: its PDB allows no eviction`);
    }
  }
  return problems;
}

/** Exactly the gateway is exposed: every Ingress sends every path to the gateway Service's port. */
export function checkIngress(objects: KubeObject[]): string[] {
  const ingresses = ofKind<IIngress>(objects, 'Ingress');
  const gateway = ofKind<IService>(objects, 'Service').find((service) => service.metadata.name === GATEWAY);
  if (ingresses.length === 0) return ['no Ingress for the gateway'];
  return ingresses.flatMap((ingress) => {
    const backends = [
      ...(ingress.spec?.defaultBackend ? [ingress.spec.defaultBackend] : []),
      ...(ingress.spec?.rules ?? []).flatMap((rule) => (rule.http?.paths ?? []).map((path) => path.backend)),
    ];
    if (backends.length === 0) return [`Ingress/${ingress.metadata.name}: no backend`];
    return backends.flatMap((backend) => {
      const service = backend.service;
      if (service?.name !== GATEWAY)
        return [
          `Ingress/${ingress.metadata.name}: routes to ${service?.name ?? 'a resource'}, not the gateway`,
        ];
      const port = service.port?.name ?? service.port?.number;
      const exists = gateway?.spec?.ports?.some((p) => p.name === port || p.port === port);
      return exists ? [] : [`Ingress/${ingress.metadata.name}: gateway Service has no port ${port}`];
    });
  });
}

// --- NetworkPolicies ----------------------------------------------------------------------------------------------

type PeerClass = 'ingress-controller' | 'gateway' | 'auth' | 'chat' | 'notifications' | 'app' | 'other';

/** What a NetworkPolicy peer admits, in the terms of the policy: the ingress controller, the gateway, the app's pods. */
export function classifyPeer(
  peer: INetworkPolicyPeer | undefined,
  appNamespace: string | undefined,
): PeerClass {
  if (!peer || peer.ipBlock) return 'other';
  const podLabels = peer.podSelector?.matchLabels ?? {};
  const hasExpressions =
    (peer.podSelector?.matchExpressions ?? []).length > 0 ||
    (peer.namespaceSelector?.matchExpressions ?? []).length > 0;
  if (hasExpressions) return 'other';
  if (peer.namespaceSelector) {
    const namespace = peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'];
    const podsNamed = Object.keys(podLabels).length > 0;
    return namespace && namespace !== appNamespace && podsNamed ? 'ingress-controller' : 'other';
  }
  if (podLabels[NAME_LABEL] === GATEWAY) return 'gateway';
  if (podLabels[NAME_LABEL] === AUTH && Object.keys(podLabels).length === 1) return 'auth';
  if (podLabels[NAME_LABEL] === 'chat' && Object.keys(podLabels).length === 1) return 'chat';
  if (podLabels[NAME_LABEL] === 'notifications' && Object.keys(podLabels).length === 1)
    return 'notifications';
  if (podLabels[PART_OF_LABEL] === PART_OF && Object.keys(podLabels).length === 1) return 'app';
  return 'other';
}

/** Who may connect to a workload, and on which ports, by the NetworkPolicies that select it. */
export function admittedSources(objects: KubeObject[], workload: Workload) {
  const policies = ofKind<INetworkPolicy>(objects, 'NetworkPolicy').filter((policy) => {
    const types = policy.spec?.policyTypes ?? ['Ingress'];
    return (
      sameNamespace(policy, workload) &&
      types.includes('Ingress') &&
      selects(policy.spec?.podSelector, workload.labels)
    );
  });
  const rules = policies.flatMap((policy) => policy.spec?.ingress ?? []);
  const sources = rules.flatMap((rule) => {
    const ports = rule.ports?.map((port) => port.port) ?? ['any'];
    const peers = rule.from && rule.from.length > 0 ? rule.from : [undefined];
    return peers.map((peer) => ({ peer: classifyPeer(peer, workload.namespace), ports }));
  });
  return { isolated: policies.length > 0, sources };
}

const ALLOWED_SOURCES = (workload: Workload): PeerClass[] => {
  if (!isServer(workload)) return [];
  if (workload.name === GATEWAY) return ['ingress-controller'];
  if (workload.name === AUTH) return ['gateway', 'auth', 'app'];
  // Chat's assistant reads the live bank's counts and a user's next steps (assessment), their purchases (billing).
  if (workload.name === 'assessment') return ['gateway', 'auth', 'chat'];
  // Notifications attaches billing's own invoice PDF to the receipt email.
  if (workload.name === 'billing') return ['gateway', 'auth', 'chat', 'notifications'];
  // Auth gathers a user's data from each service's internal export ("Download my data").
  return ['gateway', 'auth'];
};

/**
 * Default deny; the ingress controller reaches only the gateway; every other server only from the gateway and auth
 * (auth also from the app's own pods, assessment and billing also from chat, billing also from notifications);
 * workers and Jobs from nobody; only on declared container ports.
 */
export function checkNetworkPolicies(objects: KubeObject[]): string[] {
  const policies = ofKind<INetworkPolicy>(objects, 'NetworkPolicy');
  const problems: string[] = [];
  const denyAll = policies.some(
    (policy) =>
      Object.keys(policy.spec?.podSelector?.matchLabels ?? {}).length === 0 &&
      (policy.spec?.podSelector?.matchExpressions ?? []).length === 0 &&
      (policy.spec?.policyTypes ?? ['Ingress']).includes('Ingress') &&
      (policy.spec?.ingress ?? []).length === 0,
  );
  if (!denyAll) problems.push('no default-deny ingress NetworkPolicy for the namespace');
  for (const workload of workloads(objects)) {
    const id = `${workload.kind}/${workload.name}`;
    const { isolated, sources } = admittedSources(objects, workload);
    if (!isolated) problems.push(`${id}: no NetworkPolicy selects it`);
    const allowed = ALLOWED_SOURCES(workload);
    for (const { peer, ports } of sources) {
      if (!allowed.includes(peer))
        problems.push(`${id}: admits ${peer === 'other' ? 'unexpected sources' : `the ${peer}`}`);
      for (const port of ports) {
        if (port === 'any' || declaredPort(workload.pod.containers, port) === undefined) {
          problems.push(
            `${id}: admits traffic on ${port === 'any' ? 'every port' : `port ${port}, not a container port`}`,
          );
        }
      }
    }
    const admitted = new Set(sources.map((source) => source.peer));
    if (workload.name === GATEWAY && !admitted.has('ingress-controller'))
      problems.push(`${id}: the ingress controller cannot reach it`);
    if (isServer(workload) && workload.name !== GATEWAY && !admitted.has('gateway'))
      problems.push(`${id}: the gateway cannot reach it`);
  }
  return problems;
}

// --- References, images, migrations, upstreams --------------------------------------------------------------------

/** Every ConfigMap and Secret a pod reads exists (or, for Secrets, is in `externalSecrets`) with the keys it needs. */
export function checkReferences(objects: KubeObject[], externalSecrets: ISecret[] = []): string[] {
  const configMaps = ofKind<IConfigMap>(objects, 'ConfigMap');
  const secrets = [...ofKind<ISecret>(objects, 'Secret'), ...externalSecrets];
  const keysOf = (
    list: {
      metadata?: { name?: string };
      data?: Record<string, string>;
      stringData?: Record<string, string>;
    }[],
    name: string,
  ) => {
    const found = list.find((object) => object.metadata?.name === name);
    return found
      ? new Set([...Object.keys(found.data ?? {}), ...Object.keys(found.stringData ?? {})])
      : undefined;
  };
  return workloads(objects).flatMap((workload) => {
    const id = `${workload.kind}/${workload.name}`;
    const need = (
      kind: 'ConfigMap' | 'Secret',
      name: string | undefined,
      key: string | undefined,
      optional: boolean | undefined,
    ) => {
      if (optional || !name) return [];
      const keys = keysOf(kind === 'ConfigMap' ? configMaps : secrets, name);
      if (!keys) return [`${id}: reads ${kind} ${name}, which does not exist`];
      return key !== undefined && !keys.has(key)
        ? [`${id}: reads key ${key} that ${kind} ${name} lacks`]
        : [];
    };
    return [
      ...allContainers(workload.pod).flatMap((container) => [
        ...(container.envFrom ?? []).flatMap((source) => [
          ...(source.configMapRef
            ? need('ConfigMap', source.configMapRef.name, undefined, source.configMapRef.optional)
            : []),
          ...(source.secretRef
            ? need('Secret', source.secretRef.name, undefined, source.secretRef.optional)
            : []),
        ]),
        ...(container.env ?? []).flatMap(({ valueFrom }) => [
          ...(valueFrom?.configMapKeyRef
            ? need(
                'ConfigMap',
                valueFrom.configMapKeyRef.name,
                valueFrom.configMapKeyRef.key,
                valueFrom.configMapKeyRef.optional,
              )
            : []),
          ...(valueFrom?.secretKeyRef
            ? need(
                'Secret',
                valueFrom.secretKeyRef.name,
                valueFrom.secretKeyRef.key,
                valueFrom.secretKeyRef.optional,
              )
            : []),
        ]),
      ]),
      ...(workload.pod.volumes ?? []).flatMap((volume) => [
        ...(volume.configMap
          ? need('ConfigMap', volume.configMap.name, undefined, volume.configMap.optional)
          : []),
        ...(volume.secret ? need('Secret', volume.secret.secretName, undefined, volume.secret.optional) : []),
      ]),
    ];
  });
}

/** Splits an image reference into name, tag and digest. */
export function parseImage(image: string) {
  const [withoutDigest = '', digest] = image.split('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  const hasTag = colon > slash;
  return {
    name: hasTag ? withoutDigest.slice(0, colon) : withoutDigest,
    tag: hasTag ? withoutDigest.slice(colon + 1) : undefined,
    digest,
  };
}

export type ImagePolicy =
  /** The base: app images are bare names the overlays must pin. */
  | 'unpinned'
  /** A development overlay: an explicit tag, never `latest`. */
  | 'tagged'
  /** Production: a registry, and a release version or a digest. */
  | 'released';

export function checkImages(objects: KubeObject[], policy: ImagePolicy): string[] {
  return workloads(objects).flatMap((workload) =>
    allContainers(workload.pod).flatMap((container) => {
      const cid = `${workload.kind}/${workload.name} container ${container.name}`;
      const image = container.image ?? '';
      const { name, tag, digest } = parseImage(image);
      switch (policy) {
        case 'unpinned':
          return tag || digest || !name.startsWith(`${PART_OF}/`)
            ? [`${cid}: base image ${image} is not a bare ai-readiness/ name`]
            : [];
        case 'tagged':
          return digest || (tag && tag !== 'latest') ? [] : [`${cid}: image ${image} has no explicit tag`];
        case 'released': {
          const registry = name.includes('/') ? name.split('/')[0] : undefined;
          const problems = registry?.includes('.') ? [] : [`${cid}: image ${image} names no registry`];
          const pinned =
            (digest && /^sha256:[a-f0-9]{64}$/.test(digest)) ||
            (tag && /^v?\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(tag));
          return pinned
            ? problems
            : [...problems, `${cid}: image ${image} is not pinned to a release version or digest`];
        }
      }
    }),
  );
}

const MIGRATE_SCRIPT = '/app/scripts/migrate.mjs';
const runsMigrations = (container: IContainer) =>
  [...(container.command ?? []), ...(container.args ?? [])].some((part) => part.includes('migrate.mjs'));

/**
 * Migrations run in their own Job per service, before and apart from its pods: not in an init container, the same
 * image and schema as the service, bounded retries and duration, and an Argo CD PreSync hook.
 */
export function checkMigrations(objects: KubeObject[]): string[] {
  const jobs = ofKind<IJob>(objects, 'Job');
  const all = workloads(objects);
  const deployments = all.filter((workload) => workload.kind === 'Deployment');
  const problems: string[] = [];
  const migrated = new Set<string>();
  for (const job of jobs) {
    const id = `Job/${job.metadata.name}`;
    const spec = job.spec;
    const pod = spec?.template.spec;
    const [container, ...others] = pod?.containers ?? [];
    if (!spec || !pod || !container || others.length > 0) {
      problems.push(`${id}: expected one container`);
      continue;
    }
    const [node, script, service, ...extra] = container.command ?? [];
    if (node !== 'node' || script !== MIGRATE_SCRIPT || !service || extra.length > 0) {
      problems.push(`${id}: does not run node ${MIGRATE_SCRIPT} <service>`);
      continue;
    }
    migrated.add(service);
    if (job.metadata.labels?.[COMPONENT_LABEL] !== 'migration')
      problems.push(`${id}: not labelled component=migration`);
    if (!['Never', 'OnFailure'].includes(pod.restartPolicy ?? ''))
      problems.push(`${id}: restartPolicy ${pod.restartPolicy}`);
    if (spec.backoffLimit === undefined || spec.backoffLimit > 5)
      problems.push(`${id}: backoffLimit unset or above 5`);
    if (spec.activeDeadlineSeconds === undefined) problems.push(`${id}: no activeDeadlineSeconds`);
    if (spec.ttlSecondsAfterFinished === undefined)
      problems.push(`${id}: no ttlSecondsAfterFinished (a finished Job blocks the next apply)`);
    if (job.metadata.annotations?.['argocd.argoproj.io/hook'] !== 'PreSync')
      problems.push(`${id}: not an Argo CD PreSync hook`);
    const target = deployments.find((deployment) => deployment.name === service);
    const targetContainer = target?.pod.containers[0];
    if (!target || !targetContainer) {
      problems.push(`${id}: migrates ${service}, which has no Deployment`);
      continue;
    }
    if (targetContainer.image !== container.image)
      problems.push(`${id}: image ${container.image} differs from ${service}'s ${targetContainer.image}`);
    if (envValue(container, 'DB_SCHEMA') !== envValue(targetContainer, 'DB_SCHEMA'))
      problems.push(`${id}: DB_SCHEMA differs from ${service}'s`);
  }
  for (const deployment of deployments) {
    const id = `Deployment/${deployment.name}`;
    if (allContainers(deployment.pod).some(runsMigrations)) problems.push(`${id}: runs migrations itself`);
    const schema = deployment.pod.containers
      .map((container) => envValue(container, 'DB_SCHEMA'))
      .find(Boolean);
    // The worker shares its service's schema; the server's Job migrates it.
    if (schema && isServer(deployment) && !migrated.has(deployment.name))
      problems.push(`${id}: uses schema ${schema} but no Job migrates it`);
    if (schema && !isServer(deployment)) {
      const server = deployments.find(
        (other) => isServer(other) && other.pod.containers.some((c) => envValue(c, 'DB_SCHEMA') === schema),
      );
      if (!server) problems.push(`${id}: uses schema ${schema}, which no service owns`);
      else if (server.pod.containers[0]?.image !== deployment.pod.containers[0]?.image)
        problems.push(`${id}: image differs from ${server.name}'s`);
    }
  }
  return problems;
}

/** Each service the gateway runs with (SERVICES) is reached through <NAME>_URL at a Service that exists. */
export function checkGatewayUpstreams(objects: KubeObject[]): string[] {
  const all = workloads(objects);
  const gateway = all.find((workload) => workload.name === GATEWAY);
  const container = gateway?.pod.containers[0];
  if (!container) return ['no gateway Deployment'];
  const services = ofKind<IService>(objects, 'Service');
  const names = (envValue(container, 'SERVICES') ?? '').split(',').filter(Boolean);
  if (names.length === 0) return ['gateway: SERVICES is empty'];
  return names.flatMap((name) => {
    const variable = `${name.toUpperCase().replace(/-/g, '_')}_URL`;
    const url = envValue(container, variable);
    if (!url) return [`gateway: no ${variable}`];
    const { hostname, port } = new URL(url);
    const service = services.find((candidate) => candidate.metadata.name === hostname);
    if (!service?.spec?.ports?.some((candidate) => String(candidate.port) === port)) {
      return [`gateway: ${variable}=${url} reaches no Service port`];
    }
    const target = all.find((workload) => workload.name === name && isServer(workload));
    return target && serviceSelects(service, target.labels)
      ? []
      : [`gateway: ${variable} reaches Service ${hostname}, not the pods of ${name}`];
  });
}

// --- The service catalogue -----------------------------------------------------------------------------------------

/**
 * Every service of the catalogue (libs/contracts/src/services.ts) is deployed as the kit makes it, and nothing else
 * is: its server Deployment on the catalogue's port and schema, with its Service, HPA, PDB and a NetworkPolicy that
 * lets the gateway in on that port; its migration Job NAME-migrate; a Deployment NAME-WORKER (dist/WORKER.js, the
 * same image and schema) with its HPA and PDB per worker; the gateway's NAME_URL pointing at it. The other checks
 * say whether those objects are sound; this one says that they are there for every entry.
 */
export function checkCatalogue(objects: KubeObject[], catalogue: readonly ServiceEntry[]): string[] {
  const all = workloads(objects);
  const services = ofKind<IService>(objects, 'Service');
  const hpas = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');
  const pdbs = ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
  const gateway = all.find((workload) => workload.name === GATEWAY)?.pod.containers[0];
  const problems: string[] = [];
  const scaled = (id: string, deployment: Workload) => {
    if (!hpas.some((hpa) => hpa.spec?.scaleTargetRef.name === deployment.name))
      problems.push(`${id}: no HorizontalPodAutoscaler`);
    if (!pdbs.some((pdb) => selects(pdb.spec?.selector, deployment.labels)))
      problems.push(`${id}: no PodDisruptionBudget`);
  };
  const expected = new Set([GATEWAY]);
  for (const entry of catalogue) {
    const id = `catalogue service ${entry.name}`;
    expected.add(entry.name);
    const server = all.find((w) => w.kind === 'Deployment' && w.name === entry.name);
    const container = server?.pod.containers[0];
    if (!server || !container || !isServer(server)) {
      problems.push(`${id}: no server Deployment ${entry.name}`);
      continue;
    }
    if (
      declaredPort([container], entry.port) === undefined ||
      envValue(container, 'PORT') !== String(entry.port)
    )
      problems.push(`${id}: Deployment does not listen on the catalogue's port ${entry.port}`);
    if (envValue(container, 'DB_SCHEMA') !== entry.schema)
      problems.push(`${id}: Deployment's DB_SCHEMA is not the catalogue's ${entry.schema}`);
    if (!parseImage(container.image ?? '').name.endsWith(`${PART_OF}/${entry.name}`))
      problems.push(`${id}: image ${container.image} is not ${PART_OF}/${entry.name}`);
    const service = services.find((candidate) => candidate.metadata.name === entry.name);
    if (!service || !serviceSelects(service, server.labels))
      problems.push(`${id}: no Service ${entry.name} selecting its pods`);
    else if (!service.spec?.ports?.some((port) => port.port === entry.port))
      problems.push(`${id}: Service ${entry.name} has no port ${entry.port}`);
    scaled(id, server);
    const fromGateway = admittedSources(objects, server).sources.some(
      ({ peer, ports }) => peer === 'gateway' && ports.includes(entry.port),
    );
    if (!fromGateway) problems.push(`${id}: no NetworkPolicy lets the gateway in on ${entry.port}`);
    const job = all.find((w) => w.kind === 'Job' && w.name === `${entry.name}-migrate`);
    const migrate = job?.pod.containers[0];
    expected.add(`${entry.name}-migrate`);
    if (!migrate) problems.push(`${id}: no Job ${entry.name}-migrate`);
    else if (migrate.command?.at(-1) !== entry.name || envValue(migrate, 'DB_SCHEMA') !== entry.schema)
      problems.push(`${id}: Job ${entry.name}-migrate does not migrate ${entry.name} into ${entry.schema}`);
    for (const worker of entry.workers) {
      const name = `${entry.name}-${worker}`;
      expected.add(name);
      const deployment = all.find((w) => w.kind === 'Deployment' && w.name === name);
      const workerContainer = deployment?.pod.containers[0];
      if (!deployment || !workerContainer || !isWorker(deployment)) {
        problems.push(`${id}: no worker Deployment ${name}`);
        continue;
      }
      if (JSON.stringify(workerContainer.args) !== JSON.stringify([`dist/${worker}.js`]))
        problems.push(`${id}: ${name} does not run dist/${worker}.js`);
      if (workerContainer.image !== container.image) problems.push(`${id}: ${name} runs another image`);
      if (envValue(workerContainer, 'DB_SCHEMA') !== entry.schema)
        problems.push(`${id}: ${name}'s DB_SCHEMA is not ${entry.schema}`);
      scaled(`${id}: ${name}`, deployment);
    }
    const variable = serviceUrlVariable(entry.name);
    const url = gateway && envValue(gateway, variable);
    if (url !== `http://${entry.name}:${entry.port}`)
      problems.push(`${id}: the gateway's ${variable} is ${url}`);
    const enabled = (gateway && envValue(gateway, 'SERVICES')?.split(',')) ?? [];
    if (!enabled.includes(entry.name)) problems.push(`${id}: not in the gateway's SERVICES`);
  }
  for (const workload of all) {
    if (!expected.has(workload.name))
      problems.push(`${workload.kind}/${workload.name}: not made from the service catalogue`);
  }
  return problems;
}
