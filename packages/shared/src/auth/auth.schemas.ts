import { z } from 'zod';
import { recordId, text, wholeNumber } from '../validation';
import { patchSchemaOf } from '../records/patch';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password.rules';

const email = text().trim().toLowerCase().email('must be a valid email address').max(200);
/** A new password: the shared rule in password.rules.ts, one message per problem. */
const password = text()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
const personName = text().trim().min(1, 'is required').max(100);

export const signupRequest = z.object({
  firstName: personName,
  lastName: personName,
  email,
  password,
  companyName: text().trim().min(2, 'must be at least 2 characters').max(150),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.object({
  email,
  password: text().min(1, 'is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const resendVerificationRequest = z.object({ email });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequest>;

/** POST /auth/forgot-password: the address to send a reset link to. */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** POST /auth/reset-password: the link's token and the new password (the rules of sign-up). */
export const resetPasswordRequest = z.object({
  token: text().min(10, 'is required').max(200),
  password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const tokenRequest = z.object({ token: text().min(10, 'is required').max(200) });

export const acceptInviteRequest = z.object({
  token: text().min(10, 'is required').max(200),
  firstName: personName,
  lastName: personName,
  password,
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequest>;

export const inviteRequest = z.object({
  email,
  roleId: recordId(),
});
export type InviteRequest = z.infer<typeof inviteRequest>;

/** The profile form: both names. */
export const profileRequest = z.object({ firstName: personName, lastName: personName });
/** PATCH /account/profile: the names to change. */
export const updateProfileRequest = patchSchemaOf(profileRequest);

export const changePasswordRequest = z.object({
  currentPassword: text().min(1, 'is required'),
  newPassword: password,
});

export const roleRequest = z.object({
  name: text().trim().min(1, 'is required').max(100),
  scopeList: z.array(text()).max(500).default([]),
  isFullAccess: z.boolean().default(false),
  roleGroupId: recordId().nullable().optional(),
});
export type RoleRequest = z.infer<typeof roleRequest>;
/** PATCH /role/{id}: the fields to change. */
export const updateRoleRequest = patchSchemaOf(roleRequest);
export type UpdateRoleRequest = z.infer<typeof updateRoleRequest>;

export const roleGroupRequest = z.object({
  name: text().trim().min(1, 'is required').max(100),
  description: text().trim().max(500).optional().default(''),
});

/** PATCH /role-group/{id}: the fields to change. */
export const updateRoleGroupRequest = patchSchemaOf(roleGroupRequest);

export const userLevelRequest = z.object({
  name: text().trim().min(1, 'is required').max(100),
  level: wholeNumber(0, 100),
  description: text().trim().max(500).optional().default(''),
});
/** PATCH /user-level/{id}: the fields to change. */
export const updateUserLevelRequest = patchSchemaOf(userLevelRequest);

/** A member's role and user level. */
export const accountAccessRequest = z.object({
  roleId: recordId(),
  userLevelId: recordId().nullable().optional(),
});
/** PATCH /account/{id}: the role, user level and/or branch to change; null clears the level or the branch. */
export const updateAccountRequest = patchSchemaOf(accountAccessRequest.extend({ branchId: recordId().nullable().optional() }));

/** accountInformation as the client stores it (spec part 1 section 3). */
export interface AccountRole {
  id: number;
  name: string;
  isDeveloper: boolean;
  isFullAccess: boolean;
  scopeList: string[];
}

export interface AccountInformation {
  id: number;
  isDeveloper: boolean;
  isDeleted: boolean;
  roleID: number;
  role: AccountRole;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  company: { id: number; name: string };
  /** The user's branch (manpower's BY_BRANCH limit), or null. */
  branchId: number | null;
}
