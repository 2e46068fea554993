/** A value the screen computes (never typed): label above, figure in tabular numbers. */
const DerivedValue = ({ label, value }: { label: string; value: string }) => (
  <div className="flex flex-col gap-1">
    <span className="text-sm font-medium text-slate-500">{label}</span>
    <output className="tabular flex h-9 items-center rounded-md bg-slate-50 px-2.5 text-base text-slate-800">
      {value}
    </output>
  </div>
)

export default DerivedValue
