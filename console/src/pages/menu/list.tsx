import type { AdminCategory, AdminGoods, AdminMenu } from '@lotus/contract/menu-admin'
import { formatMop } from '@lotus/contract/money'
import { can, type StaffActor } from '@lotus/contract/staff'
import { PlusOutlined } from '@ant-design/icons'
import { List } from '@refinedev/antd'
import { useTranslate } from '@refinedev/core'
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Row,
  Space,
  Switch,
  Table,
  Typography
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { staffApi, staffUpload } from '../../api'
import { useSave } from '../../use-save'
import { skuColumn } from './sku-cell'
import { goodsNameColumn, PhotoUpload, soldOutColumn, sortableNameColumns, stockColumn } from './columns'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'
import { MarketMenu } from './market'
import { SellByModal } from './sell-by'
import { type GoodsSkuForm, newSku, skusToBody, skusToForm } from './goods-skus'

type GoodsForm = Omit<
  AdminGoods,
  'id' | 'image' | 'photo' | 'soldOut' | 'version' | 'price' | 'memberPrice' | 'skus'
> & {
  price: number
  memberPrice: number | null
  skus?: GoodsSkuForm[]
}

/** MOP in the form, avos on the wire. */
const toAvos = (mop: number | null | undefined) =>
  mop === null || mop === undefined ? null : Math.round(mop * 100)

/**
 * The shop's menu (issue 37): categories in the order customers see them (drag a row, or its handle), goods with
 * the 售罄 switch for everyone of the shop, and for owners prices, stock, options and photos. A save another
 * person beat is refused by the server (STALE_VERSION): the message says so and the menu is read again.
 */
