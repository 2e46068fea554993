export * from './enumerations'
export * from './savings'
export * from './derived'
export * from './schemas'
