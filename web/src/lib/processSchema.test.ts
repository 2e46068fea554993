// The parent process of spec §5's process form, from @procura/shared: asked of extensions only.
import { processSchema } from '@procura/shared'

const parentOf = (processType: string, processNumber: string) =>
  processSchema
    .validateAt('processNumber', {
      processType,
      processNumber,
      parentProcessDescription: '',
    })
    .then(
      () => 'valid',
      (error) => error.errors[0].key
    )

describe('the parent process', () => {
  it('may be left empty for a new purchase or a spot purchase', async () => {
    expect(await parentOf('NEW', '')).toBe('valid')
    expect(await parentOf('SPOT_PURCHASE', '')).toBe('valid')
  })

  it('is required, and must look like a process number, for an extension', async () => {
    expect(await parentOf('EXTENSION_LENGTH', '')).toBe('validation.required')
    expect(await parentOf('EXTENSION_VALUE', 'PR 2025')).toBe(
      'process.validation.processNumber'
    )
    expect(await parentOf('EXTENSION_LENGTH_VALUE', 'PR-2025-100')).toBe(
      'valid'
    )
  })
})
