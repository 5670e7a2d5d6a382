import { z } from 'zod';
import { IdParamsSchema, MessageSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { UserSchema } from '../users/user.schemas.js';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  SendRegisterTokenBodySchema,
  SendTokenBodySchema,
  SendTokenResponseSchema,
} from './auth.schemas.js';

export const authEndpoints = {
  sendToken: endpoint({
    method: 'POST',
    path: '/auth/sendtoken',
    auth: 'public',
    summary: 'Send a one-time login code by SMS',
    body: SendTokenBodySchema,
    response: SendTokenResponseSchema,
  }),
  sendRegisterToken: endpoint({
    method: 'POST',
    path: '/auth/sendregistertoken',
    auth: 'public',
    summary: 'Check the referrer code and send a registration code by SMS',
    body: SendRegisterTokenBodySchema,
    response: SendTokenResponseSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    auth: 'public',
    summary: 'Create a reseller from a verified mobile and a referrer code',
    body: RegisterBodySchema,
    response: RegisterResponseSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    summary: 'Log in with a password, a one-time code or a login-link token',
    body: LoginBodySchema,
    response: LoginResponseSchema,
  }),
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    auth: 'any',
    scope: 'balance:read',
    summary: 'The current user',
    response: UserSchema,
  }),
  sendPasswordToken: endpoint({
    method: 'POST',
    path: '/auth/sendpasswordtoken',
    auth: 'any',
    summary: "Send a one-time code to the signed-in user's mobile, to change a forgotten password",
    response: SendTokenResponseSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/auth/changepassword',
    auth: 'any',
    summary: 'Change the password (proved by the current one or a one-time code) and revoke every other session',
    body: ChangePasswordBodySchema,
    response: MessageSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    auth: 'any',
    summary: 'Revoke the current token',
    response: MessageSchema,
  }),
  loginLink: endpoint({
    method: 'POST',
    path: '/admin/users/:id/login-link',
    auth: 'admin',
    summary: 'A single-use, short-lived /login?mobile=&token= link for a reseller',
    params: IdParamsSchema,
    response: z.object({ url: z.string(), token: z.string(), expires_at: z.string() }),
  }),
};

export const EmptySchema = z.object({});
