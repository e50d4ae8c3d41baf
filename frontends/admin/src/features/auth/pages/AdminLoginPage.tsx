import { ADMIN_LOGIN_MESSAGES, ADMIN_ROUTES } from '@redress/domain';
import {
  Navigate,
  PageSection,
  Spinner,
  toast,
  useAdminSession,
  useDocumentTitle,
  useNavigate,
} from '@redress/web-ui';
import { Button, ConfigProvider, Form, Input } from 'antd';
import { useState } from 'react';
import { adminTheme } from '../../../app/adminTheme';
import './admin-login.css';

interface LoginForm {
  username: string;
  password: string;
}

export default function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const { admin, isLoading, login } = useAdminSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  if (isLoading) return <Spinner label="Checking admin session…" />;
  if (admin) return <Navigate to={ADMIN_ROUTES.dashboard} replace />;

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true);
    try {
      const signedIn = await login(values);
      toast({ title: 'Login successful', description: `Welcome, ${signedIn.username}!` });
      navigate(ADMIN_ROUTES.dashboard);
    } catch (error) {
      // The server's reason when it gave one; otherwise the title alone says it (spec 1, §8).
      const reason = error instanceof Error ? error.message.trim() : '';
      toast({
        title: 'Login failed',
        description: reason && reason !== 'Login failed' ? reason : undefined,
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ConfigProvider theme={adminTheme}>
      <PageSection narrow labelledBy="rd-admin-login-title">
        <div className="rd-panel rd-admin-login">
          <h1 id="rd-admin-login-title" className="rd-page__title">
            Admin Database Access
          </h1>
          <p className="rd-page__lead">Login to browse and analyze database records</p>
          <Form<LoginForm>
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => void onFinish(values)}
            disabled={submitting}
          >
            <Form.Item
              label="Username"
              name="username"
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: ADMIN_LOGIN_MESSAGES.usernameRequired,
                },
              ]}
            >
              <Input autoComplete="username" size="large" />
            </Form.Item>
            <Form.Item
              label="Password"
              name="password"
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: ADMIN_LOGIN_MESSAGES.passwordRequired,
                },
              ]}
            >
              <Input.Password autoComplete="current-password" size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              {submitting ? 'Logging in...' : 'Login'}
            </Button>
          </Form>
        </div>
      </PageSection>
    </ConfigProvider>
  );
}