export function MenuPage() {
  const t = useTranslate()
  const { message, modal } = App.useApp()
  const me = useMe()
  const shop = useCurrentShop(me)
  const [menu, setMenu] = useState<AdminMenu | null>(null)
  const [catId, setCatId] = useState<number | null>(null)
  const [editing, setEditing] = useState<AdminGoods | 'new' | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const [sellBy, setSellBy] = useState<AdminGoods | null>(null)
  const actor: StaffActor | null = me
    ? { id: me.id, role: me.role, merchantIds: me.shops.map((s) => s.id), stage: me.stage }
    : null
  const owner = !!actor && shop !== null && can(actor, 'menu.write', { merchantId: shop })

  const load = useCallback(async () => {
    if (shop === null) return
    const m = await staffApi<AdminMenu>('GET', '/menu', { query: { merchantId: shop } })
    setMenu(m)
    setCatId((c) => (m.categories.some((x) => x.id === c) ? c : (m.categories[0]?.id ?? null)))
  }, [shop])
  useEffect(() => void load().catch((e: Error) => message.error(e.message)), [load, message])

  const run = useSave(load, t('menu.saved'))

  const cats = menu?.categories ?? []
  const cat = cats.find((c) => c.id === catId)

  const move = (from: number, to: number) => {
    if (from === to || shop === null) return
    const ids = cats.map((c) => c.id)
    const [id] = ids.splice(ids.indexOf(from), 1)
    ids.splice(ids.indexOf(to) + (ids.indexOf(to) >= cats.findIndex((c) => c.id === from) ? 1 : 0), 0, id!)
    void run(
      () => staffApi('POST', '/menu/category/sort', { body: { merchantId: shop, ids } }),
      t('menu.sorted')
    )
  }

  const promptName = (c?: AdminCategory) => {
    let name = c?.name ?? ''
    let nameEn = c?.nameEn ?? ''
    let namePt = c?.namePt ?? ''
    modal.confirm({
      title: c ? t('menu.renameCategory') : t('menu.addCategory'),
      icon: null,
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input
            autoFocus
            defaultValue={name}
            maxLength={20}
            aria-label={t('menu.categoryName')}
            placeholder={t('menu.categoryName')}
            onChange={(e) => (name = e.target.value)}
          />
          <Input
            defaultValue={nameEn}
            maxLength={40}
            aria-label={t('menu.categoryNameEn')}
            placeholder={t('menu.categoryNameEn')}
            onChange={(e) => (nameEn = e.target.value)}
          />
          <Input
            defaultValue={namePt}
            maxLength={40}
            aria-label={t('menu.categoryNamePt')}
            placeholder={t('menu.categoryNamePt')}
            onChange={(e) => (namePt = e.target.value)}
          />
        </Space>
      ),
      onOk: () =>
        run(() =>
          staffApi('POST', '/menu/category/save', {
            body: { merchantId: shop, name, nameEn, namePt, ...(c ? { id: c.id, version: c.version } : {}) }
          })
        )
    })
  }

  // a supermarket keeps aisles and goods with SKU tables, not categories (market.tsx)
  if (shop !== null && menu?.verticals.includes('supermarket'))
    return (
      <List title={t('menu.title')}>
        <MarketMenu key={shop} shop={shop} owner={owner} />
      </List>
    )

  return (
    <List
      title={t('menu.title')}
      headerButtons={
        owner ? (
          <Button icon={<PlusOutlined />} onClick={() => promptName()}>
            {t('menu.addCategory')}
          </Button>
        ) : null
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} md={7} lg={6}>
          <Card size="small" title={t('menu.categories')} styles={{ body: { padding: 0 } }}>
            <Table<AdminCategory>
              rowKey="id"
              size="small"
              pagination={false}
              showHeader={false}
              dataSource={cats}
              rowClassName={(c) => (c.id === catId ? 'ant-table-row-selected' : '')}
              onRow={(c) => ({
                onClick: () => setCatId(c.id),
                draggable: owner,
                onDragStart: () => setDragged(c.id),
                onDragOver: (e) => e.preventDefault(),
                onDrop: () => dragged !== null && move(dragged, c.id)
              })}
              columns={sortableNameColumns<AdminCategory>(t, owner, (c) => c.goods.length)}
            />
          </Card>
        </Col>
        <Col xs={24} md={17} lg={18}>
          <Card
            size="small"
            title={cat?.name ?? t('menu.noCategory')}
            extra={
              owner && cat ? (
                <Space wrap>
                  <Button size="small" onClick={() => promptName(cat)}>
                    {t('menu.rename')}
                  </Button>
                  <Popconfirm
                    title={t('menu.deleteCategory')}
                    onConfirm={() =>
                      run(() =>
                        staffApi('POST', '/menu/category/delete', {
                          body: { merchantId: shop, id: cat.id, version: cat.version }
                        })
                      )
                    }
                  >
                    <Button size="small" danger disabled={cat.goods.length > 0}>
                      {t('menu.delete')}
                    </Button>
                  </Popconfirm>
                  <Button
                    size="small"
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => setEditing('new')}
                  >
                    {t('menu.addGoods')}
                  </Button>
                </Space>
              ) : null
            }
          >
            <Table<AdminGoods>
              rowKey="id"
              size="middle"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={cat?.goods ?? []}
              locale={{ emptyText: t('menu.empty') }}
              columns={[
                goodsNameColumn<AdminGoods>(t, (g) => !g.onSale),
                {
                  key: 'price',
                  title: t('menu.fields.price'),
                  align: 'right',
                  render: (_, g) => (
                    <>
                      <div>{formatMop(g.price)}</div>
                      {g.skus.length > 0 && (
                        <Typography.Text type="secondary">
                          {t('marketMenu.specCount', { count: g.skus.length })}
                        </Typography.Text>
                      )}
                      {g.memberPrice !== null && (
                        <Typography.Text type="secondary">
                          {t('menu.member')} {formatMop(g.memberPrice)}
                        </Typography.Text>
                      )}
                    </>
                  )
                },
                stockColumn<AdminGoods>(t, (g) => g.stock),
                soldOutColumn<AdminGoods>(
                  t,
                  (g, soldOut) =>
                    void run(() =>
                      staffApi('POST', '/menu/goods/sold-out', {
                        body: { merchantId: shop, id: g.id, version: g.version, soldOut }
                      })
                    )
                ),
                ...(owner
                  ? [
                      {
                        key: 'actions',
                        title: t('menu.actions'),
                        render: (_: unknown, g: AdminGoods) => (
                          <Space>
                            <Button size="small" onClick={() => setEditing(g)}>
                              {t('menu.edit')}
                            </Button>
                            {g.sellBy && (
                              <Button
                                size="small"
                                onClick={() => setSellBy(g)}
                                aria-label={`${t('sellBy.title')} ${g.name}`}
                              >
                                {t(`sellBy.${g.sellBy}`)}
                              </Button>
                            )}
                            <PhotoUpload
                              t={t}
                              name={g.name}
                              onFile={(file) =>
                                void run(
                                  () =>
                                    staffUpload(
                                      '/menu/goods/photo',
                                      { merchantId: shop!, id: g.id, version: g.version },
                                      file
                                    ),
                                  t('menu.photoSaved')
                                )
                              }
                            />
                          </Space>
                        )
                      }
                    ]
                  : [])
              ]}
            />
          </Card>
        </Col>
      </Row>
      {sellBy && shop !== null && (
        <SellByModal
          goods={sellBy}
          onCancel={() => setSellBy(null)}
          onSave={async (body) => {
            const saved = await run(() =>
              staffApi('POST', '/menu/goods/sell-by', {
                body: { ...body, merchantId: shop, id: sellBy.id, version: sellBy.version }
              })
            )
            if (saved) setSellBy(null)
          }}
        />
      )}
      {editing !== null && cat && shop !== null && (
        <GoodsModal
          goods={editing === 'new' ? null : editing}
          categoryId={cat.id}
          categories={cats}
          onCancel={() => setEditing(null)}
          onSave={async (form) => {
            const g = editing === 'new' ? null : editing
            const saved = await run(() =>
              staffApi('POST', '/menu/goods/save', {
                body: {
                  ...form,
                  merchantId: shop,
                  price: toAvos(form.price),
                  memberPrice: toAvos(form.memberPrice),
                  originalPrice: toAvos(form.originalPrice),
                  packFee: toAvos(form.packFee) ?? 0,
                  description: form.description ?? '',
                  props: (form.props ?? []).map((p) => ({
                    ...p,
                    required: !!p.required,
                    multi: !!p.multi,
                    values: (p.values ?? []).map((v) => ({
                      value: v.value,
                      priceDelta: toAvos(v.priceDelta) ?? 0
                    }))
                  })),
                  skus: skusToBody(form.skus),
                  ...(g ? { id: g.id, version: g.version } : {})
                }
              })
            )
            if (saved) setEditing(null)
          }}
        />
      )}
    </List>
  )
}

