import { randomUUID } from 'node:crypto'

import {
  changePasswordSchema,
  profileSchema,
  toLocale,
  type ChangePasswordInput,
  type ProfileInput,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { currentUser, currentUserSelect } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import { firebaseAuth, identityToolkit } from 'src/lib/firebase'
import { imageTypeOf } from 'src/lib/imageType'
import { endSessions } from 'src/lib/session'
import { validateWith } from 'src/lib/validation'
import { userNameTaken } from 'src/services/accounts/accounts'

export const AVATAR_MAX_BYTES =
  Number(process.env.UPLOAD_MAX_BYTES) || 10 * 1024 * 1024
export const avatarKey = (avatarId: string) => `avatars/${avatarId}`

/** Spec §5 profile: names, a username no one else has, and the account's language. */
export const updateProfile = async ({ input }: { input: ProfileInput }) => {
  const me = currentUser()
  const profile = await validateWith(profileSchema, input)
  if (await userNameTaken(profile.userName, me.id))
    throw new UserInputError('auth.messages.userNameExists')
  return db.user.update({
    where: { id: me.id },
    data: profile,
    select: currentUserSelect,
  })
}

/** The account's language alone: notifications, emails and the screen at sign-in follow it. */
export const updateMyLocale = async ({ locale }: { locale: string }) => {
  const chosen = toLocale(locale)
  if (!chosen || chosen !== locale)
    throw new UserInputError('validation.locale')
  return db.user.update({
    where: { id: currentUser().id },
    data: { locale: chosen },
    select: currentUserSelect,
  })
}

/** Spec §5 change password: proves the current password before setting a strong new one. */
export const changePassword = async ({
  input,
}: {
  input: ChangePasswordInput
}) => {
  const me = currentUser()
  const { currentPassword, password } = await validateWith(
    changePasswordSchema,
    input
  )
  try {
    await identityToolkit('accounts:signInWithPassword', {
      email: me.email,
      password: currentPassword,
    })
  } catch {
    throw new UserInputError('auth.messages.wrongPassword', {
      field: 'currentPassword',
    })
  }
  // Firebase revokes the account's sessions with a new password; the row says so at once
  await firebaseAuth().updateUser(me.uid, { password })
  await endSessions({ id: me.id })
  return true
}

/** Stores a new avatar for the signed-in user, checked by content; the old one is removed. */
export const replaceAvatar = async (bytes: Buffer) => {
  const me = currentUser()
  if (bytes.length > AVATAR_MAX_BYTES)
    throw new UserInputError('profile.tooLarge')
  if (!imageTypeOf(bytes)) throw new UserInputError('profile.notAnImage')
  const avatarId = randomUUID()
  await fileStorage.put(avatarKey(avatarId), bytes)
  await db.user.update({ where: { id: me.id }, data: { avatarId } })
  if (me.avatarId) await fileStorage.remove(avatarKey(me.avatarId))
  return avatarId
}

export const removeAvatar = async () => {
  const me = currentUser()
  await db.user.update({ where: { id: me.id }, data: { avatarId: null } })
  if (me.avatarId) await fileStorage.remove(avatarKey(me.avatarId))
  return true
}

/** An avatar's bytes and type, for signed-in users of the same company only. */
export const avatarImage = async (avatarId: string) => {
  const me = currentUser()
  const owner = await db.user.findFirst({
    where: { avatarId, companyId: me.companyId },
  })
  const bytes = owner ? await fileStorage.get(avatarKey(avatarId)) : null
  return bytes ? { bytes, mimeType: imageTypeOf(bytes) as string } : null
}
