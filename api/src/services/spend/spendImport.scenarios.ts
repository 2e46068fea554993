// the spend tests' company, codes, people and rates
export { standard } from './spend.scenarios'
