import { defineWords } from '@/i18n/define-words'

/** The captcha line's words (issue 39). */
export const captchaWords = defineWords({
  'zh-Hant-MO': {
    solving: '正在進行人機驗證… {percent}%',
    done: '已通過人機驗證',
    failed: '人機驗證未完成，請再按一次重試',
    progress: '人機驗證進度'
  },
  en: {
    solving: 'Checking you are human… {percent}%',
    done: 'Human check passed',
    failed: 'Human check not finished: tap again to retry',
    progress: 'Human check progress'
  },
  pt: {
    solving: 'A verificar que é humano… {percent}%',
    done: 'Verificação concluída',
    failed: 'Verificação incompleta: toque de novo para tentar',
    progress: 'Progresso da verificação'
  }
})
