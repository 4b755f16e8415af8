'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { postStaff, staffAuthClient } from './auth-client';
import { FormError } from './form-error';

/**
 * Sign out here, or everywhere (every session and trusted device of the account is revoked, and
 * on request every passkey removed: src/server/auth/sign-out-everywhere.ts), then to the sign-in.
 */
export function SignOutButtons({
  labels,
  signInHref,
  errorText,
}: {
  labels: { signOut: string; signOutEverywhere: string; removePasskeysToo: string };
  signInHref: string;
  errorText: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removePasskeys, setRemovePasskeys] = useState(false);

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
        <Button
          type="button"
          disabled={busy}
          onClick={() => run(() => postStaff('/staff/sign-out-everywhere', { removePasskeys }))}
        >
          {labels.signOutEverywhere}
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={removePasskeys}
          onChange={(event) => setRemovePasskeys(event.currentTarget.checked)}
          className="size-4"
        />
        {labels.removePasskeysToo}
      </label>
      <FormError id="sign-out-error" text={error} />
    </div>
  );
}
