import type { ButtonHTMLAttributes, ReactNode } from 'react'

import { Loader2, type LucideIcon } from 'lucide-react'

// Spec §9: sizes slim, medium, normal with icons 12, 14, 16; widths block and normal.
export const BUTTON_SIZES = { slim: 12, medium: 14, normal: 16 } as const
export type ButtonSize = keyof typeof BUTTON_SIZES
export type ButtonVariant = 'primary-blue' | 'secondary' | 'danger' | 'ghost'

const sizeClasses: Record<ButtonSize, string> = {
  slim: 'h-7 gap-1 px-2 text-xs',
  medium: 'h-8 gap-1.5 px-3 text-sm',
  normal: 'h-9 gap-2 px-4 text-base',
}

const variantClasses: Record<ButtonVariant, string> = {
  'primary-blue':
    'border-primary-600 bg-primary-600 text-white hover:bg-primary-700',
  secondary: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'border-danger-500 bg-danger-500 text-white hover:bg-danger-700',
  ghost: 'border-transparent bg-transparent text-slate-700 hover:bg-slate-100',
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ButtonSize
  width?: 'block' | 'normal'
  variant?: ButtonVariant
  icon?: LucideIcon
  loading?: boolean
  children?: ReactNode
}

/**
 * A button's look, for what acts as a button but is another element (a download link, a route
 * link, a file input's label): every control of a toolbar then has one height and type size.
 */
export const buttonClasses = ({
  size = 'normal',
  width = 'normal',
  variant = 'primary-blue',
  className = '',
}: {
  size?: ButtonSize
  width?: 'block' | 'normal'
  variant?: ButtonVariant
  className?: string
} = {}) =>
  [
    'inline-flex items-center justify-center rounded-md border font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    sizeClasses[size],
    variantClasses[variant],
    width === 'block' ? 'w-full' : '',
    className,
  ].join(' ')

const Button = ({
  size = 'normal',
  width = 'normal',
  variant = 'primary-blue',
  icon: Icon,
  loading = false,
  disabled,
  type = 'button',
  className = '',
  children,
  ...rest
}: ButtonProps) => {
  const iconSize = BUTTON_SIZES[size]
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ size, width, variant, className })}
      {...rest}
    >
      {loading ? (
        <Loader2 size={iconSize} className="animate-spin" aria-hidden />
      ) : (
        Icon && <Icon size={iconSize} aria-hidden />
      )}
      {children}
    </button>
  )
}

export default Button
