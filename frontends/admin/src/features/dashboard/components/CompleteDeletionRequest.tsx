import { DATA_DELETION_MESSAGES } from '@redress/domain';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useCompleteDeletionRequest, type DeletionRequest } from '../../shared';

/**
 * The operator fulfils a request from the Data Deletion tab. Deleting an account cannot be
 * undone, so the button only opens a confirmation that says exactly what will happen. A request
 * the owner of its address has not confirmed cannot be completed (the server refuses it too):
 * the button is disabled and says why.
 */
export function CompleteDeletionRequest({ request }: { request: DeletionRequest }) {
  const complete = useCompleteDeletionRequest();
  if (request.status === 'completed') return null;

  if (!request.confirmed) {
    const reasonId = `rd-deletion-unconfirmed-${request.id}`;
    return (
      <Tooltip title={DATA_DELETION_MESSAGES.awaitingConfirmation}>
        {/* A disabled button gets no pointer events: the wrapper shows the tooltip. */}
        <span className="rd-admin-disabled-action">
          <Button
            size="small"
            danger
            disabled
            aria-label={`Delete data and close request ${request.id}`}
            aria-describedby={reasonId}
          >
            Delete data and close
          </Button>
          <span id={reasonId} className="rd-visually-hidden">
            {DATA_DELETION_MESSAGES.awaitingConfirmation}
          </span>
        </span>
      </Tooltip>
    );
  }

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
