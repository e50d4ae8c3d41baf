import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@redress/domain';
import { useDocumentTitle } from '@redress/web-ui';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { AdminSubpage, sendTestEmail, type EmailTestResult } from '../../shared';

function Outcome({ result }: { result: EmailTestResult }) {
  const title = !result.delivered
    ? 'Sending failed'
    : result.transport === 'smtp'
      ? 'Sent'
      : 'Kept in the dev outbox';
  return (
    <section className="rd-admin-panel" aria-labelledby="rd-email-test-outcome">
      <h2 id="rd-email-test-outcome">What happened</h2>
      <Alert
        type={result.delivered ? 'success' : 'error'}
        showIcon
        role={result.delivered ? 'status' : 'alert'}
        title={title}
        description={result.summary}
        action={
          result.outboxUrl ? (
            <a href={result.outboxUrl} target="_blank" rel="noopener noreferrer">
              Open in the dev outbox
            </a>
          ) : undefined
        }
      />
      <Descriptions size="small" column={1} className="rd-email-test__details">
        <Descriptions.Item label="Transport">
          {result.transport === 'smtp' ? 'SMTP (SMTP_URL)' : 'Dev outbox (SMTP_URL not set)'}
        </Descriptions.Item>
        <Descriptions.Item label="To">{result.to}</Descriptions.Item>
        <Descriptions.Item label="From">{result.from}</Descriptions.Item>
        <Descriptions.Item label="Subject">{result.subject}</Descriptions.Item>
        {result.messageId ? (
          <Descriptions.Item label="Message ID">{result.messageId}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Time">{result.durationMs} ms</Descriptions.Item>
        {result.error ? <Descriptions.Item label="Error">{result.error}</Descriptions.Item> : null}
      </Descriptions>
    </section>
  );
}

/** /admin/email-test: one message through the configured transport, and what it did with it. */
export default function EmailTestPage() {
  useDocumentTitle('E-mail Test');
  const send = useMutation({ mutationFn: sendTestEmail });

  return (
    <AdminSubpage
      id="rd-email-test-title"
      title="E-mail Test"
      lead="Sends a test message straight through the configured transport (SMTP, or the dev outbox when SMTP_URL is not set) and shows what happened."
    >
      <section className="rd-admin-panel" aria-label="Send a test e-mail">
        <Form<{ to: string }>
          layout="inline"
          requiredMark={false}
          onFinish={(values) => send.mutate(values.to.trim())}
          disabled={send.isPending}
        >
          <Form.Item
            label="Email address"
            name="to"
            rules={[
              { required: true, message: INVALID_EMAIL_MESSAGE },
              {
                validator: async (_, value?: string) => {
                  if (value && !isValidEmail(value)) throw new Error(INVALID_EMAIL_MESSAGE);
                },
              },
            ]}
          >
            <Input type="email" autoComplete="email" style={{ minWidth: 280 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send test e-mail'}
          </Button>
        </Form>
      </section>
      {send.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The test e-mail could not be sent"
          description={send.error.message}
        />
      ) : null}
      {send.data && !send.isPending ? <Outcome result={send.data} /> : null}
    </AdminSubpage>
  );
}
