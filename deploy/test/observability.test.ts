// Tracing: the collector, Tempo and Grafana config files (shared by docker-compose.yml and deploy/observability)
// agree with each other and with where the app sends its spans; deploy/observability renders to valid, locked-down
// Kubernetes objects built from those same files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IConfigMap, IService } from 'kubernetes-models/v1';
import { loadCompose } from './compose.ts';
import { schemaViolations } from './kube-schema.ts';
import {
  ofKind,
  resourceViolations,
  securityViolations,
  serviceSelects,
  workloads,
  checkReferences,
} from './policy.ts';
import { REPO_ROOT, readYaml, renderKustomization, type KubeObject } from './render.ts';

interface CollectorConfig {
  receivers?: Record<string, { protocols?: Record<string, { endpoint?: string }> } | null>;
  processors?: Record<string, unknown>;
  exporters?: Record<string, { endpoint?: string } | null>;
  extensions?: Record<string, unknown>;
  service?: {
    extensions?: string[];
    pipelines?: Record<string, { receivers?: string[]; processors?: string[]; exporters?: string[] }>;
  };
}
interface TempoConfig {
  server?: { http_listen_port?: number };
  distributor?: { receivers?: { otlp?: { protocols?: { grpc?: { endpoint?: string } } } } };
  storage?: { trace?: { backend?: string; wal?: { path?: string }; local?: { path?: string } } };
}
interface Datasources {
  datasources?: { name: string; type: string; url: string; uid?: string }[];
}

const COLLECTOR_FILE = 'deploy/otel/collector.yaml';
const TEMPO_FILE = 'deploy/tempo/tempo.yaml';
const DATASOURCES_FILE = 'deploy/grafana/provisioning/datasources/tempo.yaml';
const portOf = (endpoint: string | undefined) => endpoint?.split(':').at(-1);

/** Every component a pipeline names is defined; traces go from OTLP to an exporter aimed at Tempo's OTLP/gRPC port. */
function checkCollector(collector: CollectorConfig, tempo: TempoConfig): string[] {
  const problems: string[] = [];
  for (const [name, pipeline] of Object.entries(collector.service?.pipelines ?? {})) {
    for (const section of ['receivers', 'processors', 'exporters'] as const) {
      for (const component of pipeline[section] ?? []) {
        if (!(component in (collector[section] ?? {})))
          problems.push(`pipeline ${name}: ${section.slice(0, -1)} ${component} is not defined`);
      }
    }
  }
  for (const extension of collector.service?.extensions ?? []) {
    if (!(extension in (collector.extensions ?? {}))) problems.push(`extension ${extension} is not defined`);
  }
  const traces = collector.service?.pipelines?.traces;
  if (!traces?.receivers?.includes('otlp')) problems.push('no traces pipeline receiving OTLP');
  const tempoPort = portOf(tempo.distributor?.receivers?.otlp?.protocols?.grpc?.endpoint);
  const toTempo = (traces?.exporters ?? []).some((name) => {
    const endpoint = collector.exporters?.[name]?.endpoint;
    return name.startsWith('otlp') && endpoint?.startsWith('tempo:') && portOf(endpoint) === tempoPort;
  });
  if (!toTempo) problems.push(`traces are not exported to tempo:${tempoPort}`);
  return problems;
}

/** Grafana's Tempo datasource points at Tempo's HTTP port. */
function checkDatasources(datasources: Datasources, tempo: TempoConfig): string[] {
  const source = datasources.datasources?.find((candidate) => candidate.type === 'tempo');
  if (!source) return ['no Tempo datasource'];
  const url = new URL(source.url);
  return url.hostname === 'tempo' && url.port === String(tempo.server?.http_listen_port)
    ? []
    : [`datasource ${source.url} is not Tempo's HTTP port`];
}

