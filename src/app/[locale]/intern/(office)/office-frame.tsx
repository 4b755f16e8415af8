import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionKeepAlive } from '@/components/staff/auth/session-keep-alive';
import { Button } from '@/components/ui/button';
import { StaffFrame, type StaffNavItem } from '@/components/staff/staff-frame';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { hasPermission, type Permission } from '@/server/auth/permissions';
import type { StaffSession } from '@/server/auth/staff-session';

export type OfficeSection = 'inbox' | 'prices' | 'outbox' | 'erasure' | 'audit' | 'team' | 'account';

/** The office's sections; one with a permission is listed to members who have it. */
const sections: { section: OfficeSection; path: string; permission?: Permission }[] = [
  { section: 'inbox', path: staffPaths.inbox, permission: 'leads' },
  { section: 'prices', path: staffPaths.prices, permission: 'prices' },
  { section: 'outbox', path: staffPaths.outbox, permission: 'outbox' },
  { section: 'erasure', path: staffPaths.erasure, permission: 'erasure' },
  { section: 'audit', path: staffPaths.audit, permission: 'audit' },
  { section: 'team', path: staffPaths.team, permission: 'team' },
  { section: 'account', path: staffPaths.account },
];

/**
 * Every office page renders inside this frame, naming its section (a layout cannot know the
 * current page). A section is listed to members with its permission; its page checks it too.
 */
export async function OfficeFrame({
  locale,
  session,
  section,
  children,
}: {
  locale: Locale;
  session: StaffSession;
  section: OfficeSection;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Staff' });
  const items: StaffNavItem[] = sections
    .filter((entry) => !entry.permission || hasPermission(session, entry.permission))
    .map((entry) => ({
      href: staffHref(entry.path, locale),
      label: t(`nav.${entry.section}`),
      current: entry.section === section,
    }));
  return (
    <StaffFrame
      areaName={t('areaName')}
      homeHref={staffHref(staffPaths.inbox, locale)}
      navigationLabel={t('navigation')}
      skipLabel={t('skipToContent')}
      items={items}
      userLine={`${t('signedInAs', { name: session.name })} · ${t(`roles.${session.role}`)}`}
      signOut={
        <form method="post" action="/api/staff/sign-out">
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" variant="outlineInverse" size="sm">
            {t('signOut')}
          </Button>
        </form>
      }
    >
      {/* Pages render on the server, where the session cookie cannot be renewed; this can. */}
      <SessionKeepAlive />
      {children}
    </StaffFrame>
  );
}
