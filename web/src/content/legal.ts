// The terms of use and the privacy policy the sign-up asks to accept, in each language. Plain text the
// founders edit here: a heading per section, a paragraph per string.

export type LegalDocument = 'terms' | 'privacy'

interface LegalText {
  title: string
  updated: string
  sections: { heading: string; paragraphs: string[] }[]
}

export const LEGAL: Record<LegalDocument, Record<'en' | 'pt', LegalText>> = {
  terms: {
    en: {
      title: 'Terms of use',
      updated: 'Last updated on November 23, 2026',
      sections: [
        {
          heading: 'The service',
          paragraphs: [
            'Procura helps a company’s procurement team run sourcing processes, watch its contracts and analyse its spend. The company that signs up is the customer; the people it invites use Procura on its behalf.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'Keep your password to yourself. Whoever signs in with it acts as you. The company’s Owner decides who belongs to the company and what each role may do.',
          ],
        },
        {
          heading: 'Your data',
          paragraphs: [
            'What your company enters stays your company’s: processes, quotations, contracts and spend. Procura uses it only to provide the service to your company, and never shows it to another company.',
          ],
        },
        {
          heading: 'Acceptable use',
          paragraphs: [
            'Do not try to reach another company’s data, overload the service or use it against the law. We may suspend an account that does.',
          ],
        },
      ],
    },
    pt: {
      title: 'Termos de uso',
      updated: 'Atualizado em 23 de novembro de 2026',
      sections: [
        {
          heading: 'O serviço',
          paragraphs: [
            'O Procura ajuda a equipe de compras de uma empresa a conduzir processos de sourcing, acompanhar seus contratos e analisar seus gastos. A empresa que se cadastra é a cliente; as pessoas que ela convida usam o Procura em nome dela.',
          ],
        },
        {
          heading: 'Sua conta',
          paragraphs: [
            'Guarde sua senha para você. Quem entra com ela age como você. O Owner da empresa decide quem pertence à empresa e o que cada função pode fazer.',
          ],
        },
        {
          heading: 'Seus dados',
          paragraphs: [
            'O que sua empresa registra continua sendo dela: processos, cotações, contratos e gastos. O Procura os usa apenas para prestar o serviço à sua empresa e nunca os mostra a outra empresa.',
          ],
        },
        {
          heading: 'Uso aceitável',
          paragraphs: [
            'Não tente alcançar dados de outra empresa, sobrecarregar o serviço ou usá-lo contra a lei. Podemos suspender a conta que o fizer.',
          ],
        },
      ],
    },
  },
  privacy: {
    en: {
      title: 'Privacy policy',
      updated: 'Last updated on November 23, 2026',
      sections: [
        {
          heading: 'What we keep',
          paragraphs: [
            'Your name, username, email address, language and, if you add one, your photo; and what you do in Procura on your company’s behalf, with who did it and when.',
          ],
        },
        {
          heading: 'Why',
          paragraphs: [
            'To sign you in, to show your work to your colleagues, to send you the notices and emails your work asks for (an approval waiting, a contract expiring), and to keep the history procurement audits require.',
          ],
        },
        {
          heading: 'Who sees it',
          paragraphs: [
            'The people of your company, as their roles allow. Sign-in is provided by Firebase Authentication; emails go through your company’s mail relay. Nobody else.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You may correct your profile at any time. Ask your company’s Owner to delete your account; under the LGPD and the GDPR you may also ask us what we keep about you.',
          ],
        },
      ],
    },
    pt: {
      title: 'Política de privacidade',
      updated: 'Atualizada em 23 de novembro de 2026',
      sections: [
        {
          heading: 'O que guardamos',
          paragraphs: [
            'Seu nome, nome de usuário, email, idioma e, se você incluir, sua foto; e o que você faz no Procura em nome da sua empresa, com quem fez e quando.',
          ],
        },
        {
          heading: 'Por quê',
          paragraphs: [
            'Para autenticar você, mostrar seu trabalho aos colegas, enviar os avisos e emails que seu trabalho pede (uma aprovação aguardando, um contrato vencendo) e manter o histórico que as auditorias de compras exigem.',
          ],
        },
        {
          heading: 'Quem vê',
          paragraphs: [
            'As pessoas da sua empresa, conforme suas funções permitem. A autenticação é feita pelo Firebase Authentication; os emails passam pelo servidor de email da sua empresa. Ninguém mais.',
          ],
        },
        {
          heading: 'Seus direitos',
          paragraphs: [
            'Você pode corrigir seu perfil a qualquer momento. Peça ao Owner da sua empresa para excluir sua conta; pela LGPD e pelo GDPR você também pode nos perguntar o que guardamos sobre você.',
          ],
        },
      ],
    },
  },
}
