import {
  ADMIN_FETCH_ERRORS,
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_OPTIONS,
  type AdminListingName,
} from '@redress/domain';
import { Alert, Button, Input, Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import type { ListingRows } from '../api/adminApi';
import { useListing } from '../hooks/useAdminQueries';
import './listing-table.css';

export interface ListingTableProps<N extends AdminListingName> {
  name: N;
  heading: string;
  columns: ColumnsType<ListingRows[N]>;
  searchPlaceholder: string;
  autoRefresh: boolean;
}

interface Sort {
  key: string;
  order: 'asc' | 'desc';
}

/**
 * One dashboard tab: a table paged, sorted and searched by the server. Columns with a `key` and
 * `sorter: true` sort by that key (the API names the keys it accepts).
 */
export function ListingTable<N extends AdminListingName>({
  name,
  heading,
  columns,
  searchPlaceholder,
  autoRefresh,
}: ListingTableProps<N>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ADMIN_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort | null>(null);
  const listing = useListing(
    name,
    {
      limit: pageSize,
      offset: (page - 1) * pageSize,
      q: search || undefined,
      sort: sort?.key,
      order: sort?.order,
    },
    autoRefresh,
  );

  const sortedColumns = columns.map((column) =>
    column.key && column.sorter
      ? {
          ...column,
          sortOrder:
            sort?.key === column.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        }
      : column,
  ) as ColumnsType<ListingRows[N]>;

  return (
    <section className="rd-admin-listing" aria-label={heading}>
      <div className="rd-admin-listing__bar">
        <h2 className="rd-admin-listing__heading">{heading}</h2>
        <Input.Search
          className="rd-admin-listing__search"
          placeholder={searchPlaceholder}
          aria-label={`Search ${heading}`}
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
      </div>
      {listing.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={ADMIN_FETCH_ERRORS[name]}
          description={
            listing.error.message !== ADMIN_FETCH_ERRORS[name] ? listing.error.message : undefined
          }
          action={
            <Button size="small" onClick={() => void listing.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : (
        <Table<ListingRows[N]>
          rowKey="id"
          size="middle"
          columns={sortedColumns}
          dataSource={listing.data?.rows ?? []}
          loading={listing.isPending || (listing.isFetching && listing.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize,
            total: listing.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [...ADMIN_PAGE_SIZE_OPTIONS],
            showTotal: (total) =>
              `${total.toLocaleString('en-US')} ${search ? 'matching ' : ''}record${total === 1 ? '' : 's'}`,
          }}
          onChange={(pagination, _filters, sorter) => {
            const single = (Array.isArray(sorter) ? sorter[0] : sorter) as
              SorterResult<ListingRows[N]> | undefined;
            const next: Sort | null =
              single?.order && single.columnKey
                ? {
                    key: String(single.columnKey),
                    order: single.order === 'ascend' ? 'asc' : 'desc',
                  }
                : null;
            if (next?.key !== sort?.key || next?.order !== sort?.order) {
              setSort(next);
              setPage(1);
            } else {
              setPage(pagination.current ?? 1);
            }
            if (pagination.pageSize && pagination.pageSize !== pageSize) {
              setPageSize(pagination.pageSize);
              setPage(1);
            }
          }}
        />
      )}
    </section>
  );
}
