import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, apiPost, ApiError, readErrorMessage } from '../http/apiFetch';

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
  const response = await apiFetch('/api/admin/session');
  if (response.status !== 200) return null;
  const body = (await response.json()) as { admin?: AdminUser | null };
  return body.admin ?? null;
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
      const response = await apiPost('/api/admin/login', credentials);
      if (!response.ok) {
        throw new ApiError((await readErrorMessage(response)) ?? 'Login failed', response.status);
      }
      const body = (await response.json()) as { admin?: AdminUser };
      if (!body.admin) throw new ApiError('Login failed', response.status);
      queryClient.setQueryData(ADMIN_SESSION_QUERY_KEY, body.admin);
      return body.admin;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const response = await apiPost('/api/admin/logout');
    if (!response.ok) {
      throw new ApiError((await readErrorMessage(response)) ?? 'Logout failed', response.status);
    }
    queryClient.setQueryData(ADMIN_SESSION_QUERY_KEY, null);
  }, [queryClient]);

  return { admin: query.data ?? null, isLoading: query.isPending, login, logout };
}
