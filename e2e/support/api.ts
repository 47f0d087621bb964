/** A test agent talking to a running server over real HTTP. */
export type ApiResponse<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export class ApiAgent {
  constructor(
    readonly baseUrl: string,
    readonly apiKey: string,
    readonly agentId: string,
  ) {}

  call<T = Record<string, any>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResponse<T>> {
    return callApi<T>(this.baseUrl, method, path, body, this.apiKey);
  }

  ask(fields: Record<string, unknown> = {}) {
    return this.call('POST', '/v1/tasks', {
      question: 'Is the coffee stand inside open right now?',
      location: 'Ferry Building Marketplace, San Francisco',
      task_type: 'is_open',
      idempotency_key: `key-${Math.random().toString(36).slice(2)}`,
      ...fields,
    });
  }

  /** The same agent reached through another server process. */
  via(baseUrl: string): ApiAgent {
    return new ApiAgent(baseUrl, this.apiKey, this.agentId);
  }
}

export async function callApi<T = Record<string, any>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  apiKey?: string,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export function baseUrl(which: 1 | 2 = 1): string {
  const url = which === 1 ? process.env.BASE_URL : process.env.BASE_URL_2;
  if (!url) throw new Error('BASE_URL is not set: run the tests with `npm test`');
  return url;
}

export async function signUp(name = 'test-agent', server = baseUrl()): Promise<ApiAgent> {
  const response = await callApi(server, 'POST', '/v1/signup', { name });
  if (response.status !== 200) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
  return new ApiAgent(server, response.body.api_key, response.body.agent_id);
}
