export { standard } from 'src/services/contracts/contracts.scenarios'
