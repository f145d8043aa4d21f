// Renders kustomizations with the real kustomize built into kubectl (`kubectl kustomize`), and reads YAML files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const DEPLOY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = join(DEPLOY_DIR, '..');

/** A rendered Kubernetes object: what every kind has in common; the rest is read per kind. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

/** Parses a multi-document YAML text; a document with a syntax error throws. Empty documents are skipped. */
export function parseYamlDocuments(text: string, source: string): unknown[] {
  return parseAllDocuments(text, { merge: true }).flatMap((document) => {
    if (document.errors.length > 0) {
      throw new Error(`${source}: ${document.errors.map((error) => error.message).join('; ')}`);
    }
    const value: unknown = document.toJS();
    return value === null || value === undefined ? [] : [value];
  });
}

/** Reads one YAML file (relative to the repository root). */
export function readYaml(pathFromRoot: string): unknown {
  const [first, ...rest] = parseYamlDocuments(
    readFileSync(join(REPO_ROOT, pathFromRoot), 'utf8'),
    pathFromRoot,
  );
  if (first === undefined || rest.length > 0)
    throw new Error(`${pathFromRoot}: expected exactly one YAML document`);
  return first;
}

function assertKubeObject(value: unknown, source: string): asserts value is KubeObject {
  const object = value as Partial<KubeObject> | null;
  if (
    typeof object !== 'object' ||
    object === null ||
    typeof object.apiVersion !== 'string' ||
    typeof object.kind !== 'string' ||
    typeof object.metadata?.name !== 'string'
  ) {
    throw new Error(`${source}: not a Kubernetes object: ${JSON.stringify(value).slice(0, 200)}`);
  }
}

/**
 * Renders a kustomization folder (absolute, or relative to deploy/) with `kubectl kustomize`, which is kustomize
 * itself (v5 in current kubectl); fails with kustomize's own message when the kustomization is broken.
 */
export function renderKustomization(dir: string): KubeObject[] {
  const path = dir.startsWith('/') ? dir : join(DEPLOY_DIR, dir);
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') {
      throw new Error(
        'kubectl is needed to render the kustomizations (kubectl kustomize); install kubectl 1.27 or newer',
        { cause: error },
      );
    }
    throw new Error(`kubectl kustomize ${dir} failed: ${stderr?.trim() ?? String(error)}`, { cause: error });
  }
  return parseYamlDocuments(output, dir).map((value) => {
    assertKubeObject(value, dir);
    return value;
  });
}

/** The kustomize version kubectl embeds, e.g. "v5.5.0". */
export function kustomizeVersion(): string {
  const output = execFileSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  const match = /Kustomize Version: (v[\d.]+)/.exec(output);
  if (!match?.[1]) throw new Error(`no kustomize version in: ${output}`);
  return match[1];
}
