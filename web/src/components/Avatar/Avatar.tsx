import { apiHref } from 'src/lib/apiClient'

// Spec §2: the initial of firstName when there is no avatarId; 32 px by default, font half the size.
export const AVATAR_SIZE = 32

interface AvatarProps {
  firstName: string
  avatarId?: string | null
  size?: number
}

/** Where the api serves an avatar image (issue: accounts). */
export const avatarUrl = (avatarId: string) => apiHref(`/avatar/${avatarId}`)

const Avatar = ({ firstName, avatarId, size = AVATAR_SIZE }: AvatarProps) => {
  const style = { width: size, height: size, fontSize: size / 2 }
  if (avatarId) {
    return (
      <img
        src={avatarUrl(avatarId)}
        alt={firstName}
        style={style}
        className="shrink-0 rounded-full object-cover"
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={firstName}
      style={style}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold uppercase text-primary-700"
    >
      {firstName.trim().charAt(0)}
    </span>
  )
}

export default Avatar
