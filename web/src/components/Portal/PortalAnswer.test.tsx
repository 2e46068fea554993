import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import { portalPage } from './Portal.fixtures'
import PortalAnswer from './PortalAnswer'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

/** The api's answers, in order; each request's method, path and body are kept. */
const answering = (...answers: { status: number; body: unknown }[]) => {
  const requests: { method: string; path: string; body: unknown }[] = []
  jest.spyOn(global, 'fetch').mockImplementation(async (url, init) => {
    requests.push({
      method: init?.method ?? 'GET',
      path: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    })
    const { status, body } = answers.shift() ?? {
      status: 200,
      body: { success: true },
    }
    return {
      status,
      ok: status < 400,
      headers: new Headers(),
      text: async () => JSON.stringify(body),
    } as Response
  })
  return requests
}

const paste = (cell: HTMLElement, text: string) => {
  const clipboardData = { getData: () => text }
  fireEvent.paste(cell, { clipboardData })
}

describe('PortalAnswer', () => {
  afterEach(() => jest.restoreAllMocks())

  it('reads pasted Portuguese prices and submits them as exact decimals, a declined item without a price', async () => {
    await i18n.changeLanguage('pt')
    const requests = answering({
      status: 200,
      body: { success: true, data: {} },
    })
    const changed = jest.fn().mockResolvedValue(undefined)
    render(
      <PortalAnswer
        token="link-token"
        page={portalPage()}
        onChanged={changed}
      />
    )

    paste(
      screen.getByLabelText('BOX-3 Preço unitário'),
      '4,60\n9,50\n1.234,5\n'
    )
    fireEvent.click(screen.getByLabelText('TAPE-2 Sem oferta'))
    fireEvent.change(
      screen.getByLabelText('FILM-1 Prazo de pagamento (dias)'),
      {
        target: { value: '90' },
      }
    )
    fireEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }))

    await waitFor(() => expect(changed).toHaveBeenCalled())
    expect(requests).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/portal\/link-token\/submit$/),
        body: {
          offers: [
            { itemId: 'item-box', unitPrice: '4.6', declined: false },
            {
              itemId: 'item-film',
              unitPrice: '9.5',
              paymentTerms: 90,
              declined: false,
            },
            { itemId: 'item-tape', unitPrice: '1234.5', declined: true },
          ],
        },
      },
    ])
    expect(await screen.findByText(/^Resposta recebida em/)).toBeInTheDocument()
  })

  it("shows the api's refusal with the item it names", async () => {
    await i18n.changeLanguage('en')
    answering({
      status: 400,
      body: {
        success: false,
        code: 'portal.errors.price',
        message: 'x',
        field: '[1].unitPrice',
      },
    })
    render(<PortalAnswer token="t" page={portalPage()} onChanged={jest.fn()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'FILM-1: Enter a price above zero, or decline the item'
    )
  })

  it('keeps an unreadable number from being sent', async () => {
    await i18n.changeLanguage('en')
    const requests = answering()
    render(<PortalAnswer token="t" page={portalPage()} onChanged={jest.fn()} />)
    fireEvent.change(screen.getByLabelText('FILM-1 Unit price'), {
      target: { value: '9,5' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'FILM-1: A number could not be read: correct the marked cells'
    )
    expect(requests).toEqual([])
  })

  it('is read only once the round closed, with what was sent', async () => {
    await i18n.changeLanguage('en')
    render(
      <PortalAnswer
        token="t"
        page={portalPage({
          round: { ...portalPage().round, answering: false },
          answer: {
            status: 'SUBMITTED',
            offers: [{ itemId: 'item-film', unitPrice: '9.5' }],
            savedAt: null,
            submittedAt: '2026-11-20T15:00:00Z',
            fileName: null,
          },
          receipts: [
            {
              id: 'r1',
              createdAt: '2026-11-20T15:00:00Z',
              submittedBy: 'Ana Souza',
              offers: [
                { itemId: 'item-film', unitPrice: '9.5', declined: false },
              ],
            },
          ],
        })}
        onChanged={jest.fn()}
      />
    )
    expect(screen.getByRole('status')).toHaveTextContent('This round is closed')
    expect(screen.getByLabelText('FILM-1 Unit price')).toBeDisabled()
    expect(
      screen.queryByRole('button', { name: 'Submit answer' })
    ).not.toBeInTheDocument()
    const sent = screen.getByRole('region', { name: 'What you have sent' })
    expect(within(sent).getByText(/sent by Ana Souza/)).toBeInTheDocument()
  })

  it('in Portuguese: the deadline as dd/mm/aaaa HH:mm, no countdown once closed, and each receipt with its prices', async () => {
    await i18n.changeLanguage('pt')
    render(
      <PortalAnswer
        token="t"
        page={portalPage({
          // closed at 18:00 in São Paulo on 20 Nov 2026
          round: {
            ...portalPage().round,
            deadline: '2026-11-20T21:00:00Z',
            answering: false,
          },
          receipts: [
            {
              id: 'r1',
              createdAt: '2026-11-20T15:00:00Z',
              submittedBy: 'Ana Souza',
              offers: [
                { itemId: 'item-box', unitPrice: '5', declined: false },
                { itemId: 'item-film', unitPrice: '9.5', declined: false },
                { itemId: 'item-tape', unitPrice: null, declined: true },
              ],
            },
          ],
        })}
        onChanged={jest.fn()}
      />
    )
    const text = (element: HTMLElement) =>
      element.textContent.replace(/\s+/g, ' ')
    const summary = text(document.body)
    expect(summary).toContain('20/11/2026 18:00')
    expect(screen.getByText('Encerrada')).toBeInTheDocument()
    expect(summary).not.toMatch(/há \d|em \d+ (minuto|hora|dia)/)
    const sent = screen.getByRole('region', { name: 'O que você enviou' })
    expect(text(sent)).toContain('BOX-3 · Carton box 40×30×20: R$ 5,00')
    expect(text(sent)).toContain('FILM-1 · Stretch film 23 µm: R$ 9,50')
    expect(text(sent)).toContain('TAPE-2 · Packing tape 48 mm: Declinado')
  })
})
