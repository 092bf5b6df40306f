import type { AdminGoods } from '@lotus/contract/menu-admin'
import { formatMop } from '@lotus/contract/money'
import { PRICE_UNIT_GRAMS, priceForGrams } from '@lotus/contract/weight'
import { useTranslate } from '@refinedev/core'
import { Form, InputNumber, Modal, Radio, Typography } from 'antd'

interface SellByForm {
  sellBy: 'unit' | 'box' | 'weight'
  pricePer500g: number | null
  unitGrams: number | null
}

/**
 * How a general store's goods is sold (issue 37): by unit, by box, or by weight. By weight the price per 500 g
 * (MOP) and a portion's grams set the price by the contract's rule (`priceForGrams`), shown before saving.
 */
export function SellByModal(props: {
  goods: AdminGoods
  onCancel(): void
  onSave(body: { sellBy: string; pricePer500g: number | null; unitGrams: number | null }): Promise<void>
}) {
  const t = useTranslate()
  const [form] = Form.useForm<SellByForm>()
  const g = props.goods
  const v = Form.useWatch([], form) as SellByForm | undefined
  const per500 = v?.pricePer500g ? Math.round(v.pricePer500g * 100) : null
  const portion = v?.sellBy === 'weight' && per500 && v.unitGrams ? priceForGrams(per500, v.unitGrams) : null
  return (
    <Modal
      open
      title={`${t('sellBy.title')}${t('punct.colon')}${g.name}`}
      okText={t('menu.save')}
      onCancel={props.onCancel}
      onOk={() =>
        void form.validateFields().then((f) =>
          props.onSave({
            sellBy: f.sellBy,
            pricePer500g: f.sellBy === 'weight' ? per500 : null,
            unitGrams: f.sellBy === 'weight' ? (f.unitGrams ?? null) : null
          })
        )
      }
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          sellBy: g.sellBy ?? 'unit',
          pricePer500g: g.pricePer500g ? g.pricePer500g / 100 : null,
          unitGrams: g.unitGrams ?? null
        }}
      >
        <Form.Item name="sellBy" label={t('sellBy.title')}>
          <Radio.Group
            options={(['unit', 'box', 'weight'] as const).map((k) => ({ value: k, label: t(`sellBy.${k}`) }))}
          />
        </Form.Item>
        {v?.sellBy === 'weight' && (
          <>
            <Form.Item
              name="pricePer500g"
              label={t('sellBy.pricePer500g', { grams: PRICE_UNIT_GRAMS })}
              rules={[{ required: true }]}
            >
              <InputNumber min={0.1} max={99_999.99} precision={1} prefix="MOP" />
            </Form.Item>
            <Form.Item
              name="unitGrams"
              label={t('sellBy.unitGrams')}
              tooltip={t('sellBy.unitHint')}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} max={50_000} precision={0} suffix="g" />
            </Form.Item>
            {portion !== null && (
              <Typography.Paragraph role="status">
                {t('sellBy.portionPrice', { price: formatMop(portion) })}
              </Typography.Paragraph>
            )}
          </>
        )}
      </Form>
    </Modal>
  )
}
