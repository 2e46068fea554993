import ProcessFlowCell from '../ProcessFlowCell'
import type { StepProps } from '../ProcessWorkspace'

/** Spec §2 flow: inspect the process flow. */
const FlowStep = ({ process }: StepProps) => <ProcessFlowCell id={process.id} />

export default FlowStep
