'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { staffAuthClient } from './auth-client';
import { FormError, fieldClass, labelClass } from './form-error';
import { failureText, type ErrorLabels } from './labels';

export type SignInLabels = {
  email: string;
  password: string;
  submit: string;
  checking: string;
  or: string;
  passkey: string;
  codeTitle: string;
  codeIntro: string;
  code: string;
  backupIntro: string;
  backupCode: string;
  confirm: string;
  useBackup: string;
  useTotp: string;
  startOver: string;
};

type Step = 'credentials' | 'totp' | 'backup';

/**
 * E-mail and password, then the TOTP code (or a backup code); or a passkey. On success the
 * browser goes to `nextHref` (already checked on the server to be a back-office path); an
 * account without TOTP lands on the enrolment page through the office's guard.
 */
export function SignInForm({
  labels,
  errors,
  nextHref,
}: {
  labels: SignInLabels;
  errors: ErrorLabels;
  nextHref: string;
}) {
  const [step, setStep] = useState<Step>('credentials');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const done = () => window.location.assign(nextHref);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch {
      setError(errors.generic);
    } finally {
      setBusy(false);
    }
  }

  function onCredentials(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const { data, error: failure } = await staffAuthClient.signIn.email({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      if (failure) return setError(failureText(failure, errors, 'invalidCredentials'));
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return setStep('totp');
      done();
    });
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    void run(async () => {
      const { error: failure } =
        step === 'totp'
          ? await staffAuthClient.twoFactor.verifyTotp({ code })
          : // Backup codes are lowercase (no 0/O, 1/l/I); a code typed in capitals works too.
            await staffAuthClient.twoFactor.verifyBackupCode({ code: code.toLowerCase() });
      if (failure) return setError(failureText(failure, errors, 'invalidCode', 'invalidCode'));
      done();
    });
  }

  function onPasskey() {
    void run(async () => {
      if (typeof window.PublicKeyCredential === 'undefined') return setError(errors.passkeyUnsupported);
      const result = await staffAuthClient.signIn.passkey();
      if (result?.error) return setError(failureText(result.error, errors, 'passkeyFailed', 'passkeyFailed'));
      done();
    });
  }

  if (step !== 'credentials') {
    return (
      <form onSubmit={onCode} className="space-y-4" aria-describedby="sign-in-error" noValidate>
        <h2 className="text-lg font-semibold text-navy-900">{labels.codeTitle}</h2>
        <p className="text-sm text-slate-700">{step === 'totp' ? labels.codeIntro : labels.backupIntro}</p>
        <label className={labelClass}>
          {step === 'totp' ? labels.code : labels.backupCode}
          <input
            key={step}
            name="code"
            required
            autoFocus
            autoComplete="one-time-code"
            inputMode={step === 'totp' ? 'numeric' : 'text'}
            pattern={step === 'totp' ? '[0-9 ]{6,7}' : undefined}
            className={fieldClass}
          />
        </label>
        <FormError id="sign-in-error" text={error} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? labels.checking : labels.confirm}
        </Button>
        <div className="flex flex-col gap-2 text-sm">
          <button
            type="button"
            className="text-left text-brand-800 underline"
            onClick={() => {
              setError(null);
              setStep(step === 'totp' ? 'backup' : 'totp');
            }}
          >
            {step === 'totp' ? labels.useBackup : labels.useTotp}
          </button>
          <button type="button" className="text-left text-brand-800 underline" onClick={() => window.location.reload()}>
            {labels.startOver}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-6">
      <form onSubmit={onCredentials} className="space-y-4" aria-describedby="sign-in-error">
        <label className={labelClass}>
          {labels.email}
          <input name="email" type="email" required autoComplete="username webauthn" className={fieldClass} />
        </label>
        <label className={labelClass}>
          {labels.password}
          <input name="password" type="password" required autoComplete="current-password" className={fieldClass} />
        </label>
        <FormError id="sign-in-error" text={error} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? labels.checking : labels.submit}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">{labels.or}</p>
      <Button type="button" variant="secondary" disabled={busy} className="w-full" onClick={onPasskey}>
        {labels.passkey}
      </Button>
    </div>
  );
}
