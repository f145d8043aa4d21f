import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SERVICES, type ServiceName } from '@readiness/contracts/services';
import { ZServiceEnv, calledServiceUrlShape, parseEnv, serviceUrlShape } from '@readiness/service';

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

const SERVICE_NAMES_IN_CATALOGUE = SERVICES.map((entry) => entry.name);

const ZGatewayEnv = ZServiceEnv.extend({
  PORT: z.coerce.number().int().positive().default(8080),
  /** `<NAME>_URL` of every catalogued service: auth's (AUTH_URL, named here for its type), then the others. */
  ...calledServiceUrlShape(['auth']),
  ...serviceUrlShape('auth'),
  /** The catalogued services this deployment runs; /api routes of others answer 404 and health does not wait for them. */
  SERVICES: z
    .string()
    .default(SERVICE_NAMES_IN_CATALOGUE.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SERVICE_NAMES_IN_CATALOGUE as [ServiceName, ...ServiceName[]]))),
  STATIC_DIR: z.string().default(DEFAULT_STATIC_DIR),
  /** Comma-separated origins allowed to make cookie-authenticated writes, besides the request's own host. */
  APP_ORIGIN: z.string().default('http://localhost:8080'),
  /** Express's trust proxy setting: hops in front of the gateway (ingress) whose X-Forwarded-For counts. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  ACCESS_EVENT_BUFFER: z.coerce.number().int().positive().default(10_000),
  /** Where traces go (read by the exporter itself); without either, the API path opens no span at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().optional(),
});
export type GatewayEnv = z.infer<typeof ZGatewayEnv>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return parseEnv(ZGatewayEnv, source);
}
