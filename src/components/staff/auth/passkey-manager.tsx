'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { postStaff, staffAuthClient } from './auth-client';
import { FormError, fieldClass, labelClass } from './form-error';
import { failureText, type ErrorLabels } from './labels';

export type PasskeyLabels = {
  noPasskeys: string;
  passkeyName: string;
  addPasskey: string;
  passkeyAdded: string;
  unnamedPasskey: string;
  removePasskey: string;
  /** "Remove passkey “{name}”", with {name} filled in here. */
  removePasskeyLabel: string;
  passkeyRemoved: string;
  /** The password or a TOTP code, asked before each new passkey (a fresh proof). */
  proof: string;
  proofHint: string;
};

type Passkey = { id: string; name?: string | null };

/** The account's passkeys: list, register one (the browser's WebAuthn dialog), remove one. */
export function PasskeyManager({
  labels,
  errors,
  initial,
}: {
  labels: PasskeyLabels;
  errors: ErrorLabels;
  /** The account's passkeys as the server listed them. */
  initial: Passkey[];
}) {
  const [passkeys, setPasskeys] = useState<Passkey[]>(initial);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load() {
    const { data } = await staffAuthClient.passkey.listUserPasskeys();
    if (data) setPasskeys(data as Passkey[]);
  }

  /** A fresh proof first (src/server/auth/fresh-proof.ts): a session alone adds no passkey. */
  async function add(form: HTMLFormElement) {
    const fields = new FormData(form);
    const name = String(fields.get('name') ?? '').trim();
    const { error: refused } = await postStaff('/staff/confirm-identity', {
      secret: String(fields.get('proof') ?? ''),
    });
    if (refused) return setError(failureText(refused, errors, 'wrongProof'));
    const result = await staffAuthClient.passkey.addPasskey({ name: name || undefined });
    if (result?.error) return setError(failureText(result.error, errors, 'passkeyFailed', 'passkeyFailed'));
    form.reset();
    setStatus(labels.passkeyAdded);
    await load();
  }

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typeof window.PublicKeyCredential === 'undefined') return setError(errors.passkeyUnsupported);
    setBusy(true);
    setError(null);
    setStatus(null);
    void add(event.currentTarget)
      .catch(() => setError(errors.passkeyFailed))
      .finally(() => setBusy(false));
  }

  function onRemove(id: string) {
    setBusy(true);
    setError(null);
    setStatus(null);
    void staffAuthClient.passkey
      .deletePasskey({ id })
      .then(async ({ error: failure }) => {
        if (failure) return setError(failureText(failure, errors));
        setStatus(labels.passkeyRemoved);
        await load();
      })
      .catch(() => setError(errors.generic))
      .finally(() => setBusy(false));
  }

  return (
    <div className="space-y-4">
      {passkeys.length === 0 && <p className="text-sm text-slate-700">{labels.noPasskeys}</p>}
      {passkeys.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="passkey-list">
          {passkeys.map((passkey) => {
            const name = passkey.name || labels.unnamedPasskey;
            return (
              <li key={passkey.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>{name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={labels.removePasskeyLabel.replace('{name}', name)}
                  onClick={() => onRemove(passkey.id)}
                >
                  {labels.removePasskey}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        onSubmit={onAdd}
        className="flex flex-wrap items-end gap-2"
        aria-describedby="passkey-error passkey-proof-hint"
      >
        <p id="passkey-proof-hint" className="w-full text-sm text-slate-700">
          {labels.proofHint}
        </p>
        <label className={`${labelClass} min-w-56 flex-1`}>
          {labels.passkeyName}
          <input name="name" maxLength={60} className={fieldClass} />
        </label>
        <label className={`${labelClass} min-w-56 flex-1`}>
          {labels.proof}
          <input name="proof" type="password" required autoComplete="current-password" className={fieldClass} />
        </label>
        <Button type="submit" disabled={busy}>
          {labels.addPasskey}
        </Button>
      </form>
      <p aria-live="polite" className={status ? 'text-sm font-medium text-emerald-800' : 'sr-only'}>
        {status ?? ''}
      </p>
      <FormError id="passkey-error" text={error} />
    </div>
  );
}
