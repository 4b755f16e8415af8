'use client';

import { useState, type FormEvent } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { postStaff, staffAuthClient } from './auth-client';
import { BackupCodeActions, type BackupCodeActionLabels } from './backup-code-actions';
import { FormError, fieldClass, labelClass } from './form-error';
import { failureText, type ErrorLabels } from './labels';

export type TotpLabels = BackupCodeActionLabels & {
  passwordPrompt: string;
  password: string;
  start: string;
  scan: string;
  qrLabel: string;
  secret: string;
  code: string;
  confirm: string;
  backupTitle: string;
  backupIntro: string;
  continue: string;
};

type Enrolment = { qrSvg: string; secret: string; backupCodes: string[] };

/**
 * TOTP enrolment: the password (given by the account form, or asked for), then the QR code the
 * server drew (an SVG made by the `qrcode` package from the otpauth:// URI, nothing the browser
 * sent) and the key as text, a code to confirm, then the backup codes, shown once.
 */
export function TotpEnrolment({
  labels,
  errors,
  doneHref,
  password: knownPassword,
}: {
  labels: TotpLabels;
  errors: ErrorLabels;
  doneHref: string;
  password?: string;
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(password: string) {
    setBusy(true);
    setError(null);
    try {
      const { data, error: failure } = await postStaff<Enrolment>('/staff/totp-setup', { password });
      if (failure || !data) return setError(failureText(failure, errors, 'wrongPassword'));
      setEnrolment(data);
    } catch {
      setError(errors.generic);
    } finally {
      setBusy(false);
    }
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void start(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    setBusy(true);
    setError(null);
    void staffAuthClient.twoFactor
      .verifyTotp({ code })
      .then(({ error: failure }) =>
        failure ? setError(failureText(failure, errors, 'invalidCode')) : setConfirmed(true),
      )
      .catch(() => setError(errors.generic))
      .finally(() => setBusy(false));
  }

  if (confirmed && enrolment) {
    return (
      <section aria-labelledby="backup-title" className="space-y-4">
        <h2 id="backup-title" className="text-lg font-semibold text-navy-900">
          {labels.backupTitle}
        </h2>
        <p className="text-sm text-slate-700">{labels.backupIntro}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
          {enrolment.backupCodes.map((code) => (
            <li key={code} className="rounded border border-slate-200 bg-slate-50 px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
        <BackupCodeActions codes={enrolment.backupCodes} labels={labels} />
        <a href={doneHref} className={buttonVariants({ variant: 'primary' })}>
          {labels.continue}
        </a>
      </section>
    );
  }

  if (enrolment) {
    return (
      <form onSubmit={onCode} className="space-y-4" aria-describedby="totp-error">
        <p className="text-sm text-slate-700">{labels.scan}</p>
        <div
          role="img"
          aria-label={labels.qrLabel}
          className="mx-auto w-56 bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
          // The SVG comes from our server (qrcode's output for the otpauth:// URI), not from input.
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <p className="text-sm text-slate-700">
          {labels.secret}{' '}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono break-all" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </p>
        <label className={labelClass}>
          {labels.code}
          <input
            name="code"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]{6,7}"
            className={fieldClass}
          />
        </label>
        <FormError id="totp-error" text={error} />
        <Button type="submit" disabled={busy}>
          {labels.confirm}
        </Button>
      </form>
    );
  }

  if (knownPassword) {
    return (
      <div className="space-y-4">
        <FormError id="totp-error" text={error} />
        <Button type="button" disabled={busy} onClick={() => void start(knownPassword)}>
          {labels.start}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onPassword} className="space-y-4" aria-describedby="totp-error">
      <p className="text-sm text-slate-700">{labels.passwordPrompt}</p>
      <label className={labelClass}>
        {labels.password}
        <input name="password" type="password" required autoComplete="current-password" className={fieldClass} />
      </label>
      <FormError id="totp-error" text={error} />
      <Button type="submit" disabled={busy}>
        {labels.start}
      </Button>
    </form>
  );
}
