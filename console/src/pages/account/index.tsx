import { TOTP_REQUIRED } from '@lotus/contract/staff'
import { useTranslate } from '@refinedev/core'
import { Button, Card, Descriptions, List, Space, Spin, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import { formatTime } from '../../format'
import { setCurrentShop, useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'

/** Who is logged in, their second factor, and the shops they work for (a chain owner switches here too). */
export function AccountPage() {
  const t = useTranslate()
  const me = useMe()
  const shop = useCurrentShop(me)
  if (!me) return <Spin />
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('account.title')} extra={<Link to="/password">{t('account.changePassword')}</Link>}>
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('account.name')}>{me.name}</Descriptions.Item>
          <Descriptions.Item label={t('account.username')}>{me.username}</Descriptions.Item>
          <Descriptions.Item label={t('account.role')}>{t(`roles.${me.role}`)}</Descriptions.Item>
          <Descriptions.Item label={t('account.totp')}>
            {me.totpEnrolled ? (
              <Tag color="green">{t('account.totpOn')}</Tag>
            ) : (
              <Space>
                <Tag>{t('account.totpOff')}</Tag>
                {!TOTP_REQUIRED.has(me.role) && <Link to="/enrol">{t('account.totpSetUp')}</Link>}
              </Space>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('account.expires')}>{formatTime(me.expiresAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('account.shops')}>
        {me.shops.length === 0 ? (
          <Typography.Text type="secondary">{t('account.noShops')}</Typography.Text>
        ) : (
          <List
            dataSource={me.shops}
            renderItem={(s) => (
              <List.Item
                actions={[
                  s.id === shop ? (
                    <Tag color="blue" key="current">
                      {t('account.current')}
                    </Tag>
                  ) : (
                    <Button key="switch" onClick={() => setCurrentShop(s.id)}>
                      {t('account.switch')}
                    </Button>
                  )
                ]}
              >
                {s.name}
              </List.Item>
            )}
          />
        )}
      </Card>
    </Space>
  )
}
