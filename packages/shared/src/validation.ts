import * as yup from 'yup'

import { atMost, required } from './fields'
import { LOCALES, type Locale } from './i18n'

// Messages are i18n keys (with interpolation values); each side translates them.
export interface ValidationMessage {
  key: string
  values?: Record<string, unknown>
}

export const NAME_MIN = 2
export const NAME_MAX = 100
export const DESCRIPTION_MAX = 500
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const isStrongPassword = (password: string) =>
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password) &&
  /\d/.test(password) &&
  /[^A-Za-z0-9]/.test(password)

const name = () =>
  yup
    .string()
    .trim()
    .required(required)
    .min(NAME_MIN, { key: 'validation.min', values: { min: NAME_MIN } })
    .max(NAME_MAX, atMost(NAME_MAX))

export const emailField = () =>
  yup.string().trim().required(required).email({ key: 'validation.email' }).max(254, atMost(254))

export const strongPassword = () =>
  yup
    .string()
    .required(required)
    .min(PASSWORD_MIN, { key: 'validation.min', values: { min: PASSWORD_MIN } })
    .max(PASSWORD_MAX, atMost(PASSWORD_MAX))
    .test('strong', { key: 'validation.passwordStrong' }, (value) => isStrongPassword(value ?? ''))

const confirmation = () =>
  yup
    .string()
    .required(required)
    .oneOf([yup.ref('password')], { key: 'validation.passwordsMatch' })

/** Spec §5 sign-up; the server runs the same schema without the confirmation fields' UI concerns. */
export const signUpSchema = yup.object({
  firstName: name(),
  lastName: name(),
  userName: name(),
  email: emailField(),
  password: strongPassword(),
  confirmPassword: confirmation(),
  acceptTerms: yup.boolean().required(required).oneOf([true], { key: 'validation.terms' }),
})
export type SignUpInput = yup.InferType<typeof signUpSchema>

export const signInSchema = yup.object({
  email: emailField(),
  password: yup.string().required(required),
})
export type SignInInput = yup.InferType<typeof signInSchema>

/** Spec §5 forgot password. */
export const forgotPasswordSchema = yup.object({ email: emailField() })
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordSchema>

/** Spec §5 recovery: the emailed code, a strong new password and its confirmation. */
export const resetPasswordSchema = yup.object({
  oobCode: yup.string().required({ key: 'auth.recovery.invalidCode' }),
  password: strongPassword(),
  confirmPassword: confirmation(),
})
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>

/** Spec §5 profile: names and username required (and, as at sign-up, at least 2 characters). */
export const profileSchema = yup.object({
  firstName: name(),
  lastName: name(),
  userName: name(),
  /** the account's language: its emails and notifications, and the screen at each sign-in */
  locale: yup.mixed<Locale>().oneOf(LOCALES, { key: 'validation.locale' }).required({ key: 'validation.locale' }),
})
export type ProfileInput = yup.InferType<typeof profileSchema>

/** Spec §5 change password: the current one, then a strong new one, confirmed. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(required),
  password: strongPassword(),
  confirmPassword: confirmation(),
})
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>

/** Spec §5 role: name, description and a whole-number priority (a higher number ranks higher). */
export const roleSchema = yup.object({
  name: yup.string().trim().required(required).max(NAME_MAX, atMost(NAME_MAX)),
  description: yup.string().trim().required(required).max(DESCRIPTION_MAX, atMost(DESCRIPTION_MAX)),
  priority: yup
    .number()
    .typeError({ key: 'team.roles.priorityNumber' })
    .required(required)
    .integer({ key: 'team.roles.priorityNumber' })
    .min(0, { key: 'validation.nonNegative' }),
})
export type RoleInput = yup.InferType<typeof roleSchema>

/**
 * The roles the product itself names (sign-up's Owner, the demo company's): their names and
 * descriptions show in the reader's language (team.roles.builtIn), a company's own roles as typed.
 */
export const BUILT_IN_ROLES = ['owner', 'procurementDirector', 'categoryManager', 'buyer', 'analyst'] as const
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number]

export const isBuiltInRole = (key: string | null | undefined): key is BuiltInRole =>
  BUILT_IN_ROLES.includes(key as BuiltInRole)

const roleId = () => yup.string().required({ key: 'team.users.roleRequired' })

const userFields = yup.object({
  firstName: name(),
  lastName: name(),
  userName: name(),
  roleId: roleId(),
  /** also receives every contract's expiry notices (spec §4) */
  contractNotices: yup.boolean().default(false),
})

/** Spec §5 user edit: names, username and role, and whether the account is disabled. */
export const userUpdateSchema = userFields.shape({
  /** a disabled user can neither sign in nor use a session already open */
  disabled: yup.boolean().default(false),
})
export type UserUpdateInput = yup.InferType<typeof userUpdateSchema>

/** Spec §5 user add: the edit's fields plus email and a strong password. */
export const userCreateSchema = userFields.shape({
  email: emailField(),
  password: strongPassword(),
})
export type UserCreateInput = yup.InferType<typeof userCreateSchema>
