/**
 * The server's Traditional Chinese messages that have a translation of their own, beyond their code's meaning
 * (contract/error-messages.ts): the envelope's and the validator's words, which name what was wrong, and the
 * messages a customer meets most. A message not here is answered with its code's meaning in that language.
 */
export const PHRASES: Readonly<Record<string, readonly [en: string, pt: string]>> = {
  請先登入: ['Please log in first', 'Inicie sessão primeiro'],
  找不到資源: ['Not found', 'Não encontrado'],
  找不到該接口: ['No such endpoint', 'Este serviço não existe'],
  找不到商家: ['Shop not found', 'Loja não encontrada'],
  找不到訂單: ['Order not found', 'Encomenda não encontrada'],
  找不到商品: ['Item not found', 'Artigo não encontrado'],
  找不到地址: ['Address not found', 'Endereço não encontrado'],
  網址格式錯誤: ['Malformed URL', 'URL mal formado'],
  請求格式錯誤: ['Malformed request', 'Pedido mal formado'],
  請求逾時: ['Request timed out', 'O pedido excedeu o tempo'],
  請求網址或標頭過大: ['Request URL or headers too large', 'URL ou cabeçalhos do pedido demasiado grandes'],
  請求內容過大: ['Request body too large', 'Conteúdo do pedido demasiado grande'],
  不支援的內容類型: ['Unsupported content type', 'Tipo de conteúdo não suportado'],
  請求長度錯誤: ['Wrong request length', 'Comprimento do pedido errado'],
  請求內容不可為空: ['The request body may not be empty', 'O conteúdo do pedido não pode estar vazio'],
  '請求內容不是有效的 JSON': ['The request body is not valid JSON', 'O conteúdo do pedido não é JSON válido'],
  請求內容無效: ['Invalid request body', 'Conteúdo do pedido inválido'],
  上傳內容不完整: ['The upload is incomplete', 'O envio está incompleto'],
  上傳欄位過多: ['Too many upload fields', 'Demasiados campos no envio'],
  一次只可上傳一個檔案: ['One file at a time', 'Um ficheiro de cada vez'],
  '請以 multipart/form-data 上傳檔案': [
    'Upload files as multipart/form-data',
    'Envie ficheiros como multipart/form-data'
  ],
  '檔案不可超過 2 MB': ['The file may not exceed 2 MB', 'O ficheiro não pode exceder 2 MB'],
  參數錯誤: ['Invalid parameters', 'Parâmetros inválidos'],
  '系統繁忙，請稍後再試': ['System busy, please try again later', 'Sistema ocupado, tente mais tarde'],
  '請求過於頻繁，請稍後再試': [
    'Too many requests: please wait a moment',
    'Demasiados pedidos: aguarde um momento'
  ],
  '發送過於頻繁，請一分鐘後再試': [
    'Sent too often: try again in a minute',
    'Enviado com demasiada frequência: tente daqui a um minuto'
  ],
  驗證碼錯誤或已失效: ['Wrong or expired code', 'Código errado ou expirado'],
  今日驗證碼發送次數已達上限: [
    'Too many codes today: try again tomorrow',
    'Demasiados códigos hoje: tente amanhã'
  ],
  '訂單已支付，請勿重複付款': ['The order is already paid', 'A encomenda já está paga'],
  '訂單已取消，無法支付': [
    'The order was cancelled and cannot be paid',
    'A encomenda foi cancelada e não pode ser paga'
  ],
  '訂單已超時關閉，無法支付': [
    'The order timed out and cannot be paid',
    'A encomenda expirou e não pode ser paga'
  ],
  請選擇收貨地址: ['Please choose a delivery address', 'Escolha um endereço de entrega'],
  此訂單已評價: ['This order is already reviewed', 'Esta encomenda já foi avaliada'],
  拼單已結束: ['The group order has ended', 'A encomenda de grupo terminou'],
  '該時段已約滿，請選擇其他時段': [
    'This time is fully booked: choose another',
    'Este horário está esgotado: escolha outro'
  ]
}

/** The validator's sentences (server/src/http/validate.ts), the field's name kept as it came. */
export const PATTERNS: ReadonlyArray<readonly [RegExp, en: string, pt: string]> = [
  [/^不支援的參數：(.+)$/u, 'Unsupported parameter: $1', 'Parâmetro não suportado: $1'],
  [/^缺少參數 (.+)$/u, 'Missing parameter $1', 'Falta o parâmetro $1'],
  [/^參數 (.+) 類型錯誤$/u, 'Parameter $1 has the wrong type', 'O parâmetro $1 tem o tipo errado'],
  [/^參數 (.+) 超出上限$/u, 'Parameter $1 is over its maximum', 'O parâmetro $1 excede o máximo'],
  [/^參數 (.+) 低於下限$/u, 'Parameter $1 is under its minimum', 'O parâmetro $1 está abaixo do mínimo'],
  [/^參數 (.+) 格式錯誤$/u, 'Parameter $1 is malformed', 'O parâmetro $1 tem um formato inválido'],
  // a rule of the field's own (refine): its words are Chinese, its name is not
  [/^參數 ([\w.[\]-]+) .+$/u, 'Parameter $1 is invalid', 'O parâmetro $1 é inválido']
]
