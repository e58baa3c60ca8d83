import type { TPermission, TStaffUser } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { changeStaff } from './change-staff.ts';
import { assertCanGrant } from './staff-guards.ts';
import { addStaffBrand, updateStaffRow } from './staff-repository.ts';
import { assertBrandsGrantable } from './validate-brands.ts';

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
const without = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));

/** `PATCH|DELETE /dashboard/crmusers/{id}/permissions`: one by one, never beyond the caller's own. */
export function changeStaffPermissions(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  mode: 'add' | 'remove',
  permissions: TPermission[],
): Promise<TStaffUser> {
  if (mode === 'add') assertCanGrant(ctx.auth.staff, permissions);
  return changeStaff(deps, ctx, id, `staff.permissions.${mode}`, (tx, target) =>
    updateStaffRow(tx, id, {
      permissions: mode === 'add' ? union(target.permissions, permissions) : without(target.permissions, permissions),
    }),
  );
}

/** `PATCH|DELETE /dashboard/crmusers/{id}/salescountries`. */
export function changeSalesCountries(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  mode: 'add' | 'remove',
  countries: string[],
): Promise<TStaffUser> {
  return changeStaff(deps, ctx, id, `staff.salesCountries.${mode}`, (tx, target) =>
    updateStaffRow(tx, id, {
      salesRotationCountries:
        mode === 'add'
          ? union(target.salesRotationCountries, countries)
          : without(target.salesRotationCountries, countries),
    }),
  );
}

/** `PUT /dashboard/crmusers/{id}/countryWhitelist`. */
export function setCountryWhitelist(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  input: { enable_country_whitelist: boolean; whitelist_countries: string[] },
): Promise<TStaffUser> {
  return changeStaff(deps, ctx, id, 'staff.countryWhitelist', (tx) =>
    updateStaffRow(tx, id, {
      enableCountryWhitelist: input.enable_country_whitelist,
      whitelistCountries: [...new Set(input.whitelist_countries)],
    }),
  );
}

/**
 * `POST /dashboard/crmusers/copy`: a staff user is one identity with a list of brands, so copying
 * to another brand gives the same person (same sign-in, role and permissions) that brand too.
 */
export function copyStaffToBrand(deps: Deps, ctx: RequestContext, id: string, otherBrand: string): Promise<TStaffUser> {
  return changeStaff(deps, ctx, id, 'staff.copyToBrand', async (tx, target) => {
    await assertBrandsGrantable(tx, ctx.auth.staff, [otherBrand]);
    if (target.brands.includes(otherBrand)) throw conflict(`This staff user already works in brand ${otherBrand}`);
    await addStaffBrand(tx, id, otherBrand);
  });
}
