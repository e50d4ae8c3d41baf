import { ApiError } from '@redress/api-client';
import {
  sqlToolLimitsHelp,
  sqlToolStatementsHelp,
  sqlTruncationNotice,
  toCsv,
} from '@redress/domain';
import { useDocumentTitle } from '@redress/web-ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { AdminSubpage, fetchSqlSchema, runSql, type SqlResult, type SqlSchema } from '../../shared';
import './sql-tool.css';

const EXAMPLE = 'SELECT id, email, createdAt FROM users ORDER BY id DESC LIMIT 20';

const FAILURE_TITLES: Record<string, string> = {
  'sql-refused': 'Query refused',
  'sql-timeout': 'Query stopped',
  'sql-error': 'Query failed',
  'sql-busy': 'Query not run',
};

function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function downloadCsv(result: SqlResult): void {
  const blob = new Blob([toCsv(result.columns, result.rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `redress-query-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ResultTable({ result }: { result: SqlResult }) {
  const rows = result.rows.map((row, index) => ({ key: index, row }));
  return (
    <section className="rd-admin-panel" aria-labelledby="rd-sql-results">
      <div className="rd-sql__result-bar">
        <h2 id="rd-sql-results">Results</h2>
        <span className="rd-sql__summary" role="status">
          {result.rowCount.toLocaleString('en-US')} row{result.rowCount === 1 ? '' : 's'} in{' '}
          {result.durationMs} ms
        </span>
        <Button onClick={() => downloadCsv(result)} disabled={!result.columns.length}>
          Download CSV
        </Button>
      </div>
      {result.truncation ? (
        <Alert
          type="warning"
          showIcon
          className="rd-sql__notice"
          title={sqlTruncationNotice(result.truncation)}
          description={
            result.truncation === 'rows'
              ? 'Add a WHERE clause or a LIMIT to see the rows you need.'
              : 'Select fewer or shorter columns, or add a LIMIT, to see the rows you need.'
          }
        />
      ) : null}
      <Table
        size="small"
        className="rd-sql__table"
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        columns={result.columns.map((name, index) => ({
          key: `${index}`,
          title: name,
          render: (_: unknown, record: { row: unknown[] }) => (
            <span className={record.row[index] === null ? 'rd-sql__null' : undefined}>
              {cellText(record.row[index])}
            </span>
          ),
        }))}
      />
      <p className="rd-sql__statement">
        Ran as: <code className="rd-admin-code">{result.statement}</code>
      </p>
    </section>
  );
}

/** The database's tables and columns, as the database itself lists them. */
function SchemaPanel({ schema, error }: { schema?: SqlSchema; error: Error | null }) {
  return (
    <section className="rd-admin-panel rd-sql__schema" aria-labelledby="rd-sql-schema">
      <h2 id="rd-sql-schema">Tables</h2>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !schema ? (
        <Typography.Text type="secondary">Loading…</Typography.Text>
      ) : (
        <ul className="rd-sql__tables">
          {schema.tables.map((table) => (
            <li key={table.name}>
              <details>
                <summary>
                  <code>{table.name}</code>
                  {table.readable ? null : (
                    <span className="rd-sql__secret"> (cannot be read)</span>
                  )}
                </summary>
                <ul className="rd-sql__columns">
                  {table.columns.map((column) => (
                    <li key={column.name}>
                      <code>{column.name}</code>{' '}
                      <span className="rd-sql__type">
                        {column.type || 'any'}
                        {column.primaryKey ? ', primary key' : ''}
                        {column.nullable ? ', may be NULL' : ''}
                      </span>
                      {column.readable || !table.readable ? null : (
                        <span className="rd-sql__secret"> (cannot be read)</span>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/sql-tool: read-only SQL against the product's database, results as a table or CSV. */
export default function SqlToolPage() {
  useDocumentTitle('SQL Tool');
  const [sql, setSql] = useState(EXAMPLE);
  const query = useMutation({ mutationFn: runSql });
  const failure = query.error instanceof ApiError ? query.error : null;
  const schema = useQuery({ queryKey: ['admin', 'sql-schema'], queryFn: fetchSqlSchema });

  const run = () => {
    if (!query.isPending) query.mutate(sql);
  };

  return (
    <AdminSubpage
      id="rd-sql-title"
      title="SQL Tool"
      lead="Read-only queries against the product's database. Every query is written to the audit log."
    >
      <div className="rd-sql__layout">
        <section className="rd-admin-panel rd-sql__query" aria-label="Query">
          <Input.TextArea
            className="rd-admin-code rd-sql__editor"
            aria-label="SQL query"
            value={sql}
            onChange={(event) => setSql(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                run();
              }
            }}
            autoSize={{ minRows: 5, maxRows: 16 }}
            spellCheck={false}
          />
          <Space className="rd-sql__actions" wrap>
            <Button type="primary" onClick={run} loading={query.isPending}>
              {query.isPending ? 'Running...' : 'Run query'}
            </Button>
            <Typography.Text type="secondary">Ctrl+Enter runs the query</Typography.Text>
          </Space>
          <ul className="rd-sql__rules">
            {schema.data ? <li>{sqlToolStatementsHelp(schema.data.dialect)}</li> : null}
            <li>{sqlToolLimitsHelp()}</li>
            <li>
              Secrets cannot be read: admin password hashes, sessions, sign-in tokens, stored e-mail
              bodies and queued job payloads.
            </li>
          </ul>
        </section>
        <SchemaPanel schema={schema.data} error={schema.error} />
      </div>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="rd-sql__notice"
          title={(failure?.code && FAILURE_TITLES[failure.code]) || 'Query failed'}
          description={query.error.message}
        />
      ) : null}
      {query.data && !query.isPending ? <ResultTable result={query.data} /> : null}
    </AdminSubpage>
  );
}
