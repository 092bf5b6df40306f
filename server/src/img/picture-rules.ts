/**
 * What a picture shows, by family: the goods picture test (server/tests/goods-pictures.test.ts) holds every
 * seeded goods' picture to the family its category implies (a cod in 魚類 shows a fish, not a shrimp).
 */
export type PictureFamily =
  | 'fish'
  | 'seafood'
  | 'sushi'
  | 'fruit'
  | 'vegetable'
  | 'meat'
  | 'poultry'
  | 'egg'
  | 'dairy'
  | 'drink'
  | 'alcohol'
  | 'dessert'
  | 'bakery'
  | 'snack'
  | 'sandwich'
  | 'dim-sum'
  | 'noodles'
  | 'rice'
  | 'congee'
  | 'dish'
  | 'staple'
  | 'seasoning'
  | 'household'
  | 'care'
  | 'flower'
  | 'gift'
  | 'film'
  | 'voucher'
  | 'wellness'
  | 'karaoke'
  | 'shop'

export interface PictureRule {
  readonly words: RegExp
  readonly picture: string
  readonly family: PictureFamily
}

const rule = (words: RegExp, picture: string, family: PictureFamily): PictureRule => ({
  words,
  picture,
  family
})

/**
 * First match wins, so the order is the rule: what a thing is made into comes before what it is made of
 * (沙冰 before 芒果, 蛋糕 before 士多啤梨, 炒飯 before 菠蘿), and places before cuisines (日本陽光玫瑰青提 is grapes).
 */
