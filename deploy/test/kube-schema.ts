// Validates rendered objects against the Kubernetes OpenAPI schemas, as compiled into validators by the
// `kubernetes-models` package (types, enums, formats such as quantities, required fields). Like kubeconform
// without --strict, it does not reject unknown fields: the policy checks require the fields that matter.
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { KubeObject } from './render.ts';

interface Validating {
  validate(): void;
}
type ModelConstructor = new (data: never) => Validating;

// Every kind the manifests use. A new kind must be added here, so that it is validated too.
const MODELS: Record<string, ModelConstructor> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

/**
 * kustomize folds the base64 of generated Secrets over several lines. The API server decodes it with Go's base64,
 * which ignores line breaks; the schema's "byte" format does not, so the breaks are removed before validating.
 */
function unfoldSecretData(object: KubeObject): KubeObject {
  if (object.kind !== 'Secret' || typeof object.data !== 'object' || object.data === null) return object;
  const data = Object.fromEntries(
    Object.entries(object.data as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/[\r\n]/g, '') : value,
    ]),
  );
  return { ...object, data };
}

/** The schema violations of each object, as "Kind/name: message"; empty when all are valid. */
export function schemaViolations(objects: KubeObject[]): string[] {
  return objects.flatMap((object) => {
    const id = `${object.kind}/${object.metadata.name}`;
    const Model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!Model) return [`${id}: no schema for ${object.apiVersion} ${object.kind}`];
    try {
      new Model(unfoldSecretData(object) as never).validate();
      return [];
    } catch (error) {
      return [`${id}: ${error instanceof Error ? error.message : String(error)}`];
    }
  });
}
