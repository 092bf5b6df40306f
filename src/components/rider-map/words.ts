import { defineWords } from '@/i18n/define-words'

/** The rider map's words, and the shop's reply under a review (issue 39). */
export const riderWords = defineWords({
  'zh-Hant-MO': {
    where: '騎手位置',
    rider: '騎手 {name}',
    call: '致電騎手',
    eta: '預計 {time} 送達',
    updating: '騎手位置更新中',
    shop: '商家',
    door: '收貨地址',
    riderPin: '騎手'
  },
  en: {
    where: 'Rider location',
    rider: 'Rider {name}',
    call: 'Call rider',
    eta: 'Arrives about {time}',
    updating: 'Updating the rider’s location',
    shop: 'Shop',
    door: 'You',
    riderPin: 'Rider'
  },
  pt: {
    where: 'Localização do estafeta',
    rider: 'Estafeta {name}',
    call: 'Ligar ao estafeta',
    eta: 'Chega por volta das {time}',
    updating: 'A atualizar a localização do estafeta',
    shop: 'Loja',
    door: 'Morada',
    riderPin: 'Estafeta'
  }
})
