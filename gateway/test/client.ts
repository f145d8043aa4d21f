/** A small HTTP client for tests that keeps cookies like a browser and sends the app's Origin on writes. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    private readonly origin: string | undefined = baseUrl,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0 && !('cookie' in headers)) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET' && this.origin && !('origin' in headers)) headers.origin = this.origin;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (body !== undefined && !('content-type' in headers)) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired =
        attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return {
      status: response.status,
      headers: response.headers,
      data: data as Record<string, unknown> & { error?: string },
    };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, headers ? { headers } : {});
  }
  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, {
      ...(json !== undefined ? { json } : {}),
      ...(headers ? { headers } : {}),
    });
  }
}

let counter = 0;
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `user${Date.now().toString(36)}${counter}@example.com`,
    password: 'correct horse battery staple',
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Engines Ltd',
    jobTitle: 'CTO',
    industry: '',
    companySize: '',
    ...overrides,
  };
}
