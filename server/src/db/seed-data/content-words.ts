import type { Names } from './content-names.js'
import { MARKET_AISLE_WORDS, MARKET_GOODS_WORDS } from './market-words.js'

/**
 * English and Portuguese of the words customers see on a shop that are not rows of their own (issue 39 point 4):
 * its category, its tags, its district, the city. As Macau writes them: districts and streets as on the bilingual
 * signs (氹仔 / Taipa, 官也街 / Rua do Cunha), dishes by the names menus give them. Keyed by the original word; a
 * word not here keeps its original in every language. `server/tests/content-words.test.ts` fails while a word the
 * seed gives a shop has no translation here.
 */

/** `merchants.category` (the takeaway home's categories, a group shop's kind). */
export const SHOP_CATEGORY_WORDS: Names = {
  超市: ['Supermarket', 'Supermercado'],
  水果: ['Fruit', 'Fruta'],
  酒行: ['Wine shop', 'Garrafeira'],
  花店: ['Florist', 'Florista'],
  咖啡: ['Coffee', 'Café'],
  禮品: ['Gifts', 'Presentes'],
  電影: ['Cinema', 'Cinema'],
  餅店: ['Bakery', 'Pastelaria'],
  茶餐廳: ['Cha chaan teng', 'Casa de chá (cha chaan teng)'],
  日本料理: ['Japanese', 'Cozinha japonesa'],
  粥麵: ['Congee & noodles', 'Canja e massas'],
  甜品: ['Desserts', 'Sobremesas'],
  西餐: ['Western', 'Cozinha ocidental'],
  按摩: ['Massage', 'Massagens'],
  葡國菜: ['Portuguese', 'Cozinha portuguesa'],
  奶茶: ['Milk tea', 'Chá com leite'],
  自助餐: ['Buffet', 'Bufete'],
  酒樓點心: ['Dim sum', 'Dim sum'],
  蛋撻: ['Egg tarts', 'Pastéis de nata'],
  豬扒包: ['Pork chop buns', 'Pão com costeleta'],
  土生菜: ['Macanese', 'Cozinha macaense'],
  火鍋: ['Hot pot', 'Fondue chinês'],
  健身: ['Fitness', 'Ginásio'],
  泰國菜: ['Thai', 'Cozinha tailandesa'],
  越南菜: ['Vietnamese', 'Cozinha vietnamita'],
  緬甸菜: ['Burmese', 'Cozinha birmanesa'],
  麵包蛋糕: ['Bread & cakes', 'Pão e bolos'],
  雜貨: ['Groceries', 'Mercearia'],
  粵菜: ['Cantonese', 'Cozinha cantonense'],
  燒味: ['Cantonese roast meats', 'Assados cantoneses'],
  小食: ['Snacks', 'Petiscos'],
  手信: ['Souvenirs', 'Lembranças'],
  燒烤: ['Barbecue', 'Churrasco'],
  海鮮: ['Seafood', 'Marisco'],
  韓國菜: ['Korean', 'Cozinha coreana'],
  潮州菜: ['Chiu Chow', 'Cozinha Chiu Chow']
}

/** `merchants.district`, `places.district`: the areas and the parishes (contract/business.ts MACAU_DISTRICTS). */
export const DISTRICT_WORDS: Names = {
  澳門半島: ['Macau Peninsula', 'Península de Macau'],
  氹仔: ['Taipa', 'Taipa'],
  路氹城: ['Cotai', 'Cotai'],
  路環: ['Coloane', 'Coloane'],
  花地瑪堂區: ['Our Lady of Fatima', 'Nossa Senhora de Fátima'],
  花王堂區: ['St Anthony', 'Santo António'],
  望德堂區: ['St Lazarus', 'São Lázaro'],
  大堂區: ['Cathedral', 'Sé'],
  風順堂區: ['St Lawrence', 'São Lourenço']
}

/** `cities.name` (`GET /v1/store/merchant/cities`). */
export const CITY_WORDS: Names = {
  澳門: ['Macau', 'Macau']
}

