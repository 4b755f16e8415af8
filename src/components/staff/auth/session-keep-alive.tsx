'use client';

import { useEffect } from 'react';

/**
 * Asks /api/auth/get-session once when a back-office page opens. A page renders on the server,
 * where the session's cookie cannot be renewed; this request can, so working in the back office
 * keeps the session alive (12 hours after the last activity) in the browser too.
 */
export function SessionKeepAlive() {
  useEffect(() => {
    void fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
  }, []);
  return null;
}