export const PICTURE_RULES: readonly PictureRule[] = [
  // services, tickets and things that are not food
  rule(/SPA|推拿|按摩|足底|肩頸|療程/, 'person-getting-massage', 'wellness'),
  rule(/唱|KTV|卡拉OK/, 'microphone', 'karaoke'),
  rule(/電影|觀影|戲票|影院/, 'film-frames', 'film'),
  rule(/現金券|代金券|優惠券/, 'admission-tickets', 'voucher'),
  rule(/爆谷/, 'popcorn', 'snack'),
  rule(/熱狗/, 'hot-dog', 'snack'),
  rule(/紅玫瑰|玫瑰花/, 'rose', 'flower'),
  rule(/向日葵/, 'sunflower', 'flower'),
  rule(/盆栽|植物|富貴竹|蝴蝶蘭/, 'potted-plant', 'flower'),
  rule(/花束|花籃|花牌|花禮|永生花|乾花|百合|康乃馨|繡球|鮮花|花店/, 'bouquet', 'flower'),
  rule(/紙巾|廁紙|衛生紙/, 'roll-of-paper', 'household'),
  rule(/洗潔精|洗衣|清潔|消毒/, 'sponge', 'household'),
  rule(/牙刷|牙膏|口腔/, 'toothbrush', 'care'),
  rule(/沐浴|洗髮|洗頭水/, 'soap', 'care'),
  rule(/護手霜|潤膚|乳液|面霜/, 'lotion-bottle', 'care'),
  rule(/石油氣|柴油|煤氣/, 'fuel-pump', 'household'),
  rule(/蠟燭|香薰/, 'candle', 'gift'),
  rule(/牌坊|大三巴|擺設/, 'classical-building', 'gift'),
  rule(/明信片|花磚|杯墊/, 'framed-picture', 'gift'),
  rule(/酒杯|對杯/, 'wine-glass', 'alcohol'),
  // seasonings and dry goods, before what they are made from (蠔油 is not an oyster)
  rule(/生抽|老抽|醬油|醋|蠔油（|醬（|蝦醬（|汁（|油（|調味/, 'jar', 'seasoning'),
  rule(/珍珠米|香米|糙米|白米|米（/, 'sheaf-of-rice', 'staple'),
  // drinks: before the fruit they taste of
  rule(/無酒精/, 'cup-with-straw', 'drink'),
  rule(/香檳|氣泡酒|Prosecco|Moët/, 'bottle-with-popping-cork', 'alcohol'),
  rule(/清酒|燒酒|吟釀|獺祭/, 'sake', 'alcohol'),
  rule(/威士忌|白蘭地|烈酒|VSOP|Johnnie|軒尼詩/, 'tumbler-glass', 'alcohol'),
  rule(/啤酒|Super Bock|Asahi/, 'beer-mug', 'alcohol'),
  rule(/煮蜆/, 'oyster', 'seafood'),
  rule(
    /紅酒|白酒|綠酒|玫瑰酒|波特|Port|馬德拉|葡萄酒|Vinho|Pinot|Shiraz|Rioja|Sauvignon|Cabernet|Douro|酒(?!樓)/,
    'wine-glass',
    'alcohol'
  ),
  rule(/沙冰|果汁|橙汁|西瓜汁|葡萄汁|百香果|多多|特飲/, 'tropical-drink', 'drink'),
  rule(/珍珠|奶蓋|奶茶/, 'bubble-tea', 'drink'),
  // a 鴛鴦鍋底 is a hotpot, not a coffee
  rule(/鍋底|火鍋|打邊爐|雞鍋|薯仔鍋/, 'pot-of-food', 'dish'),
  rule(/咖啡|鴛鴦|拿鐵/, 'hot-beverage', 'drink'),
  rule(/功夫茶/, 'teapot', 'drink'),
  rule(/檸檬茶|檸茶|凍檸|檸樂|梳打|可樂|汽水|檸蜜|酸梅湯|茅根|菊花/, 'cup-with-straw', 'drink'),
  rule(/蒸餾水|礦泉水|飲用水/, 'potable-water', 'drink'),
  // desserts, cakes and bread: before the fruit and the meat in them
  rule(/撻/, 'custard', 'dessert'),
  rule(/紙包蛋糕|杯子蛋糕/, 'cupcake', 'dessert'),
  rule(/蛋糕|千層|慕絲|拿破崙|提拉米蘇|瑞士卷|黑森林/, 'shortcake', 'dessert'),
  rule(/班戟|鬆餅/, 'pancakes', 'dessert'),
  rule(/窩夫|雞蛋仔/, 'waffle', 'dessert'),
  rule(/雪糕|冰條|新地/, 'ice-cream', 'dessert'),
  rule(/布甸|燉奶|撞奶|雙皮奶|燉鮮奶|Serradura|椰汁糕/, 'custard', 'dessert'),
  rule(/楊枝甘露/, 'shaved-ice', 'dessert'),
  rule(/糖水|西米露|紅豆沙|芝麻糊|糯米飯|喳咋/, 'bowl-with-spoon', 'dessert'),
  rule(/朱古力|巧克力/, 'chocolate-bar', 'snack'),
  rule(/軟糖|糖果|花生糖|薑糖/, 'candy', 'snack'),
  rule(/杏仁餅|曲奇|消化餅|蘇打餅|餅乾|雞仔餅|老婆餅|鳳梨酥|蛋卷|鳳凰卷|手信/, 'cookie', 'snack'),
  rule(/肉紙|肉脯|肉乾/, 'bacon', 'snack'),
  rule(/薯片/, 'potato', 'snack'),
  rule(/薯條|薯角|炸物/, 'french-fries', 'snack'),
  rule(/芝士波波/, 'cheese-wedge', 'snack'),
  rule(/鮮奶|牛奶|低脂奶|乳酪|豆漿/, 'glass-of-milk', 'dairy'),
  rule(/豬扒包|牛扒包|雞扒包|漢堡/, 'hamburger', 'sandwich'),
  rule(/多士|蛋治|三文治/, 'sandwich', 'sandwich'),
  rule(/法包/, 'baguette-bread', 'sandwich'),
  rule(/牛角包|可頌/, 'croissant', 'bakery'),
  rule(/油炸鬼|油條|炸兩|牛脷酥/, 'baguette-bread', 'bakery'),
  // a 茶餐廳 is known by its milk tea; 抹茶 cake is a cake (above)
  rule(/茶葉沙律|沙律/, 'green-salad', 'vegetable'),
  rule(/茶|普洱|鐵觀音|烏龍/, 'teacup-without-handle', 'drink'),
  // bread, noodles, dim sum, rice and congee: before the fish, meat and vegetables in them
  rule(/麵包|方包|吐司|菠蘿包|菠蘿油|豬仔包|腸仔包|雞尾包|餅店|餅家|西餅|烘焙/, 'bread', 'bakery'),
  rule(/粥/, 'bowl-with-spoon', 'congee'),
  rule(/意粉|意大利粉|通心粉/, 'spaghetti', 'noodles'),
  rule(/麵|米線|米粉|河粉|牛河|絲河|瀨粉|檬粉|通粉|出前一丁|碗仔翅/, 'steaming-bowl', 'noodles'),
  // 水餃麵 is a bowl of noodles
  rule(/蝦餃|燒賣|餃|點心|流沙包|叉燒包|小籠包|腸粉|鳳爪|蘿蔔糕|春卷|米紙卷/, 'dumpling', 'dim-sum'),
  rule(/海鮮飯/, 'shallow-pan-of-food', 'rice'),
  rule(/壽司|刺身|加州卷/, 'sushi', 'sushi'),
  rule(/飯|丼/, 'cooked-rice', 'rice'),
  rule(/薄餅|披薩/, 'pizza', 'dish'),
  // fruit
  rule(/果籃|水果|生果|雜果|果盤/, 'tangerine', 'fruit'),
  rule(/蘋果/, 'red-apple', 'fruit'),
  rule(/青提|提子|葡萄(?!牙)/, 'grapes', 'fruit'),
  rule(/蜜瓜|哈密瓜/, 'melon', 'fruit'),
  rule(/西瓜/, 'watermelon', 'fruit'),
  rule(/芒果/, 'mango', 'fruit'),
  rule(/車厘子|櫻桃/, 'cherries', 'fruit'),
  rule(/士多啤梨|草莓/, 'strawberry', 'fruit'),
  rule(/奇異果/, 'kiwi-fruit', 'fruit'),
  rule(/香蕉/, 'banana', 'fruit'),
  rule(/菠蘿|鳳梨/, 'pineapple', 'fruit'),
  rule(/椰青|椰子|榴槤/, 'coconut', 'fruit'),
  rule(/桔|橙|柑|山竹/, 'tangerine', 'fruit'),
  rule(/檸檬/, 'lemon', 'fruit'),
  rule(/桃/, 'peach', 'fruit'),
  rule(/梨/, 'pear', 'fruit'),
  // vegetables
  rule(/西蘭花/, 'broccoli', 'vegetable'),
  rule(/紅蘿蔔|甘筍/, 'carrot', 'vegetable'),
  rule(/番茄|蕃茄/, 'tomato', 'vegetable'),
  rule(/薯仔|馬鈴薯/, 'potato', 'vegetable'),
  rule(/粟米/, 'ear-of-corn', 'vegetable'),
  rule(/菇|菌/, 'mushroom', 'vegetable'),
  rule(/菜心|(?<!土)生菜|通菜|芥蘭|娃娃菜|白菜|菠菜|青菜|蔬菜|雜菜|時蔬|蔬果/, 'leafy-green', 'vegetable'),
  rule(/湯/, 'pot-of-food', 'dish'),
  // fish and seafood: balls, fish, then the rest of the sea
  rule(/魚蛋|魚丸|魚球|魚滑|蝦滑|魚皮|牛丸|豆腐|年糕|串燒|燒賣串|豬皮蘿蔔/, 'oden', 'snack'),
  rule(/天婦羅/, 'fried-shrimp', 'dish'),
  rule(/龍蝦/, 'lobster', 'seafood'),
  rule(/蟹/, 'crab', 'seafood'),
  rule(/墨魚|魷魚|八爪魚/, 'squid', 'seafood'),
  rule(/魚|馬介休|石斑|三文|吞拿|鰻/, 'fish', 'fish'),
  rule(/蝦|海鮮/, 'shrimp', 'seafood'),
  rule(/蠔|蜆|花甲|扇貝|帶子|貝/, 'oyster', 'seafood'),
  // eggs, poultry and meat
  rule(/雞蛋|溏心蛋|鴨蛋|蛋（/, 'egg', 'egg'),
  rule(/咖喱角/, 'stuffed-flatbread', 'snack'),
  rule(/咖喱/, 'curry-rice', 'dish'),
  rule(/雞|鵝|鴨/, 'poultry-leg', 'poultry'),
  rule(/牛扒|牛排|牛小排|肉眼|扒/, 'cut-of-meat', 'meat'),
  rule(/羊|排骨|豬腳|燒烤/, 'meat-on-bone', 'meat'),
  rule(/豬|牛|肉|叉燒|燒味|腸|滷水|鹵水|肥牛/, 'cut-of-meat', 'meat'),
  // cuisines and kinds of shop (a merchant's category, a combo's shop)
  rule(/自助|放題/, 'fork-and-knife-with-plate', 'dish'),
  rule(/日本|日式/, 'sushi', 'sushi'),
  rule(/粵菜|酒樓|潮州/, 'dumpling', 'dim-sum'),
  rule(/泰國|泰式|緬甸|越南|土生/, 'curry-rice', 'dish'),
  rule(/葡國|葡式|西餐|意大利/, 'spaghetti', 'dish'),
  rule(/韓國|韓式|炸/, 'poultry-leg', 'poultry'),
  rule(/碟頭/, 'cooked-rice', 'rice'),
  rule(/甜品/, 'shaved-ice', 'dessert'),
  rule(/小食/, 'oden', 'snack'),
  rule(/禮盒|禮籃|禮品|送禮|燕窩/, 'wrapped-gift', 'gift'),
  rule(/超市|便利|士多|雜貨/, 'convenience-store', 'shop'),
  rule(/百貨|商場|服飾/, 'shopping-bags', 'shop'),
  rule(/藥|保健/, 'pill', 'shop'),
  rule(/美容|化妝/, 'lipstick', 'shop'),
  rule(/團購(?!套餐)|優惠|券/, 'admission-tickets', 'voucher'),
  rule(/外賣|快餐|便當/, 'takeout-box', 'dish')
]