/** A shop's `tags`, a goods' or a supermarket product's `tags`, a group shop's photo albums. */
export const TAG_WORDS: Names = {
  果籃: ['Fruit baskets', 'Cestos de fruta'],
  手搖飲品: ['Hand-shaken drinks', 'Bebidas batidas à mão'],
  老字號: ['Time-honoured', 'Casa tradicional'],
  點心: ['Dim sum', 'Dim sum'],
  推拿: ['Tui na', 'Tui na'],
  街坊超市: ['Neighbourhood supermarket', 'Supermercado de bairro'],
  葡撻: ['Egg tarts', 'Pastéis de nata'],
  葡萄牙酒: ['Portuguese wine', 'Vinho português'],
  漢堡: ['Burgers', 'Hambúrgueres'],
  送酒上門: ['Wine to your door', 'Vinho entregue em casa'],
  街坊小店: ['Neighbourhood shop', 'Loja de bairro'],
  刺身: ['Sashimi', 'Sashimi'],
  香檳: ['Champagne', 'Champanhe'],
  三盞燈: ['Three Lamps', 'Rotunda de Carlos da Maia'],
  路環蝦醬: ['Coloane shrimp paste', 'Pasta de camarão de Coloane'],
  禮盒: ['Gift boxes', 'Caixas de oferta'],
  電影票: ['Cinema tickets', 'Bilhetes de cinema'],
  'K 歌': ['Karaoke', 'Karaoke'],
  宵夜: ['Late-night eats', 'Ceias'],
  杏仁餅: ['Almond cookies', 'Bolos de amêndoa'],
  非物質文化遺產: ['Intangible cultural heritage', 'Património cultural imaterial'],
  鰻魚飯: ['Eel rice', 'Arroz com enguia'],
  即日送花: ['Same-day flowers', 'Flores no próprio dia'],
  蝦子撈麵: ['Shrimp roe noodles', 'Massa com ovas de camarão'],
  麵包: ['Bread', 'Pão'],
  薄餅: ['Pizza', 'Pizza'],
  港式奶茶: ['Hong Kong milk tea', 'Chá com leite à Hong Kong'],
  時令: ['In season', 'Da época'],
  家庭套票: ['Family tickets', 'Bilhetes de família'],
  咖喱魚蛋: ['Curry fish balls', 'Bolas de peixe com caril'],
  肩頸: ['Neck & shoulders', 'Pescoço e ombros'],
  打冷: ['Chiu Chow cold dishes', 'Pratos frios Chiu Chow'],
  雙皮奶: ['Double-skin milk pudding', 'Pudim de leite de pele dupla'],
  薯條: ['Fries', 'Batatas fritas'],
  燒鵝: ['Roast goose', 'Ganso assado'],
  乾貨: ['Dried goods', 'Produtos secos'],
  滷水: ['Soy-braised', 'Estufado em molho de soja'],
  明火白粥: ['Slow-cooked plain congee', 'Canja simples de lume brando'],
  榴槤: ['Durian', 'Durião'],
  早餐: ['Breakfast', 'Pequeno-almoço'],
  黑糖珍珠: ['Brown sugar pearls', 'Pérolas de açúcar mascavado'],
  椰汁雞麵: ['Coconut chicken noodles', 'Massa de galinha com leite de coco'],
  冬蔭功: ['Tom yum', 'Tom yum'],
  澳門手信: ['Macau souvenirs', 'Lembranças de Macau'],
  名酒: ['Fine wines & spirits', 'Vinhos e bebidas finas'],
  長者優惠日: ["Seniors' discount day", 'Dia de desconto para idosos'],
  海景: ['Sea view', 'Vista de mar'],
  '24小時': ['Open 24 hours', 'Aberto 24 horas'],
  家居禮品: ['Home gifts', 'Presentes para a casa'],
  足療: ['Foot therapy', 'Reflexologia'],
  潮汕牛肉: ['Chiu Chow beef', 'Vaca Chiu Chow'],
  '酒店 SPA': ['Hotel spa', 'Spa de hotel'],
  開張花籃: ['Opening flower baskets', 'Cestos de flores para inaugurações'],
  生日蛋糕: ['Birthday cakes', 'Bolos de aniversário'],
  派對: ['Parties', 'Festas'],
  菠蘿油: ['Pineapple bun with butter', 'Pão de ananás com manteiga'],
  鮮切水果: ['Fresh-cut fruit', 'Fruta cortada na hora'],
  越南河粉: ['Pho', 'Pho'],
  嘉模堂: ['Our Lady of Carmel Church', 'Igreja de Nossa Senhora do Carmo'],
  手切牛肉: ['Hand-cut beef', 'Vaca cortada à mão'],
  '精油 SPA': ['Aromatherapy spa', 'Spa de aromaterapia'],
  派對房: ['Party rooms', 'Salas de festa'],
  批發價: ['Wholesale prices', 'Preços de armazém'],
  足秤: ['Full weight', 'Peso certo'],
  牛雜: ['Beef offal', 'Miudezas de vaca'],
  海灘: ['Beach', 'Praia'],
  送酒: ['Wine delivery', 'Entrega de vinhos'],
  酒店自助餐: ['Hotel buffet', 'Bufete de hotel'],
  小教堂: ['Chapel', 'Capela'],
  烤乳豬: ['Roast suckling pig', 'Leitão assado'],
  竹昇麵: ['Bamboo-pole noodles', 'Massa de bambu'],
  撈雞絲: ['Shredded chicken', 'Galinha desfiada'],
  官也街: ['Rua do Cunha', 'Rua do Cunha'],
  葡國雞: ['Portuguese chicken', 'Galinha à portuguesa'],
  排隊名店: ['Worth the queue', 'Vale a fila'],
  平靚正: ['Good and cheap', 'Bom e barato'],
  新鮮直送: ['Fresh to your door', 'Frescos entregues em casa'],
  晚宴: ['Banquets', 'Banquetes'],
  'VIP 廳': ['VIP room', 'Sala VIP'],
  按重量計價: ['Priced by weight', 'Preço ao peso'],
  牛扒: ['Steak', 'Bife'],
  法包: ['Baguette', 'Baguete'],
  氹仔舊城區: ['Taipa Village', 'Vila da Taipa'],
  鮮肉: ['Fresh meat', 'Carne fresca'],
  糖水: ['Sweet soups', 'Sopas doces'],
  非洲雞: ['African chicken', 'Galinha à africana'],
  足底按摩: ['Foot massage', 'Massagem aos pés'],
  蘭花: ['Orchids', 'Orquídeas'],
  土生葡人美食: ['Macanese food', 'Gastronomia macaense'],
  炸雞: ['Fried chicken', 'Frango frito'],
  蔬菜: ['Vegetables', 'Legumes'],
  公園: ['Park', 'Parque'],
  烈酒: ['Spirits', 'Bebidas espirituosas'],
  '2 小時送達': ['Delivered in 2 hours', 'Entrega em 2 horas'],
  送酒禮盒: ['Wine gift boxes', 'Caixas de vinho para oferta'],
  冰室: ['Bing sutt (old-style café)', 'Bing sutt (café à antiga)'],
  即叫即炸: ['Fried to order', 'Frito na hora'],
  花束: ['Bouquets', 'Ramos de flores'],
  路環葡撻: ['Coloane egg tarts', 'Pastéis de nata de Coloane'],
  海洋花園: ['Ocean Gardens', 'Jardins do Oceano'],
  進口食品: ['Imported food', 'Alimentos importados'],
  花籃: ['Flower baskets', 'Cestos de flores'],
  叉燒: ['Char siu', 'Char siu'],
  拉麵: ['Ramen', 'Ramen'],
  // a goods' or a product's tags
  熱賣: ['Best seller', 'Mais vendido'],
  招牌: ['Signature', 'Especialidade'],
  售罄: ['Sold out', 'Esgotado'],
  新品: ['New', 'Novidade'],
  // a group shop's photo albums
  環境: ['Setting', 'Ambiente'],
  菜品: ['Dishes', 'Pratos'],
  其他: ['Other', 'Outros']
}

