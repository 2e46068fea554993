// The icon set's flags (spec §9): Brazil for pt, the USA for en.
interface FlagProps {
  size?: number
}

export const BrazilFlag = ({ size = 20 }: FlagProps) => (
  <svg width={size} height={(size * 7) / 10} viewBox="0 0 20 14" aria-hidden>
    <rect width="20" height="14" rx="2" fill="#009c3b" />
    <path d="M10 2 18 7 10 12 2 7Z" fill="#ffdf00" />
    <circle cx="10" cy="7" r="3" fill="#002776" />
  </svg>
)

export const UsaFlag = ({ size = 20 }: FlagProps) => (
  <svg width={size} height={(size * 7) / 10} viewBox="0 0 20 14" aria-hidden>
    <rect width="20" height="14" rx="2" fill="#fff" />
    {[0, 2, 4, 6, 8, 10, 12].map((y) => (
      <rect key={y} y={y} width="20" height="1" fill="#b22234" />
    ))}
    <rect width="9" height="7" fill="#3c3b6e" />
  </svg>
)

export const LOCALE_FLAGS = { en: UsaFlag, pt: BrazilFlag } as const