/** A goods' whole form: prices in MOP (the server keeps avos), stock, daily stock, limit, options. */
function GoodsModal(props: {
  goods: AdminGoods | null
  categoryId: number
  categories: AdminCategory[]
  onCancel(): void
  onSave(form: GoodsForm): Promise<void>
}) {
  const t = useTranslate()
  const [form] = Form.useForm<GoodsForm>()
  const g = props.goods
  const mop = (avos: number | null | undefined) => (avos === null || avos === undefined ? null : avos / 100)
  const initial = g
    ? {
        ...g,
        price: mop(g.price),
        memberPrice: mop(g.memberPrice),
        originalPrice: mop(g.originalPrice),
        packFee: mop(g.packFee),
        props: g.props.map((p) => ({
          ...p,
          values: p.values.map((v) => ({ ...v, priceDelta: mop(v.priceDelta) }))
        })),
        skus: skusToForm(g.skus)
      }
    : {
        categoryId: props.categoryId,
        stock: 100,
        dailyStock: null,
        limitBuy: 0,
        onSale: true,
        packFee: 0,
        props: [],
        skus: []
      }
  return (
    <Modal
      open
      title={g ? t('menu.editGoods') : t('menu.addGoods')}
      okText={t('menu.save')}
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then((v) => props.onSave(v))}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="categoryId" hidden>
          <InputNumber />
        </Form.Item>
        <Form.Item name="name" label={t('menu.fields.name')} rules={[{ required: true, max: 40 }]}>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="nameEn" label={t('menu.fields.nameEn')} rules={[{ max: 80 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="namePt" label={t('menu.fields.namePt')} rules={[{ max: 80 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {t('menu.namesHint')}
        </Typography.Paragraph>
        <Form.Item name="description" label={t('menu.fields.description')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="price" label={t('menu.fields.price')} rules={[{ required: true }]}>
            <InputNumber min={0} precision={1} prefix="MOP" />
          </Form.Item>
          <Form.Item name="memberPrice" label={t('menu.fields.memberPrice')}>
            <InputNumber min={0} precision={1} prefix="MOP" />
          </Form.Item>
          <Form.Item name="packFee" label={t('menu.fields.packFee')}>
            <InputNumber min={0} precision={1} prefix="MOP" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="stock" label={t('menu.fields.stock')} rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="dailyStock" label={t('menu.fields.dailyStock')} tooltip={t('menu.dailyStockHint')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="limitBuy" label={t('menu.fields.limitBuy')} tooltip={t('menu.limitHint')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="onSale" label={t('menu.fields.onSale')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <SkuTable />
        <Form.List name="props">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Card
                  key={f.key}
                  size="small"
                  style={{ marginBottom: 8 }}
                  extra={
                    <Button size="small" danger onClick={() => remove(f.name)}>
                      {t('menu.delete')}
                    </Button>
                  }
                  title={
                    <Space>
                      <Form.Item name={[f.name, 'name']} noStyle rules={[{ required: true }]}>
                        <Input placeholder={t('menu.optionGroup')} style={{ width: 120 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'required']} noStyle valuePropName="checked">
                        <Switch checkedChildren={t('menu.required')} unCheckedChildren={t('menu.optional')} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'multi']} noStyle valuePropName="checked">
                        <Switch checkedChildren={t('menu.multi')} unCheckedChildren={t('menu.single')} />
                      </Form.Item>
                    </Space>
                  }
                >
                  <Form.List name={[f.name, 'values']}>
                    {(vals, v) => (
                      <Space wrap>
                        {vals.map((x) => (
                          <Space.Compact key={x.key}>
                            <Form.Item name={[x.name, 'value']} noStyle rules={[{ required: true }]}>
                              <Input placeholder={t('menu.optionValue')} style={{ width: 90 }} />
                            </Form.Item>
                            <Form.Item name={[x.name, 'priceDelta']} noStyle>
                              <InputNumber min={0} precision={1} placeholder="+MOP" style={{ width: 80 }} />
                            </Form.Item>
                            <Button onClick={() => v.remove(x.name)}>×</Button>
                          </Space.Compact>
                        ))}
                        <Button size="small" onClick={() => v.add({ value: '', priceDelta: 0 })}>
                          {t('menu.addValue')}
                        </Button>
                      </Space>
                    )}
                  </Form.List>
                </Card>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  add({ name: '', required: false, multi: false, values: [{ value: '', priceDelta: 0 }] })
                }
              >
                {t('menu.addOptionGroup')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}

/**
 * 規格 with their own price, member price, daily stock and 售罄 (大份 / 小份): rows added and removed in place. With
 * rows, a customer chooses one and pays its price; without, the goods is sold at its own price and stock.
 */
function SkuTable() {
  const t = useTranslate()
  return (
    <Form.List name="skus">
      {(fields, { add, remove }) => (
        <div className="goods-skus" style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{t('menu.skus')}</Typography.Title>
          {fields.length > 0 && (
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={fields}
              columns={[
                skuColumn(t('menu.skuName'), 'name', <Input style={{ width: 100 }} />, {
                  rules: [{ required: true, max: 20 }]
                }),
                skuColumn(
                  t('menu.fields.price'),
                  'price',
                  <InputNumber min={0} precision={1} prefix="MOP" />,
                  {
                    rules: [{ required: true }]
                  }
                ),
                skuColumn(
                  t('menu.fields.memberPrice'),
                  'memberPrice',
                  <InputNumber min={0} precision={1} prefix="MOP" />
                ),
                skuColumn(
                  t('menu.fields.dailyStock'),
                  'stock',
                  <InputNumber min={0} max={999_999} precision={0} style={{ width: 90 }} />,
                  { rules: [{ required: true }] }
                ),
                skuColumn(t('menu.fields.soldOut'), 'soldOut', <Switch />, { valuePropName: 'checked' }),
                {
                  key: 'remove',
                  render: (_, f) => (
                    <Button size="small" danger onClick={() => remove(f.name)}>
                      {t('menu.delete')}
                    </Button>
                  )
                }
              ]}
            />
          )}
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            {t('menu.skuHint')}
          </Typography.Paragraph>
          <Button icon={<PlusOutlined />} onClick={() => add(newSku())}>
            {t('menu.addSku')}
          </Button>
        </div>
      )}
    </Form.List>
  )
}