/** A group shop's menu sections that are no shop's goods category (those are in content-names.ts CATEGORY_NAMES). */
export const DISH_SECTION_WORDS: Names = {
  甜點: ['Sweets', 'Doces'],
  輕食: ['Light meals', 'Refeições ligeiras'],
  療程: ['Treatments', 'Tratamentos'],
  課程: ['Classes', 'Aulas'],
  會籍: ['Memberships', 'Subscrições']
}

/** The points mall's gifts (supermarket.ts PMALL_GIFTS, PMALL_CASH_GIFTS); its coupons are worded by coupon-names.ts. */
export const POINTS_GIFT_WORDS: Names = {
  環保購物袋: ['Reusable shopping bag', 'Saco de compras reutilizável'],
  蓮花保溫杯: ['Lotus thermal mug', 'Caneca térmica Lotus'],
  不鏽鋼餐具套裝: ['Stainless steel cutlery set', 'Conjunto de talheres em inox'],
  澳門杏仁餅禮盒: ['Macau almond cookie gift box', 'Caixa de bolinhos de amêndoa de Macau'],
  手工蛋卷禮盒: ['Handmade egg roll gift box', 'Caixa de rolos de ovo artesanais'],
  '有機雞蛋（10隻）': ['Organic eggs (10)', 'Ovos biológicos (10)'],
  '鮮奶（946ml）': ['Fresh milk (946 ml)', 'Leite fresco (946 ml)'],
  '泰國香米（2kg）': ['Thai fragrant rice (2 kg)', 'Arroz aromático tailandês (2 kg)'],
  '花生油（900ml）': ['Peanut oil (900 ml)', 'Óleo de amendoim (900 ml)'],
  '盒裝紙巾（5盒）': ['Boxed tissues (5 boxes)', 'Lenços em caixa (5 caixas)'],
  '洗衣液（2L）': ['Laundry liquid (2 L)', 'Detergente líquido (2 L)'],
  '雨傘（摺疊）': ['Folding umbrella', 'Guarda-chuva dobrável'],
  保鮮盒三件套: ['Food containers, set of 3', 'Conjunto de 3 caixas herméticas'],
  電動牙刷: ['Electric toothbrush', 'Escova de dentes elétrica'],
  藍牙耳機: ['Bluetooth earphones', 'Auriculares Bluetooth'],
  行李秤: ['Luggage scale', 'Balança de bagagem'],
  便攜充電寶: ['Power bank', 'Bateria portátil'],
  澳門明信片套裝: ['Macau postcard set', 'Conjunto de postais de Macau'],
  卡通公仔匙扣: ['Cartoon keyring', 'Porta-chaves de bonecos'],
  '咖啡豆（250g）': ['Coffee beans (250 g)', 'Café em grão (250 g)'],
  '蓮花行李箱（20吋）': ['Lotus suitcase (20")', 'Mala de viagem Lotus (20")'],
  '電飯煲（1.8L）': ['Rice cooker (1.8 L)', 'Panela de arroz (1,8 L)'],
  澳門手信大禮包: ['Macau souvenir hamper', 'Cabaz de lembranças de Macau'],
  保溫飯壺: ['Insulated food jar', 'Termo para comida']
}

/** Every content word, one translation each (a word in two lists is said the same way in both). */
export const CONTENT_WORDS: Names = {
  ...MARKET_GOODS_WORDS,
  ...MARKET_AISLE_WORDS,
  ...POINTS_GIFT_WORDS,
  ...DISH_SECTION_WORDS,
  ...TAG_WORDS,
  ...CITY_WORDS,
  ...DISTRICT_WORDS,
  ...SHOP_CATEGORY_WORDS
}
