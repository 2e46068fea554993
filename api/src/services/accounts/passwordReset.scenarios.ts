export * from './accounts.scenarios'
