export * from './i18n'
export * from './validation'
export * from './format'
export * from './sourcing'
