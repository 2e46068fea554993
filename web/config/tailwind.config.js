/** Procura's design tokens, once: one palette, one spacing scale (Tailwind's), one type scale. */
const colors = require('tailwindcss/colors')

/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['src/**/*.{js,jsx,ts,tsx}'],
  theme: {
    colors: {
      transparent: 'transparent',
      current: 'currentColor',
      white: colors.white,
      black: colors.black,
      // chrome and text
      slate: colors.slate,
      // the spec's primary-blue: actions and focus
      primary: {
        50: '#eff6ff',
        100: '#dbeafe',
        200: '#bfdbfe',
        500: '#3b82f6',
        600: '#1d4ed8',
        700: '#1e40af',
        800: '#1e3a8a',
      },
      // meaning only: traffic lights and messages
      success: {
        50: colors.green[50],
        500: colors.green[500],
        700: colors.green[700],
      },
      warning: {
        50: colors.amber[50],
        500: colors.amber[500],
        700: colors.amber[700],
      },
      danger: {
        50: colors.red[50],
        500: colors.red[600],
        700: colors.red[700],
      },
      expired: { 50: '#f5eeee', 500: '#8c6a6a', 700: '#6b4f4f' },
      info: { 50: colors.sky[50], 500: colors.sky[600], 700: colors.sky[700] },
    },
    fontFamily: {
      sans: ['Inter', 'system-ui', 'sans-serif'],
    },
    fontSize: {
      xs: ['0.75rem', { lineHeight: '1rem' }],
      sm: ['0.8125rem', { lineHeight: '1.25rem' }],
      base: ['0.875rem', { lineHeight: '1.375rem' }],
      lg: ['1rem', { lineHeight: '1.5rem' }],
      xl: ['1.25rem', { lineHeight: '1.75rem' }],
      '2xl': ['1.5rem', { lineHeight: '2rem' }],
    },
    extend: {
      width: { sidebar: '280px', 'sidebar-collapsed': '80px' },
      maxWidth: { modal: '500px', dialog: '400px', panel: '300px' },
      maxHeight: { panel: '300px' },
      screens: { desktop: '1200px' },
    },
  },
  plugins: [],
}
