import CsvImport from 'src/components/CsvImport/CsvImport'

/** Contracts from a CSV file: all rows or none. */
const ContractImport = () => (
  <CsvImport
    path="/contracts"
    messages="contract.import"
    refetch={['ContractsQuery', 'ContractFilterOptionsQuery']}
  />
)

export default ContractImport
