import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../toast/toastStore';
import { useAuth } from './useAuth';

/** Sign-out as the user experiences it: end the session, say so, go home (spec document 1, section 8). */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
      toast({ title: 'Signed Out', description: 'You have been signed out successfully.' });
      navigate('/');
    } catch (_error) {
      toast({
        title: 'Error',
        description: 'Failed to sign out. Please try again.',
        variant: 'destructive',
      });
    }
  }, [logout, navigate]);
}
