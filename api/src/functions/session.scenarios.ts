export * from './users.scenarios'
