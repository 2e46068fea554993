import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import Dropzone from './Dropzone'

const drop = (input: HTMLElement, files: File[]) =>
  fireEvent.drop(input.parentElement as HTMLElement, {
    dataTransfer: {
      files,
      items: files.map((file) => ({
        kind: 'file',
        type: file.type,
        getAsFile: () => file,
      })),
      types: ['Files'],
    },
  })

const image = (name = 'avatar.png', bytes = 10) =>
  new File(['x'.repeat(bytes)], name, { type: 'image/png' })

describe('Dropzone', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('hands over the one file it accepts', async () => {
    const onFile = jest.fn()
    render(<Dropzone onFile={onFile} accept={{ 'image/*': [] }} />)
    drop(screen.getByLabelText('Drop a file here or click to choose one'), [
      image(),
    ])

    await waitFor(() =>
      expect(onFile).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'avatar.png' })
      )
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses a file over the size limit, saying the limit', async () => {
    const onFile = jest.fn()
    render(<Dropzone onFile={onFile} maxSize={1024 * 1024} />)
    drop(screen.getByLabelText('Drop a file here or click to choose one'), [
      image('big.png', 2 * 1024 * 1024),
    ])

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is larger than 1 MB'
    )
    expect(onFile).not.toHaveBeenCalled()
  })

  it('refuses a type it does not accept', async () => {
    render(<Dropzone onFile={jest.fn()} accept={{ 'image/*': [] }} />)
    drop(screen.getByLabelText('Drop a file here or click to choose one'), [
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
    ])

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This type of file is not accepted'
    )
  })

  it('refuses more than one file, in Portuguese too', async () => {
    await i18n.changeLanguage('pt')
    render(<Dropzone onFile={jest.fn()} />)
    drop(
      screen.getByLabelText('Solte um arquivo aqui ou clique para escolher'),
      [image('a.png'), image('b.png')]
    )

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Envie um arquivo por vez'
    )
  })
})
