/** One headline number of a dashboard, with what it counts. */
const Figure = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-lg border border-slate-200 bg-white p-4">
    <p className="text-sm text-slate-600">{label}</p>
    <p className="tabular mt-1 text-2xl font-semibold">{value}</p>
  </div>
)

export default Figure
