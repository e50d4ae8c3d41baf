import {
  ADMIN_REFRESH_INTERVAL_MS,
  FAILED_JOBS_PAGE_SIZE,
  formatDisplayDate,
} from '@redress/domain';
import { toast, useDocumentTitle } from '@redress/web-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  AdminSubpage,
  fetchFailedJobs,
  fetchQueues,
  retryJob,
  type FailedJob,
  type QueueInfo,
} from '../../shared';
import './queues.css';

const QUEUES_KEY = ['admin', 'queues'] as const;

const COUNTS: { key: keyof NonNullable<QueueInfo['counts']>; label: string }[] = [
  { key: 'waiting', label: 'Waiting' },
  { key: 'active', label: 'Active' },
  { key: 'delayed', label: 'Delayed' },
  { key: 'failed', label: 'Failed' },
  { key: 'completed', label: 'Completed' },
];

const when = (value: string | null) =>
  value ? `${formatDisplayDate(value)} ${new Date(value).toLocaleTimeString('en-US')}` : '—';

function FailedJobs({ queue }: { queue: string }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const failed = useQuery({
    queryKey: [...QUEUES_KEY, queue, 'failed', page],
    queryFn: () =>
      fetchFailedJobs(queue, (page - 1) * FAILED_JOBS_PAGE_SIZE, FAILED_JOBS_PAGE_SIZE),
    refetchInterval: ADMIN_REFRESH_INTERVAL_MS,
  });
  const retry = useMutation({
    mutationFn: (id: string) => retryJob(queue, id),
    onSuccess: (_result, id) => {
      toast({ title: 'Job retried', description: `Job ${id} is waiting to run again.` });
      void queryClient.invalidateQueries({ queryKey: QUEUES_KEY });
    },
    onError: (error) =>
      toast({ title: 'Retry failed', description: error.message, variant: 'destructive' }),
  });

  if (failed.isError) {
    return <Alert type="error" showIcon role="alert" title={failed.error.message} />;
  }
  return (
    <Table<FailedJob>
      rowKey="id"
      size="small"
      loading={failed.isPending}
      dataSource={failed.data?.rows ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No failed jobs' }}
      pagination={{
        current: page,
        pageSize: FAILED_JOBS_PAGE_SIZE,
        total: failed.data?.total ?? 0,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      columns={[
        { title: 'Job', dataIndex: 'name' },
        { title: 'ID', dataIndex: 'id', className: 'rd-admin-code' },
        {
          title: 'Error',
          dataIndex: 'error',
          className: 'rd-queues__error',
          render: (error: string | null) => error ?? '—',
        },
        {
          title: 'Attempts',
          render: (_: unknown, job) => `${job.attempts} of ${job.maxAttempts}`,
        },
        { title: 'Failed', dataIndex: 'failedAt', render: when },
        {
          title: '',
          key: 'retry',
          render: (_: unknown, job) => (
            <Button
              size="small"
              onClick={() => retry.mutate(job.id)}
              loading={retry.isPending && retry.variables === job.id}
              aria-label={`Retry job ${job.id}`}
            >
              Retry
            </Button>
          ),
        },
      ]}
    />
  );
}

function QueueCard({ queue }: { queue: QueueInfo }) {
  return (
    <section className="rd-admin-panel" aria-labelledby={`rd-queue-${queue.name}`}>
      <div className="rd-queues__title">
        <h2 id={`rd-queue-${queue.name}`}>Queue “{queue.name}”</h2>
        <Tag>{queue.driver === 'bullmq' ? 'BullMQ (Redis)' : 'Embedded (database)'}</Tag>
        <Tag color={queue.status === 'up' ? 'green' : 'red'}>{queue.status}</Tag>
      </div>
      {queue.message ? <Alert type="error" showIcon title={queue.message} /> : null}
      {queue.counts ? (
        <div className="rd-queues__counts">
          {COUNTS.map(({ key, label }) => (
            <Statistic key={key} title={label} value={queue.counts?.[key] ?? 0} />
          ))}
        </div>
      ) : null}
      <h3 className="rd-queues__subtitle">Failed jobs</h3>
      <FailedJobs queue={queue.name} />
    </section>
  );
}

/** /admin/queues: every queue's counts, its failed jobs with their errors, and retry. */
export default function QueuesPage() {
  useDocumentTitle('Queues');
  const queryClient = useQueryClient();
  const queues = useQuery({
    queryKey: QUEUES_KEY,
    queryFn: fetchQueues,
    refetchInterval: ADMIN_REFRESH_INTERVAL_MS,
  });

  return (
    <AdminSubpage
      id="rd-queues-title"
      title="Queues"
      lead="Background jobs (e-mail, analyses, reminders): how many wait, run, failed and finished, and the failed ones with their error."
    >
      <p>
        <Button
          onClick={() => void queryClient.refetchQueries({ queryKey: QUEUES_KEY })}
          loading={queues.isFetching}
        >
          Refresh
        </Button>
      </p>
      {queues.isError ? (
        <Alert type="error" showIcon role="alert" title={queues.error.message} />
      ) : null}
      {queues.data?.map((queue) => (
        <QueueCard key={queue.name} queue={queue} />
      ))}
    </AdminSubpage>
  );
}
