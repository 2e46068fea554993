import SupplierCell from 'src/components/Supplier/SupplierCell'

/** A supplier of the master: its record and its scorecard. */
const SupplierPage = ({ id }: { id: string }) => <SupplierCell id={id} />

export default SupplierPage
