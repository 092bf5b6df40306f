import { agreementWords } from './words'

/**
 * The 用戶協議 and 隱私政策 a customer agrees to before logging in (issue 35 §15: the links did nothing), in the
 * reader's language (their words: ./words.ts).
 */
export interface AgreementDoc {
  title: string
  sections: ReadonlyArray<{ heading: string; body: string }>
}

export type AgreementKind = 'terms' | 'privacy'

const SECTIONS: Readonly<Record<AgreementKind, number>> = { terms: 7, privacy: 5 }

type Key = Parameters<typeof agreementWords.word>[0]

/** One document in the language in force. */
export function agreementDoc(kind: AgreementKind): AgreementDoc {
  const w = (k: string) => agreementWords.word(`${kind}.${k}` as Key)
  return {
    title: w('title'),
    sections: Array.from({ length: SECTIONS[kind] }, (_, i) => ({
      heading: w(`${i + 1}.heading`),
      body: w(`${i + 1}.body`)
    }))
  }
}
