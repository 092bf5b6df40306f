import { FEEDBACK_CATEGORIES } from '@lotus/contract/feedback'
import { pagesUserWords } from '../words'

type CategoryKey = Extract<Parameters<typeof pagesUserWords.word>[0], `fb.cat.${number}`>

/** A feedback category is stored as written (data): shown in the reader's words by its place in the list. */
export function categoryWord(c: string): string {
  const i = (FEEDBACK_CATEGORIES as readonly string[]).indexOf(c)
  return i < 0 ? c : pagesUserWords.word(`fb.cat.${i}` as CategoryKey)
}
