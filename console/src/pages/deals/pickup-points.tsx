import type { AdminPickupPoint, AdminPickupPoints } from '@lotus/contract/market'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Button, Card, Form, Input, Modal, Switch, Table } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'

type Run = (fn: () => Promise<unknown>, ok?: string) => Promise<boolean>
interface PointForm {
  name: string
  address: string
  hours: string
}

/**
 * A supermarket store's pickup points (issue 37 point 3): name, address, hours; owners add, edit and disable them
 * (a disabled point is no longer offered at checkout; orders placed with it keep it).
 */
export function PickupPointsCard(props: { data: AdminPickupPoints; owner: boolean; shop: number; run: Run }) {
  const t = useTranslate()
  const { data, owner, shop, run } = props
  const [editing, setEditing] = useState<AdminPickupPoint | 'new' | null>(null)
  const save = (p: AdminPickupPoint | null, f: PointForm & { active: boolean }, ok?: string) =>
    run(
      () =>
        staffApi('POST', '/deals/pickup-points/save', {
          body: { merchantId: shop, ...f, ...(p ? { id: p.id, version: p.version } : {}) }
        }),
      ok
    )
  return (
    <Card
      size="small"
      title={t('pickup.title')}
      extra={
        owner ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('pickup.add')}
          </Button>
        ) : null
      }
    >
      <Table<AdminPickupPoint>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data.points}
        locale={{ emptyText: t('pickup.empty') }}
      >
        <Table.Column<AdminPickupPoint> dataIndex="name" title={t('pickup.fields.name')} />
        <Table.Column<AdminPickupPoint> dataIndex="address" title={t('pickup.fields.address')} />
        <Table.Column<AdminPickupPoint> dataIndex="hours" title={t('pickup.fields.hours')} />
        <Table.Column<AdminPickupPoint>
          title={t('pickup.fields.active')}
          render={(_, p) => (
            <Switch
              checked={p.active}
              disabled={!owner}
              checkedChildren={t('pickup.on')}
              unCheckedChildren={t('pickup.off')}
              aria-label={`${t('pickup.fields.active')} ${p.name}`}
              onChange={(active) =>
                void save(p, { ...p, active }, active ? t('pickup.enabledMsg') : t('pickup.disabledMsg'))
              }
            />
          )}
        />
        {owner && (
          <Table.Column<AdminPickupPoint>
            render={(_, p) => (
              <Button size="small" onClick={() => setEditing(p)} aria-label={`${t('deals.edit')} ${p.name}`}>
                {t('deals.edit')}
              </Button>
            )}
          />
        )}
      </Table>
      {editing !== null && (
        <PointModal
          point={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSave={async (f) => {
            const p = editing === 'new' ? null : editing
            if (await save(p, { ...f, active: p?.active ?? true })) setEditing(null)
          }}
        />
      )}
    </Card>
  )
}

function PointModal(props: {
  point: AdminPickupPoint | null
  onCancel(): void
  onSave(f: PointForm): Promise<void>
}) {
  const t = useTranslate()
  const [form] = Form.useForm<PointForm>()
  return (
    <Modal
      open
      title={props.point ? `${t('deals.edit')} · ${props.point.name}` : t('pickup.add')}
      okText={t('deals.save')}
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then((v) => props.onSave(v))}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={props.point ?? { name: '', address: '', hours: '10:00-21:00' }}
      >
        <Form.Item name="name" label={t('pickup.fields.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('pickup.fields.address')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="hours"
          label={t('pickup.fields.hours')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={60} placeholder="10:00-21:00" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
