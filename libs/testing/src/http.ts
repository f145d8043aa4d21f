export interface CallResult<T = Record<string, unknown>> {
  status: number;
  /** The JSON body (`{}` when the answer is not JSON; `{ raw }` when it says JSON but is not). */
  data: T;
  headers: Headers;
  body: Buffer;
}

/** One HTTP call of a test: a JSON body in (a string is sent as it is), the status, JSON, headers and bytes out. */
export async function call<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult<T>> {
  const response = await fetch(new URL(path, url), {
    // fetch sends a method as written, and Node's parser refuses a lower-case `patch`.
    method: method.toUpperCase(),
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const raw = Buffer.from(await response.arrayBuffer());
  let data = {} as T;
  if ((response.headers.get('content-type') ?? '').includes('json') && raw.length > 0) {
    try {
      data = JSON.parse(raw.toString('utf8')) as T;
    } catch {
      data = { raw: raw.toString('utf8') } as T;
    }
  }
  return { status: response.status, data, headers: response.headers, body: raw };
}
