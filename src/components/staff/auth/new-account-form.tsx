'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { postStaff } from './auth-client';
import { FormError, fieldClass, labelClass } from './form-error';
import { failureText, type ErrorLabels } from './labels';
import { TotpEnrolment, type TotpLabels } from './totp-enrolment';

export type NewAccountLabels = {
  name: string;
  email: string;
  password: string;
  passwordHint: string;
  submit: string;
  creating: string;
  /** Shown once the account exists, before the second factor is set up. */
  created: string;
};

/**
 * Creating an account from the setup link (asks for the e-mail address) or an invitation (the
 * address is the invited one). The account is signed in at once and goes straight on to the
 * required TOTP enrolment, with the password it just chose.
 */
export function NewAccountForm({
  intro,
  mode,
  token,
  minPasswordLength,
  labels,
  totpLabels,
  errors,
  doneHref,
}: {
  /** What the page says before the account exists ("no account yet …"); it goes once the account is made. */
  intro: string;
  mode: 'setup' | 'invitation';
  token: string;
  minPasswordLength: number;
  labels: NewAccountLabels;
  totpLabels: TotpLabels;
  errors: ErrorLabels;
  doneHref: string;
}) {
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (password) {
    // The account exists now: say so, instead of the page's "no account yet" above a form that is gone.
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {labels.created}
        </p>
        <TotpEnrolment labels={totpLabels} errors={errors} doneHref={doneHref} password={password} />
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const chosen = String(form.get('password') ?? '');
    if (!name) return setError(errors.nameRequired);
    if (chosen.length < minPasswordLength) return setError(errors.passwordTooShort);
    const body: Record<string, string> = { token, name, password: chosen };
    if (mode === 'setup') body.email = String(form.get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    void postStaff<{ ok: true }>(mode === 'setup' ? '/staff/setup' : '/staff/accept-invitation', body)
      .then(({ error: failure }) => {
        if (failure) {
          const badEmail = mode === 'setup' && failure.status === 400 ? 'emailInvalid' : 'generic';
          return setError(failureText(failure, errors, badEmail, 'invalidLink'));
        }
        setPassword(chosen);
      })
      .catch(() => setError(errors.generic))
      .finally(() => setBusy(false));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-describedby="account-error" noValidate>
      <p className="mt-1 mb-6 text-sm text-slate-700">{intro}</p>
      <label className={labelClass}>
        {labels.name}
        <input name="name" required maxLength={100} autoComplete="name" className={fieldClass} />
      </label>
      {mode === 'setup' && (
        <label className={labelClass}>
          {labels.email}
          <input name="email" type="email" required autoComplete="username" className={fieldClass} />
        </label>
      )}
      <div>
        <label className={labelClass}>
          {labels.password}
          <input
            name="password"
            type="password"
            required
            minLength={minPasswordLength}
            maxLength={128}
            autoComplete="new-password"
            aria-describedby="password-hint"
            className={fieldClass}
          />
        </label>
        <p id="password-hint" className="mt-1 text-sm text-slate-600">
          {labels.passwordHint}
        </p>
      </div>
      <FormError id="account-error" text={error} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? labels.creating : labels.submit}
      </Button>
    </form>
  );
}
