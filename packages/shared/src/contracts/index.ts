export * from './enumerations'
export * from './schemas'
