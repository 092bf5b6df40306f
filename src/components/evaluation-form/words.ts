import { defineWords } from '@/i18n/define-words'

/** The evaluation form's words (issue 39): they load with the verticals' evaluation pages. */
export const evaluationWords = defineWords({
  'zh-Hant-MO': {
    star: '{label}{n}星',
    thanks: '感謝你的評價',
    anonymous: '匿名評價',
    submit: '提交評價'
  },
  en: {
    star: '{label}: {n} stars',
    thanks: 'Thanks for your review',
    anonymous: 'Post anonymously',
    submit: 'Submit review'
  },
  pt: {
    star: '{label}: {n} estrelas',
    thanks: 'Obrigado pela avaliação',
    anonymous: 'Avaliar anonimamente',
    submit: 'Enviar avaliação'
  }
})
