export * from './enumerations'
export * from './schemas'
export * from './term'
