import { useTranslation } from 'react-i18next'

import SignedOutHeader from 'src/components/Layout/SignedOutHeader'
import PageTitle from 'src/components/PageTitle/PageTitle'
import { LEGAL, type LegalDocument } from 'src/content/legal'

/** The terms of use or the privacy policy, in the reader's language, signed in or not. */
const LegalPage = ({ document }: { document: string }) => {
  const { i18n } = useTranslation()
  const texts =
    LEGAL[(document === 'privacy' ? 'privacy' : 'terms') as LegalDocument]
  const text = i18n.language.startsWith('pt') ? texts.pt : texts.en
  return (
    <div className="flex min-h-screen flex-col items-center">
      <PageTitle parts={[text.title]} />
      <SignedOutHeader />
      <main className="my-12 w-full max-w-2xl rounded-lg border border-slate-200 bg-white p-8">
        <h1 className="text-xl font-semibold">{text.title}</h1>
        <p className="mb-6 text-sm text-slate-500">{text.updated}</p>
        {text.sections.map((section) => (
          <section key={section.heading} className="mb-4">
            <h2 className="mb-1 font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mb-2 text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </main>
    </div>
  )
}

export default LegalPage
