import { Button, Popconfirm } from 'antd';
import type { DeletionRequest } from '../../shared/api/adminApi';
import { useCompleteDeletionRequest } from '../hooks/useAdminQueries';

/**
 * The operator fulfils a request from the Data Deletion tab. Deleting an account cannot be
 * undone, so the button only opens a confirmation that says exactly what will happen.
 */
export function CompleteDeletionRequest({ request }: { request: DeletionRequest }) {
  const complete = useCompleteDeletionRequest();
  if (request.status === 'completed') return null;

  return (
    <Popconfirm
      title={`Delete the data of request ${request.id} and close it?`}
      description={
        <div className="rd-admin-confirm">
          The Redress account with the e-mail {request.email} and all its data (cases, analyses,
          letters, uploaded files, bookings, sessions) will be deleted for good, and {request.email}{' '}
          will be e-mailed that it is done. If no account has this address, the request is closed
          and the person is told so.
        </div>
      }
      okText="Delete data and close"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={() => complete.mutate(request.id)}
    >
      <Button
        size="small"
        danger
        loading={complete.isPending}
        aria-label={`Delete data and close request ${request.id}`}
      >
        Delete data and close
      </Button>
    </Popconfirm>
  );
}
