import { useRef } from 'react'

import { PROCESS_STEPS, type ProcessStep } from '@procura/shared'
import type { DocumentNode } from 'graphql'

import { navigate, routes } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'

import { useToastedAction } from 'src/components/Form/useToastedAction'

/**
 * Saves a step with its mutation and tells the user (spec §8: a success and an error toast per
 * step); "save and submit" then opens the next step.
 */
export const useStepSave = <TData, TVariables extends { processId: string }>(
  processId: string,
  step: ProcessStep,
  mutation: DocumentNode
) => {
  const run = useToastedAction()
  const submitAfterSave = useRef(false)
  const [save] = useMutation<TData, TVariables>(mutation, {
    refetchQueries: ['ProcessQuery'],
    awaitRefetchQueries: true,
  })
  const saveStep = async (variables: Omit<TVariables, 'processId'>) => {
    const saved = await run(
      () =>
        save({
          variables: { processId, ...variables } as unknown as TVariables,
        }),
      {
        success: `process.toasts.${step}.success`,
        failure: `process.toasts.${step}.error`,
      }
    )
    if (saved && submitAfterSave.current) {
      const next = PROCESS_STEPS[PROCESS_STEPS.indexOf(step) + 1]
      navigate(routes.process({ uid: processId, step: next }))
    }
    return saved
  }
  return { saveStep, submitAfterSave }
}
