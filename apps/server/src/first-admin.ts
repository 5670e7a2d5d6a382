import { MobileSchema, PasswordSchema } from '@pishkhan/contract';
import { AppError } from './app-error.js';
import type { Config } from './config.js';
import type { Services } from './services.js';

type FirstAdmin = NonNullable<Config['firstAdmin']>;

/** `ADMIN_MOBILE`/`ADMIN_PASSWORD` held to the rules the panel holds them to; one line per problem, never the value. */
export function firstAdminProblems(firstAdmin: FirstAdmin): { problems: string[]; value?: FirstAdmin } {
  const mobile = MobileSchema.safeParse(firstAdmin.mobile);
  const password = PasswordSchema.safeParse(firstAdmin.password);
  const problems = [
    ...(mobile.error?.issues.map((i) => `ADMIN_MOBILE: ${i.message}`) ?? []),
    ...(password.error?.issues.map((i) => `ADMIN_PASSWORD: ${i.message}`) ?? []),
  ];
  return mobile.success && password.success
    ? { problems, value: { mobile: mobile.data, password: password.data } }
    : { problems };
}

/**
 * Makes the first admin on a database with none; on one that has an admin the variables are ignored (README,
 * Production). Answers the line to log (the mobile, never the password), or throws with one when it cannot.
 */
export async function applyFirstAdmin(services: Services, firstAdmin: FirstAdmin): Promise<string> {
  try {
    const result = await services.users.createFirstAdmin(firstAdmin);
    return result.created
      ? `First admin created from ADMIN_MOBILE: ${firstAdmin.mobile} (#${result.id}); log in with ADMIN_PASSWORD.`
      : 'ADMIN_MOBILE and ADMIN_PASSWORD ignored: the database already has an admin (npm run admin -- set-password changes a password).';
  } catch (error) {
    if (error instanceof AppError && error.code === 'MOBILE_TAKEN') {
      throw new Error(
        `ADMIN_MOBILE ${firstAdmin.mobile} already belongs to a reseller: choose another mobile for the admin.`,
      );
    }
    throw error;
  }
}