describe('the tracing config files', () => {
  const collector = readYaml(COLLECTOR_FILE) as CollectorConfig;
  const tempo = readYaml(TEMPO_FILE) as TempoConfig;
  const datasources = readYaml(DATASOURCES_FILE) as Datasources;

  it('send OTLP traces from the collector to Tempo', () => {
    expect(checkCollector(collector, tempo)).toEqual([]);
  });

  it('let Grafana read Tempo', () => {
    expect(checkDatasources(datasources, tempo)).toEqual([]);
  });

  it('receive what the apps send: OTLP over HTTP on the collector’s port, in compose and in Kubernetes', () => {
    const httpPort = portOf(collector.receivers?.otlp?.protocols?.http?.endpoint);
    expect(httpPort).toBe('4318');
    const compose = loadCompose('docker-compose.yml');
    const appEndpoints = Object.values(compose.services).flatMap((service) => {
      const value = service.environment?.OTEL_EXPORTER_OTLP_ENDPOINT;
      return typeof value === 'string' ? [value] : [];
    });
    expect(appEndpoints.length).toBeGreaterThan(0);
    for (const endpoint of appEndpoints) expect(endpoint).toBe(`http://otel-collector:${httpPort}`);
    const [config] = ofKind<IConfigMap>(renderKustomization('base'), 'ConfigMap');
    expect(new URL(config?.data?.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').port).toBe(httpPort);
  });

  it('notice a broken pipeline or datasource', () => {
    const wrongExporter = structuredClone(collector);
    const traces = wrongExporter.service?.pipelines?.traces;
    if (traces) traces.exporters = ['otlp/jaeger'];
    expect(checkCollector(wrongExporter, tempo).join('\n')).toMatch(
      /exporter otlp\/jaeger is not defined[\s\S]*not exported to tempo:4317/,
    );
    const wrongPort = structuredClone(tempo);
    if (wrongPort.server) wrongPort.server.http_listen_port = 3100;
    expect(checkDatasources(datasources, wrongPort)).toEqual([
      "datasource http://tempo:3200 is not Tempo's HTTP port",
    ]);
    expect(
      checkCollector(collector, {
        distributor: { receivers: { otlp: { protocols: { grpc: { endpoint: '0.0.0.0:9999' } } } } },
      }),
    ).toEqual(['traces are not exported to tempo:9999']);
  });
});

describe('kustomize build observability', () => {
  let objects: KubeObject[];
  beforeAll(() => {
    objects = renderKustomization('observability');
  });
  const service = (name: string) =>
    ofKind<IService>(objects, 'Service').find((candidate) => candidate.metadata.name === name);
  const configMapData = (prefix: string) =>
    ofKind<IConfigMap>(objects, 'ConfigMap').find((configMap) => configMap.metadata.name.startsWith(prefix))
      ?.data ?? {};

  it('validates against the Kubernetes schemas, all in the observability namespace', () => {
    expect(schemaViolations(objects)).toEqual([]);
    expect(
      objects.filter(
        (object) => object.kind !== 'Namespace' && object.metadata.namespace !== 'observability',
      ),
    ).toEqual([]);
  });

  it('runs the collector, Tempo and Grafana locked down, with probes and resources, each behind a Service', () => {
    const all = workloads(objects);
    expect(all.map((workload) => workload.name).sort()).toEqual(['grafana', 'otel-collector', 'tempo']);
    for (const workload of all) {
      expect(securityViolations(workload)).toEqual([]);
      expect(resourceViolations(workload)).toEqual([]);
      for (const container of workload.pod.containers) {
        expect(container.readinessProbe, workload.name).toBeDefined();
        expect(container.livenessProbe, workload.name).toBeDefined();
      }
      expect(
        ofKind<IService>(objects, 'Service').some((candidate) => serviceSelects(candidate, workload.labels)),
        workload.name,
      ).toBe(true);
    }
    expect(checkReferences(objects)).toEqual([]);
  });

  it('mounts the very files docker-compose.yml uses', () => {
    const file = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
    expect(configMapData('otel-collector-config')['collector.yaml']).toBe(file(COLLECTOR_FILE));
    expect(configMapData('tempo-config')['tempo.yaml']).toBe(file(TEMPO_FILE));
    expect(configMapData('grafana-datasources')['tempo.yaml']).toBe(file(DATASOURCES_FILE));
    const args = workloads(objects).flatMap((workload) =>
      workload.pod.containers.flatMap((container) => container.args ?? []),
    );
    expect(args).toContain('--config=/etc/otelcol-contrib/collector.yaml');
    expect(args).toContain('-config.file=/etc/tempo/tempo.yaml');
  });

  it('exposes the ports the app, the collector and Grafana call', () => {
    const ports = (name: string) => (service(name)?.spec?.ports ?? []).map((port) => port.port).sort();
    const appEndpoint = new URL(
      ofKind<IConfigMap>(renderKustomization('base'), 'ConfigMap')[0]?.data?.OTEL_EXPORTER_OTLP_ENDPOINT ??
        '',
    );
    expect(appEndpoint.hostname).toBe('otel-collector.observability.svc.cluster.local');
    expect(ports('otel-collector')).toContain(Number(appEndpoint.port));
    expect(ports('tempo')).toEqual([3200, 4317]);
    expect(ports('grafana')).toEqual([3000]);
  });
});
