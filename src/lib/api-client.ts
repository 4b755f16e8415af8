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

/** `body` goes as JSON; a `FormData` body goes as it is (multipart, the browser sets its boundary). */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(path, {
    ...init,
    method,
    headers: json ? { 'Content-Type': 'application/json', ...init.headers } : init.headers,
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}
