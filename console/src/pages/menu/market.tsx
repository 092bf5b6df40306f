import type { AdminMarket, AdminSpu } from '@lotus/contract/market-admin'
import { formatMop } from '@lotus/contract/money'
import { PlusOutlined } from '@ant-design/icons'
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
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { staffApi, staffUpload } from '../../api'
import { useSave } from '../../use-save'
import { skuColumn } from './sku-cell'
import { goodsNameColumn, PhotoUpload, soldOutColumn, sortableNameColumns, stockColumn } from './columns'
import { formToBody, priceRange, reorder, spuToForm, type SpuForm } from './market-form'

/**
 * A supermarket's goods (issue 37), on the menu page of a supermarket store: the shared aisles in the store's
 * own order (drag a row), each level-2 aisle's goods with the 售罄 switch for everyone of the store, and for
 * owners the goods form with its SKU table (a row per spec) and the photo. A save another person beat is refused
 * by the server (STALE_VERSION): the message says so and the list is read again.
 */
export function MarketMenu({ shop, owner }: { shop: number; owner: boolean }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [data, setData] = useState<AdminMarket | null>(null)
  const [l1, setL1] = useState<number | null>(null)
  const [l2, setL2] = useState<number | null>(null)
  const [editing, setEditing] = useState<AdminSpu | 'new' | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)

  const load = useCallback(async () => {
    const m = await staffApi<AdminMarket>('GET', '/market', { query: { merchantId: shop } })
    setData(m)
    setL1((c) => (m.aisles.some((a) => a.id === c) ? c : (m.aisles[0]?.id ?? null)))
  }, [shop])
  useEffect(() => void load().catch((e: Error) => message.error(e.message)), [load, message])

  const run = useSave(load, t('menu.saved'))

  const aisles = data?.aisles ?? []
  const top = aisles.find((a) => a.id === l1) ?? aisles[0]
  const kids = top?.children ?? []
  const leaf = kids.find((c) => c.id === l2) ?? kids[0]
  const leaves = aisles.flatMap((a) =>
    a.children.map((c) => ({ value: c.id, label: `${a.name} / ${c.name}` }))
  )

  const sort = (parentId: number | null, ids: number[], from: number, to: number) => {
    const next = reorder(ids, from, to)
    if (next.every((x, i) => x === ids[i])) return
    void run(
      () => staffApi('POST', '/market/aisle/sort', { body: { merchantId: shop, parentId, ids: next } }),
      t('menu.sorted')
    )
  }
  type AisleRow = { id: number; name: string; count: number }
  const aisleTable = (
    rows: AisleRow[],
    selected: number | undefined,
    select: (id: number) => void,
    parentId: number | null
  ) => (
    <Table<AisleRow>
      rowKey="id"
      size="small"
      pagination={false}
      showHeader={false}
      dataSource={rows}
      rowClassName={(r) => (r.id === selected ? 'ant-table-row-selected' : '')}
      onRow={(r) => ({
        onClick: () => select(r.id),
        draggable: owner,
        onDragStart: () => setDragged(r.id),
        onDragOver: (e) => e.preventDefault(),
        onDrop: () =>
          dragged !== null &&
          sort(
            parentId,
            rows.map((x) => x.id),
            dragged,
            r.id
          )
      })}
      columns={sortableNameColumns<AisleRow>(t, owner, (r) => r.count)}
    />
  )

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={7} lg={6}>
        <Card size="small" title={t('marketMenu.aisles')} styles={{ body: { padding: 0 } }}>
          {aisleTable(
            aisles.map((a) => ({
              id: a.id,
              name: a.name,
              count: a.children.reduce((n, c) => n + c.spus.length, 0)
            })),
            top?.id,
            (id) => {
              setL1(id)
              setL2(null)
            },
            null
          )}
        </Card>
        {top && (
          <Card size="small" title={top.name} style={{ marginTop: 16 }} styles={{ body: { padding: 0 } }}>
            {aisleTable(
              kids.map((c) => ({ id: c.id, name: c.name, count: c.spus.length })),
              leaf?.id,
              setL2,
              top.id
            )}
          </Card>
        )}
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Card
          size="small"
          title={leaf?.name ?? t('menu.noCategory')}
          extra={
            owner && leaf ? (
              <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {t('menu.addGoods')}
              </Button>
            ) : null
          }
        >
          <Table<AdminSpu>
            rowKey="id"
            size="middle"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={leaf?.spus ?? []}
            locale={{ emptyText: t('menu.empty') }}
            expandable={{
              rowExpandable: (s) => s.skus.length > 1,
              expandedRowRender: (s) => <SkuRows spu={s} />
            }}
            columns={[
              goodsNameColumn<AdminSpu>(t, (s) => s.skus.every((k) => !k.onSale), {
                before: (s) => s.brand && <Typography.Text type="secondary">{s.brand} </Typography.Text>,
                below: (s) => (
                  <div>
                    <Typography.Text type="secondary">
                      {t('marketMenu.specCount', { count: s.skus.filter((k) => k.onSale).length })}
                    </Typography.Text>
                  </div>
                )
              }),
              {
                key: 'price',
                title: t('menu.fields.price'),
                align: 'right',
                render: (_, s) => {
                  const r = priceRange(s)
                  if (!r) return '—'
                  return r.min === r.max ? formatMop(r.min) : `${formatMop(r.min)} – ${formatMop(r.max)}`
                }
              },
              stockColumn<AdminSpu>(t, (s) =>
                s.skus.filter((k) => k.onSale).reduce((n, k) => n + k.stock, 0)
              ),
              soldOutColumn<AdminSpu>(
                t,
                (s, soldOut) =>
                  void run(() =>
                    staffApi('POST', '/market/spu/sold-out', {
                      body: { merchantId: shop, id: s.id, version: s.version, soldOut }
                    })
                  )
              ),
              ...(owner
                ? [
                    {
                      key: 'actions',
                      title: t('menu.actions'),
                      render: (_: unknown, s: AdminSpu) => (
                        <Space>
                          <Button
                            size="small"
                            onClick={() => setEditing(s)}
                            aria-label={`${t('menu.edit')} ${s.name}`}
                          >
                            {t('menu.edit')}
                          </Button>
                          <PhotoUpload
                            t={t}
                            name={s.name}
                            onFile={(file) =>
                              void run(
                                () =>
                                  staffUpload(
                                    '/market/spu/photo',
                                    { merchantId: shop, id: s.id, version: s.version },
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
      {editing !== null && leaf && (
        <SpuModal
          spu={editing === 'new' ? null : editing}
          aisleId={leaf.id}
          aisles={leaves}
          onCancel={() => setEditing(null)}
          onSave={async (form) => {
            const s = editing === 'new' ? null : editing
            const saved = await run(() =>
              staffApi('POST', '/market/spu/save', { body: formToBody(form, shop, s) })
            )
            if (saved) setEditing(null)
          }}
        />
      )}
    </Row>
  )
}

/** The specs of a goods under its row: each its own price, member price and stock. */
function SkuRows({ spu }: { spu: AdminSpu }) {
  const t = useTranslate()
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={spu.skus}
      columns={[
        { title: t('marketMenu.spec'), dataIndex: 'spec' },
        { title: t('menu.fields.price'), align: 'right', render: (_, k) => formatMop(k.price) },
        {
          title: t('menu.fields.memberPrice'),
          align: 'right',
          render: (_, k) => (k.memberPrice === null ? '—' : formatMop(k.memberPrice))
        },
        { title: t('menu.fields.stock'), align: 'right', dataIndex: 'stock' },
        {
          key: 'state',
          render: (_, k) =>
            !k.onSale ? (
              <Tag>{t('menu.offSale')}</Tag>
            ) : k.soldOut ? (
              <Tag color="red">{t('menu.soldOut')}</Tag>
            ) : null
        }
      ]}
    />
  )
}

/** A goods' whole form with its SKU table: one row per spec; prices in MOP (the server keeps avos). */
function SpuModal(props: {
  spu: AdminSpu | null
  aisleId: number
  aisles: Array<{ value: number; label: string }>
  onCancel(): void
  onSave(form: SpuForm): Promise<void>
}) {
  const t = useTranslate()
  const [form] = Form.useForm<SpuForm>()
  const initial: SpuForm = props.spu
    ? spuToForm(props.spu)
    : {
        aisleId: props.aisleId,
        name: '',
        skus: [
          {
            spec: '',
            price: null,
            memberPrice: null,
            originalPrice: null,
            stock: 100,
            limitBuy: 0,
            onSale: true
          }
        ]
      }
  const money = { min: 0, max: 99_999.99, precision: 1, style: { width: 110 } }
  return (
    <Modal
      open
      title={props.spu ? t('menu.editGoods') : t('menu.addGoods')}
      okText={t('menu.save')}
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then((v) => props.onSave(v))}
      width={880}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('menu.fields.name')} rules={[{ required: true, max: 40 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="aisleId" label={t('marketMenu.aisle')} rules={[{ required: true }]}>
              <Select options={props.aisles} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="brand" label={t('marketMenu.brand')} rules={[{ max: 20 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="origin" label={t('marketMenu.origin')} rules={[{ max: 20 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="description" label={t('menu.fields.description')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('marketMenu.skus')}</Typography.Title>
        <Form.List name="skus">
          {(fields, { add, remove }) => (
            <div className="market-skus">
              <Table
                rowKey="key"
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={fields}
                columns={[
                  skuColumn(t('marketMenu.spec'), 'spec', <Input style={{ width: 100 }} />, {
                    rules: [{ required: true, max: 20 }]
                  }),
                  skuColumn(t('menu.fields.price'), 'price', <InputNumber {...money} prefix="MOP" />, {
                    rules: [{ required: true }]
                  }),
                  skuColumn(
                    t('menu.fields.memberPrice'),
                    'memberPrice',
                    <InputNumber {...money} prefix="MOP" />
                  ),
                  skuColumn(
                    t('marketMenu.originalPrice'),
                    'originalPrice',
                    <InputNumber {...money} prefix="MOP" />
                  ),
                  skuColumn(
                    t('menu.fields.stock'),
                    'stock',
                    <InputNumber min={0} max={999_999} precision={0} style={{ width: 90 }} />,
                    { rules: [{ required: true }] }
                  ),
                  skuColumn(
                    t('menu.fields.limitBuy'),
                    'limitBuy',
                    <InputNumber min={0} max={999} precision={0} style={{ width: 70 }} />
                  ),
                  skuColumn(t('menu.fields.onSale'), 'onSale', <Switch />, { valuePropName: 'checked' }),
                  {
                    key: 'remove',
                    render: (_, f) => (
                      <Button
                        size="small"
                        danger
                        disabled={fields.length <= 1}
                        onClick={() => remove(f.name)}
                      >
                        {t('menu.delete')}
                      </Button>
                    )
                  }
                ]}
              />
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
                {t('marketMenu.removeHint')}
              </Typography.Paragraph>
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  add({
                    spec: '',
                    price: null,
                    memberPrice: null,
                    originalPrice: null,
                    stock: 100,
                    limitBuy: 0,
                    onSale: true
                  })
                }
              >
                {t('marketMenu.addSpec')}
              </Button>
            </div>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}
