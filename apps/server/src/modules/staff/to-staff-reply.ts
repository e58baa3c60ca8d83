import { type TCurrentUser, type TDepartment, type TStaffUser, ZLanguage } from '@crm/contracts';
import type { StaffRecord } from './staff-record.ts';

export function toStaffReply(s: StaffRecord): TStaffUser {
  return {
    _id: s.id,
    first_name: s.firstName,
    last_name: s.lastName,
    email: s.email,
    department: s.department as TDepartment,
    brands: s.brands,
    permissions: s.permissions,
    role: s.role ? { _id: s.role.id, name: s.role.name, permissions: s.role.permissions } : null,
    sales_rotation_countries: s.salesRotationCountries,
    enable_country_whitelist: s.enableCountryWhitelist,
    whitelist_countries: s.whitelistCountries,
    active: s.active,
    two_factor_enabled: s.twoFactorEnabledAt !== null,
    last_sign_in_at: s.lastSignInAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toCurrentUserReply(
  s: StaffRecord,
  selectedBrand: string,
  viewAs: { actor: StaffRecord; expiresAt: Date } | null,
  reportingTimeZone: string,
): TCurrentUser {
  return {
    ...toStaffReply(s),
    selectedBrand,
    reportingTimeZone,
    // The column's check keeps it to the known languages; English if a language was ever dropped.
    language: ZLanguage.catch('en').parse(s.language),
    viewAs: viewAs
      ? {
          actor: {
            _id: viewAs.actor.id,
            first_name: viewAs.actor.firstName,
            last_name: viewAs.actor.lastName,
            email: viewAs.actor.email,
          },
          expiresAt: viewAs.expiresAt.toISOString(),
        }
      : null,
  };
}
