export { standard } from 'src/services/suppliers/suppliers.scenarios'
