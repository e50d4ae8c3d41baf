import { apiClient, apiError } from '@redress/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface AdminUser {
  id: number | string;
  username: string;
  role?: string;
  [field: string]: unknown;
}

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface AdminSessionState {
  admin: AdminUser | null;
  isLoading: boolean;
  login: (credentials: AdminCredentials) => Promise<AdminUser>;
  logout: () => Promise<void>;
}

export const ADMIN_SESSION_QUERY_KEY = ['admin', 'session'] as const;

async function fetchAdminSession(): Promise<AdminUser | null> {
  const { data, response } = await apiClient.GET('/api/admin/session');
  if (response.status !== 200) return null;
  return data?.admin ?? null;
}

export function useAdminSession(): AdminSessionState {
  const queryClient = useQueryClient();
  // The spec checks the admin session once on load; afterwards only login/logout change it.
  const query = useQuery({
    queryKey: ADMIN_SESSION_QUERY_KEY,
    queryFn: fetchAdminSession,
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });

  const login = useCallback(
    async (credentials: AdminCredentials) => {
      const { data, error, response } = await apiClient.POST('/api/admin/login', {
        body: credentials,
      });
      if (!response.ok) {
        throw apiError('Login failed', response, error, { preferServerMessage: true });
      }
      if (!data?.admin) throw apiError('Login failed', response);
      queryClient.setQueryData(ADMIN_SESSION_QUERY_KEY, data.admin);
      return data.admin;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const { error, response } = await apiClient.POST('/api/admin/logout');
    if (!response.ok) {
      throw apiError('Logout failed', response, error, { preferServerMessage: true });
    }
    queryClient.setQueryData(ADMIN_SESSION_QUERY_KEY, null);
  }, [queryClient]);

  return { admin: query.data ?? null, isLoading: query.isPending, login, logout };
}
