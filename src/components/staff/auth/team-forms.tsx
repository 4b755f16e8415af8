'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { postStaff } from './auth-client';
import { FormError, fieldClass, labelClass } from './form-error';
import { failureText, type ErrorLabels } from './labels';

export type InviteLabels = {
  email: string;
  role: string;
  invite: string;
  inviting: string;
  /** "The invitation to {email} is in the outbox." */
  invited: string;
  roles: { admin: string; staff: string };
};

/** The admin's invitation form; the server stores the invitation and its mail in one go. */
export function InviteForm({
  labels,
  errors,
  locale,
}: {
  labels: InviteLabels;
  errors: ErrorLabels;
  locale: 'de' | 'en';
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    setStatus(null);
    void postStaff('/staff/invite', { email, role: String(data.get('role')), locale })
      .then(({ error: failure }) => {
        if (failure) return setError(failureText(failure, errors, 'emailInvalid'));
        form.reset();
        setStatus(labels.invited.replace('{email}', email));
        router.refresh();
      })
      .catch(() => setError(errors.generic))
      .finally(() => setBusy(false));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-describedby="invite-error">
      <div className="flex flex-wrap items-end gap-2">
        <label className={`${labelClass} min-w-64 flex-1`}>
          {labels.email}
          <input name="email" type="email" required maxLength={254} className={fieldClass} />
        </label>
        <label className={labelClass}>
          {labels.role}
          <select name="role" defaultValue="staff" className={fieldClass}>
            <option value="staff">{labels.roles.staff}</option>
            <option value="admin">{labels.roles.admin}</option>
          </select>
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? labels.inviting : labels.invite}
        </Button>
      </div>
      <p aria-live="polite" className={status ? 'text-sm font-medium text-emerald-800' : 'sr-only'}>
        {status ?? ''}
      </p>
      <FormError id="invite-error" text={error} />
    </form>
  );
}

type MemberActionTexts = { label: string; ariaLabel: string; confirmText: string; errorText: string };

/**
 * A member action after a confirmation: posts it, then reloads the page's data; its outcome is
 * announced beside the button (`doneText`, if any, on success; `errorText` on failure).
 */
function MemberActionButton({
  path,
  body,
  label,
  ariaLabel,
  confirmText,
  errorText,
  doneText,
  live,
}: MemberActionTexts & {
  path: string;
  body: Record<string, string>;
  doneText?: string;
  live: 'polite' | 'assertive';
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  function onClick() {
    if (!window.confirm(confirmText)) return;
    setBusy(true);
    setMessage(null);
    void postStaff(path, body)
      .then(({ error: failure }) => {
        if (failure) return setMessage({ kind: 'error', text: errorText });
        if (doneText) setMessage({ kind: 'done', text: doneText });
        router.refresh();
      })
      .catch(() => setMessage({ kind: 'error', text: errorText }))
      .finally(() => setBusy(false));
  }

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button type="button" size="sm" variant="secondary" disabled={busy} aria-label={ariaLabel} onClick={onClick}>
        {label}
      </Button>
      <span
        aria-live={live}
        className={
          message ? (message.kind === 'error' ? 'text-sm text-rose-800' : 'text-sm text-emerald-800') : 'sr-only'
        }
      >
        {message?.text ?? ''}
      </span>
    </span>
  );
}

/** Removes a member after a confirmation (the account, its sessions and passkeys are deleted). */
export function RemoveMemberButton({ userId, ...texts }: MemberActionTexts & { userId: string }) {
  return <MemberActionButton {...texts} path="/staff/remove-member" body={{ userId }} live="assertive" />;
}

/**
 * An admin resets a member who lost the password or the authenticator: after a confirmation,
 * sessions, password, second factor and passkeys are gone and the member gets a new one-time link.
 */
export function ResetAccessButton({
  userId,
  locale,
  ...texts
}: MemberActionTexts & { userId: string; locale: string; doneText: string }) {
  return <MemberActionButton {...texts} path="/staff/reset-access" body={{ userId, locale }} live="polite" />;
}
