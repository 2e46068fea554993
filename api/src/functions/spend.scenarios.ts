export { standard } from 'src/services/spend/spend.scenarios'
