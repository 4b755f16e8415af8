'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { staffAuthClient } from './auth-client';
import { FormError } from './form-error';

/** Sign out here, or everywhere (every session of the account is revoked), then to the sign-in. */
export function SignOutButtons({
  labels,
  signInHref,
  errorText,
}: {
  labels: { signOut: string; signOutEverywhere: string };
  signInHref: string;
  errorText: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function run(task: () => Promise<{ error?: unknown } | null | undefined>) {
    setBusy(true);
    setError(null);
    void task()
      .then((result) => (result?.error ? setError(errorText) : window.location.assign(signInHref)))
      .catch(() => setError(errorText))
      .finally(() => setBusy(false));
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" disabled={busy} onClick={() => run(() => staffAuthClient.signOut())}>
          {labels.signOut}
        </Button>
        <Button type="button" disabled={busy} onClick={() => run(() => staffAuthClient.revokeSessions())}>
          {labels.signOutEverywhere}
        </Button>
      </div>
      <FormError id="sign-out-error" text={error} />
    </div>
  );
}
