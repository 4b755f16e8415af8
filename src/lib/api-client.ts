/**
 * The one client for the site's JSON endpoints: JSON body, credentials included,
 * every non-2xx raised as `Error("<status>: <text or statusText>")`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The parsed JSON body, if the server sent JSON. */
  json<T = unknown>(): T | undefined {
    try {
      return JSON.parse(this.body) as T;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
}

export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(path, {
    ...init,
    method,
    headers: body === undefined ? init.headers : { 'Content-Type': 'application/json', ...init.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}
