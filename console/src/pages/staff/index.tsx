import {
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  TOTP_REQUIRED,
  type Page,
  type StaffAccountRow,
  type StaffRole
} from '@lotus/contract/staff'
import { useTranslate } from '@refinedev/core'
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { StaffApiError, staffApi } from '../../api'
import { formatTime } from '../../format'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'

const PAGE_SIZE = 20

interface NewAccount {
  username: string
  name: string
  role?: StaffRole
  merchantId?: number
  password?: string
}

/**
 * 帳號管理: an owner's shop staff (the shop in view), or every account for an operator. Add, disable / enable, take
 * off the shop, sign out everywhere, reset the password; operators also reset an owner's 2FA. A password the server
 * makes is shown once, here.
 */
export function StaffPage() {
  const t = useTranslate()
  const me = useMe()
  const shop = useCurrentShop(me)
  const operator = me?.role === 'operator'
  const { message } = App.useApp()
  const narrow = !Grid.useBreakpoint().md
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Page<StaffAccountRow> | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [adding, setAdding] = useState(false)
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null)
  const [form] = Form.useForm<NewAccount>()

  const load = useCallback(async () => {
    if (!me) return
    try {
      setData(
        await staffApi<Page<StaffAccountRow>>('GET', '/accounts', {
          query: {
            ...(operator || shop === null ? {} : { merchantId: shop }),
            ...(q ? { q } : {}),
            page,
            pageSize: PAGE_SIZE
          }
        })
      )
    } catch (e) {
      void message.error(e instanceof StaffApiError ? e.message : String(e))
    }
  }, [me, operator, shop, q, page, message])

  useEffect(() => void load(), [load])

  // an edit names the version the list showed; another admin's edit since refuses it (STALE_VERSION): the list is
  // read again so what they changed is seen before anything is done over it
  const act = async (row: StaffAccountRow, path: string, body: object, done: string, edit = true) => {
    setBusy(row.id)
    try {
      const r = await staffApi<{ password?: string }>('POST', path, {
        body: { staffId: row.id, ...(edit ? { version: row.version } : {}), ...body }
      })
      if (r?.password) setShown({ username: row.username, password: r.password })
      void message.success(t(done))
      await load()
    } catch (e) {
      if (e instanceof StaffApiError && e.code === 'STALE_VERSION') {
        void message.warning(t('staff.stale'))
        await load()
      } else void message.error(e instanceof StaffApiError ? e.message : String(e))
    } finally {
      setBusy(null)
    }
  }

  const add = async (v: NewAccount) => {
    try {
      const r = await staffApi<{ id: number; password?: string }>('POST', '/accounts/create', {
        body: {
          username: v.username,
          name: v.name,
          ...(operator ? { role: v.role ?? 'staff' } : {}),
          ...(operator ? (v.merchantId ? { merchantId: v.merchantId } : {}) : { merchantId: shop }),
          ...(v.password ? { password: v.password } : {})
        }
      })
      setAdding(false)
      form.resetFields()
      if (r.password) setShown({ username: v.username, password: r.password })
      void message.success(t('staff.added'))
      await load()
    } catch (e) {
      void message.error(e instanceof StaffApiError ? e.message : String(e))
    }
  }

  if (!me) return null
  if (!operator && shop === null) return <Typography.Text>{t('orders.noShop')}</Typography.Text>
  return (
    <Card
      title={t('staff.title')}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {t(operator ? 'staff.addAccount' : 'staff.add')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        style={{ maxWidth: 320, marginBottom: 12 }}
        placeholder={t('staff.search')}
        aria-label={t('staff.search')}
        onSearch={(v) => {
          setQ(v.trim())
          setPage(1)
        }}
      />
      <Table<StaffAccountRow>
        rowKey="id"
        size={narrow ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        dataSource={data?.list ?? []}
        loading={data === null}
        locale={{ emptyText: t('staff.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false
        }}
        columns={[
          {
            title: t('staff.account'),
            key: 'who',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{r.name}</Typography.Text>
                <Typography.Text type="secondary">{r.username}</Typography.Text>
              </Space>
            )
          },
          { title: t('staff.role'), key: 'role', render: (_, r) => t(`roles.${r.role}`) },
          ...(operator || narrow
            ? [
                {
                  title: t('staff.shops'),
                  key: 'shops',
                  render: (_: unknown, r: StaffAccountRow) =>
                    r.shops.map((s) => s.name).join(t('punct.list')) || '—'
                }
              ]
            : []),
          {
            title: t('staff.state'),
            key: 'state',
            render: (_, r) => (
              <Space size={4} wrap>
                {r.disabled ? (
                  <Tag color="red">{t('staff.disabled')}</Tag>
                ) : (
                  <Tag color="green">{t('staff.active')}</Tag>
                )}
                {r.lockedUntil && <Tag color="orange">{t('staff.locked')}</Tag>}
                {r.passwordChangeDue && <Tag color="gold">{t('staff.passwordDue')}</Tag>}
                {TOTP_REQUIRED.has(r.role) && (
                  <Tag>{t(r.totpEnrolled ? 'staff.totpOn' : 'staff.totpOff')}</Tag>
                )}
              </Space>
            )
          },
          ...(narrow
            ? []
            : [
                {
                  title: t('staff.created'),
                  key: 'created',
                  render: (_: unknown, r: StaffAccountRow) => formatTime(Math.floor(r.createdAt / 1000))
                }
              ]),
          {
            title: t('staff.actions'),
            key: 'actions',
            render: (_, r) => (
              <Flex wrap gap={4}>
                <Popconfirm
                  title={t(r.disabled ? 'staff.enableConfirm' : 'staff.disableConfirm')}
                  onConfirm={() =>
                    void act(
                      r,
                      '/accounts/disable',
                      { disabled: !r.disabled },
                      r.disabled ? 'staff.enabled' : 'staff.disabledDone'
                    )
                  }
                >
                  <Button size="small" danger={!r.disabled} loading={busy === r.id}>
                    {t(r.disabled ? 'staff.enable' : 'staff.disable')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('staff.resetConfirm')}
                  onConfirm={() => void act(r, '/accounts/password', {}, 'staff.resetDone')}
                >
                  <Button size="small">{t('staff.resetPassword')}</Button>
                </Popconfirm>
                <Popconfirm
                  title={t('staff.signOutConfirm')}
                  onConfirm={() => void act(r, '/accounts/sign-out', {}, 'staff.signedOut', false)}
                >
                  <Button size="small">{t('staff.signOut')}</Button>
                </Popconfirm>
                {!operator && shop !== null && (
                  <Popconfirm
                    title={t('staff.removeConfirm')}
                    onConfirm={() =>
                      void act(r, '/accounts/remove-shop', { merchantId: shop }, 'staff.removed')
                    }
                  >
                    <Button size="small" danger>
                      {t('staff.remove')}
                    </Button>
                  </Popconfirm>
                )}
                {operator && TOTP_REQUIRED.has(r.role) && r.totpEnrolled && (
                  <Popconfirm
                    title={t('staff.totpResetConfirm')}
                    onConfirm={() => void act(r, '/accounts/totp-reset', {}, 'staff.totpResetDone')}
                  >
                    <Button size="small">{t('staff.totpReset')}</Button>
                  </Popconfirm>
                )}
              </Flex>
            )
          }
        ]}
      />
      <Modal
        open={adding}
        title={t(operator ? 'staff.addAccount' : 'staff.add')}
        okText={t('staff.create')}
        cancelText={t('staff.cancel')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form<NewAccount>
          form={form}
          layout="vertical"
          onFinish={(v) => void add(v)}
          initialValues={{ role: 'staff' }}
        >
          <Form.Item
            name="username"
            label={t('staff.username')}
            extra={t('staff.usernameRule')}
            rules={[
              { required: true, pattern: /^[a-z0-9][a-z0-9._-]{2,63}$/, message: t('staff.usernameRule') }
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('staff.name')}
            rules={[{ required: true, max: 32, message: t('staff.nameRule') }]}
          >
            <Input />
          </Form.Item>
          {operator && (
            <>
              <Form.Item name="role" label={t('staff.role')}>
                <Select options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
              </Form.Item>
              <Form.Item name="merchantId" label={t('staff.merchantId')}>
                <InputNumber min={1} style={{ width: '100%' }} />
              </Form.Item>
            </>
          )}
          <Form.Item
            name="password"
            label={t('staff.password')}
            extra={t('staff.passwordRule', { min: STAFF_PASSWORD_MIN })}
            rules={[
              { min: STAFF_PASSWORD_MIN, message: t('staff.passwordRule', { min: STAFF_PASSWORD_MIN }) }
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={shown !== null}
        title={t('staff.passwordTitle')}
        onOk={() => setShown(null)}
        onCancel={() => setShown(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('staff.passwordSeen')}
      >
        <Typography.Paragraph>
          {t('staff.passwordOnce', { username: shown?.username ?? '' })}
        </Typography.Paragraph>
        <Typography.Paragraph copyable code style={{ fontSize: 18 }}>
          {shown?.password}
        </Typography.Paragraph>
      </Modal>
    </Card>
  )
}
