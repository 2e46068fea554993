import { requestLocale, translate } from './i18n'

describe('requestLocale', () => {
  it('takes the locale cookie first', () => {
    expect(
      requestLocale({ cookie: 'a=1; locale=pt', 'accept-language': 'en-US' })
    ).toBe('pt')
  })

  it('then the Accept-Language header, by quality', () => {
    expect(
      requestLocale({ 'Accept-Language': 'fr;q=0.9, pt-BR;q=0.8, en;q=0.5' })
    ).toBe('pt')
    expect(requestLocale({ 'accept-language': 'en-US,pt;q=0.5' })).toBe('en')
  })

  it('ignores an unknown cookie value and defaults to en', () => {
    expect(requestLocale({ cookie: 'locale=de' })).toBe('en')
    expect(requestLocale({})).toBe('en')
  })
})

describe('translate', () => {
  it('answers in the asked language with interpolation', () => {
    expect(translate('pt', 'validation.min', { min: 8 })).toBe(
      'Use pelo menos 8 caracteres'
    )
    expect(translate('en', 'auth.messages.welcomeBack')).toBe('Welcome back!')
  })
})
