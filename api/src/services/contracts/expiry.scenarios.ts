export { standard } from './contracts.scenarios'
