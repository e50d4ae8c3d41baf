import { useCallback } from 'react';
import { useLocation, useNavigate } from '../router';
import { toast } from '../toast/toastStore';
import { useAuth } from './useAuth';

// The history entry the user signed out from. Clearing the session re-renders the page at once,
// while the navigation home is a transition that lands later: a guarded page must not read the
// cleared session as "please sign in" and send the user to /login instead (see RequireAuth).
let signedOutFromLocationKey: string | null = null;

/** True when the user signed out on purpose while on this history entry. */
export function signedOutFrom(locationKey: string): boolean {
  return signedOutFromLocationKey === locationKey;
}

/** Sign-out as the user experiences it: end the session, say so, go home (spec document 1, section 8). */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(async () => {
    try {
      signedOutFromLocationKey = key;
      await logout();
      toast({ title: 'Signed Out', description: 'You have been signed out successfully.' });
      navigate('/');
    } catch (_error) {
      signedOutFromLocationKey = null;
      toast({
        title: 'Error',
        description: 'Failed to sign out. Please try again.',
        variant: 'destructive',
      });
    }
  }, [key, logout, navigate]);
}
