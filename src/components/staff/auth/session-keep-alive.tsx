'use client';

import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';

/**
 * Asks /api/auth/get-session once when a back-office page opens. A page renders on the server,
 * where the session's cookie cannot be renewed; this request can, so working in the back office
 * keeps the session alive (12 hours after the last activity) in the browser too.
 */
export function SessionKeepAlive() {
  useEffect(() => {
    void apiRequest('GET', '/api/auth/get-session', undefined, { cache: 'no-store' }).catch(() => undefined);
  }, []);
  return null;
}
