import { describe, expect, it } from 'vitest';
import deStaff from '@/i18n/messages/de/staff.json';
import deStaffAuth from '@/i18n/messages/de/staff-auth.json';
import enStaff from '@/i18n/messages/en/staff.json';
import enStaffAuth from '@/i18n/messages/en/staff-auth.json';
import { grantablePermissions } from './permissions';
import { staffRoles } from './staff-policy';

// Labels are looked up by name at run time, so no type check sees a missing one: the team page
// would show a key instead of words.
const languages = [
  { locale: 'de', staff: deStaff, staffAuth: deStaffAuth },
  { locale: 'en', staff: enStaff, staffAuth: enStaffAuth },
] as const;

describe.each(languages)('staff labels ($locale)', ({ staff, staffAuth }) => {
  it('names every grantable permission on the team page', () => {
    const labels: Record<string, string> = staffAuth.StaffAuth.team.grants.permissions;
    for (const permission of grantablePermissions) expect(labels[permission], permission).toMatch(/\S/);
  });

  it('names every role in both places that show it', () => {
    const authRoles: Record<string, string> = staffAuth.StaffAuth.roles;
    const officeRoles: Record<string, string> = staff.Staff.roles;
    for (const role of staffRoles) {
      expect(authRoles[role], role).toMatch(/\S/);
      expect(officeRoles[role], role).toMatch(/\S/);
    }
  });
});
