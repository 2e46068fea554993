import type { Locale } from '@procura/shared'

// The words by which a question tells its language, accents removed: each is common in questions
// to the assistant in one language and absent from the other.
const WORDS: Record<Locale, RegExp> = {
  en: /\b(which|what|when|how|much|many|my|me|contracts?|ending|end|expire[sd]?|expiring|suppliers?|materials?|savings?|saved|save|processes|waiting|approval|this|next|month|days|spend|the|of|in|are|is|do|does|did|we|have|by|for|top|biggest|against|target|manager)\b/g,
  pt: /\b(quais|qual|quando|quanto|quantos|quantas|meus|minhas|minha|meu|contratos?|vencem|vence|vencidos?|fornecedores?|materiais|economia|economizamos|processos?|aguardando|aprovacao|este|esse|neste|nesse|proximo|mes|dias|gasto|gastos|como|eu|os|da|dos|das|em|de|que|estao|esta|sao|tem|por|maiores|principais|meta|gestor|gerente)\b/g,
}

// letters only Portuguese writes
const PORTUGUESE_LETTERS = /[ãõçáéíóúâêôà]/i

/**
 * The language a question is written in, so that the answer comes in it whatever language the
 * interface is in; `interfaceLocale` when the question does not tell (a process ID alone).
 */
export const questionLanguage = (
  question: string,
  interfaceLocale: Locale
): Locale => {
  const plain = question
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
  const score = (locale: Locale) => plain.match(WORDS[locale])?.length ?? 0
  const pt = score('pt') + (PORTUGUESE_LETTERS.test(question) ? 2 : 0)
  const en = score('en')
  if (pt === en) return interfaceLocale
  return pt > en ? 'pt' : 'en'
}
