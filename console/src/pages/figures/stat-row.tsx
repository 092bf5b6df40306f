import { Col, Row, Statistic, Typography } from 'antd'

/**
 * A shop's (figures) or the platform's (dashboard) four headline numbers, a dash until they come, and the rule
 * they are counted by beneath.
 */
export function StatRow(p: {
  items: ReadonlyArray<readonly [title: string, value: string]>
  loading: boolean
  rule: string
  className?: string
}) {
  return (
    <>
      <Row gutter={[16, 16]} className={p.className}>
        {p.items.map(([title, value]) => (
          <Col key={title} xs={12} md={6}>
            <Statistic title={title} value={value} loading={p.loading} />
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {p.rule}
      </Typography.Paragraph>
    </>
  )
}
