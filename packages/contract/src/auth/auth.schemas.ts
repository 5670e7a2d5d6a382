import { z } from 'zod';
import {
  CodeSchema,
  codeField,
  IntSchema,
  MobileSchema,
  normalizeCode,
  PasswordSchema,
  TextSchema,
} from '../common.js';
import { UserSchema } from '../users/user.schemas.js';

export const OTP_LENGTH = 5;
export { OTP_RESEND_SECONDS } from './auth.constants.js';

const digitsCode = codeField(
  z
    .string({ error: 'کد تأیید را وارد کنید' })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `کد تأیید باید ${OTP_LENGTH} رقم باشد`),
);

export const SendTokenBodySchema = z.object({ mobile: MobileSchema });

/** `requestcount` is accepted for the panel's sake and never drives throttling (docs/product/server-behaviour.md#security-and-integrity). */
export const SendRegisterTokenBodySchema = z.object({
  mobile: MobileSchema,
  code: CodeSchema('وارد کردن کد معرف الزامی است'),
  requestcount: IntSchema('تعداد درخواست').optional(),
});

export const RegisterBodySchema = z.object({
  mobile: MobileSchema,
  password: PasswordSchema,
  telegram: TextSchema(100).optional(),
  code: CodeSchema('وارد کردن کد معرف الزامی است'),
  token: digitsCode,
  /** Optional (decision 100): a reseller without one is «بی‌نام» to others until they name themselves in Settings. */
  name: TextSchema(100).optional(),
});
export const RegisterResponseSchema = z.object({ active: z.boolean(), message: z.string() });

/**
 * `token` is the password, the one-time code, or a single-use login-link token. A password is compared as sent; a code
 * or a link's token is a code (`normalizeCode`, decision 076), so one pasted with a ZWNJ is not a wrong try.
 */
export const LoginBodySchema = z
  .object({
    mobile: MobileSchema,
    token: z.string({ error: 'رمز عبور یا کد را وارد کنید' }).min(1, 'رمز عبور یا کد نمی‌تواند خالی باشد').max(256),
    loginWithPassword: z.boolean().default(true),
  })
  .transform((body, ctx) => {
    if (body.loginWithPassword) return body;
    const token = normalizeCode(body.token);
    if (token === '') {
      ctx.addIssue({ code: 'custom', path: ['token'], message: 'رمز عبور یا کد نمی‌تواند خالی باشد' });
      return z.NEVER;
    }
    return { ...body, token };
  });
export const LoginResponseSchema = z.object({ token: z.string(), user: UserSchema });

const PASSWORD_MAX = 128;

/**
 * Changing the password proves the account first (decision 100): the current password, or for one who forgot it a
 * one-time code just sent to the account's mobile (`/auth/sendpasswordtoken`); and the new password typed twice. The
 * current password is compared as sent, like a login's.
 */
export const ChangePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: 'رمز عبور فعلی باید متن باشد' })
      .max(PASSWORD_MAX, 'رمز عبور حداکثر ۱۲۸ نویسه است')
      .optional(),
    token: digitsCode.optional(),
    password: PasswordSchema,
    password_confirmation: z
      .string({ error: 'تکرار رمز عبور جدید را وارد کنید' })
      .max(PASSWORD_MAX, 'رمز عبور حداکثر ۱۲۸ نویسه است')
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (!body.current_password && body.token === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: 'رمز عبور فعلی را وارد کنید؛ اگر آن را فراموش کرده‌اید، کد یکبار مصرف بگیرید',
      });
    }
    if (body.password_confirmation !== body.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message:
          body.password_confirmation === ''
            ? 'تکرار رمز عبور جدید را وارد کنید'
            : 'تکرار رمز عبور با رمز عبور جدید یکی نیست',
      });
    }
  });
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const SendTokenResponseSchema = z.object({ message: z.string(), resend_in: z.number().int() });
