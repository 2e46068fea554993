import type { ProcessStep } from '@procura/shared'

import ProcessCell from 'src/components/Process/ProcessCell'

const ProcessPage = ({ uid, step }: { uid: string; step: ProcessStep }) => (
  <ProcessCell uid={uid} step={step} />
)

export default ProcessPage
