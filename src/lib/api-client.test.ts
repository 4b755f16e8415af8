import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with credentials and returns the response', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await apiRequest('POST', '/api/contact', { a: 1 });
    expect(await response.json()).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('locale', 'de');
    await apiRequest('POST', '/api/sell-list/match', form);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sell-list/match',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: form, headers: undefined }),
    );
  });

  it('raises a non-2xx as "<status>: <text>"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Zu viele Anfragen"}', { status: 429 })),
    );
    const error = await apiRequest('POST', '/api/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('429: {"error":"Zu viele Anfragen"}');
    expect((error as ApiError).json()).toEqual({ error: 'Zu viele Anfragen' });
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});
