import { CONFIG_KEYS, type ConfigKey } from '@lotus/contract/config'
import type { ConfigGroupState, ConfigVersion } from '@lotus/contract/content'
import { CONFIG_SCHEMAS } from '@lotus/contract/schemas/config'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { errorText, useOpsList } from '../ops/use-ops-list'
import { ConfigFields } from './config-fields'

/**
 * 遠端設定: the app's config groups as forms, checked by the contract's schema of each group before a save; every
 * save is a version (who, when), and an earlier one can be restored as a new version. Customers' apps read the
 * change the next time they load the config.
 */
export function ContentConfigPage() {
  const t = useTranslate()
  const [key, setKey] = useState<ConfigKey>('GLOBAL_CFG')
  return (
    <Card
      title={t('content.config.title')}
      extra={
        <Select
          value={key}
          onChange={setKey}
          style={{ width: 260 }}
          aria-label={t('content.config.group')}
          options={CONFIG_KEYS.map((k) => ({ value: k, label: `${t(`content.config.groups.${k}`)} · ${k}` }))}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('content.config.hint')}</Typography.Paragraph>
      <GroupEditor key={key} groupKey={key} />
    </Card>
  )
}

function GroupEditor({ groupKey }: { groupKey: ConfigKey }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [form] = Form.useForm<Record<string, unknown>>()
  const [group, setGroup] = useState<ConfigGroupState | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const history = useOpsList<ConfigVersion>('/content/config/history', {
    key: groupKey,
    page,
    pageSize: 10
  })

  const load = useCallback(async () => {
    try {
      const g = await staffApi<ConfigGroupState>('GET', '/content/config', { query: { key: groupKey } })
      setGroup(g)
      form.resetFields()
      form.setFieldsValue(g.value as Parameters<typeof form.setFieldsValue>[0])
      setError(null)
    } catch (e) {
      setError(errorText(e))
    }
  }, [groupKey, form])
  useEffect(() => {
    void load()
  }, [load])

  const save = async () => {
    if (!group) return
    const value = form.getFieldsValue(true) as Record<string, unknown>
    const parsed = CONFIG_SCHEMAS[groupKey].safeParse(value)
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: i.path as Array<string | number>, errors: [i.message] }))
      )
      setError(t('content.config.invalid'))
      return
    }
    try {
      const g = await staffApi<ConfigGroupState>('POST', '/content/config/save', {
        body: { key: groupKey, version: group.version, value: parsed.data }
      })
      setGroup(g)
      setError(null)
      void message.success(t('content.config.savedVersion', { version: g.version }))
      await history.reload()
    } catch (e) {
      setError(errorText(e))
    }
  }

  const rollback = async (to: number) => {
    if (!group) return
    try {
      const g = await staffApi<ConfigGroupState>('POST', '/content/config/rollback', {
        body: { key: groupKey, version: group.version, to }
      })
      void message.success(t('content.config.rolledBack', { to, version: g.version }))
      await load()
      await history.reload()
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
        {group && (
          <Form form={form} layout="vertical" onFinish={() => void save()}>
            <Space style={{ marginBottom: 16 }} wrap>
              <Tag color="blue">{t('content.config.version', { version: group.version })}</Tag>
              <Typography.Text type="secondary">
                {t('content.config.updatedAt')}
                {t('punct.colon')}
                {formatTime(group.updatedAt)}
              </Typography.Text>
            </Space>
            <ConfigFields value={group.value as Record<string, unknown>} schema={CONFIG_SCHEMAS[groupKey]} />
            <Space wrap>
              <Button type="primary" htmlType="submit">
                {t('content.config.save')}
              </Button>
              <Button onClick={() => void load()}>{t('content.config.reset')}</Button>
            </Space>
          </Form>
        )}
      </Col>
      <Col xs={24} xl={10}>
        <Typography.Title level={5}>{t('content.config.history')}</Typography.Title>
        <Table<ConfigVersion>
          size="small"
          rowKey="version"
          dataSource={history.data?.list ?? []}
          loading={!history.data && !history.error}
          pagination={
            history.data && history.data.total > 10
              ? { current: page, total: history.data.total, pageSize: 10, onChange: setPage }
              : false
          }
          columns={[
            { title: t('content.config.versionCol'), dataIndex: 'version', width: 64 },
            {
              title: t('content.config.by'),
              render: (_, v) => (
                <Space direction="vertical" size={0}>
                  <span>{v.staffName ?? t('content.config.seed')}</span>
                  <Typography.Text type="secondary">{formatTime(v.createdAt)}</Typography.Text>
                  {v.rollbackOf !== null && (
                    <Tag>{t('content.config.rollbackOf', { version: v.rollbackOf })}</Tag>
                  )}
                </Space>
              )
            },
            {
              title: t('content.config.actions'),
              width: 110,
              render: (_, v) =>
                v.version === group?.version ? (
                  <Tag color="green">{t('content.config.current')}</Tag>
                ) : (
                  <Popconfirm
                    title={t('content.config.rollbackConfirm', { version: v.version })}
                    okText={t('content.config.rollback')}
                    cancelText={t('content.close')}
                    onConfirm={() => void rollback(v.version)}
                  >
                    <Button size="small">{t('content.config.rollback')}</Button>
                  </Popconfirm>
                )
            }
          ]}
        />
      </Col>
    </Row>
  )
}
