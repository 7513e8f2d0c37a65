import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/paths';
import { endSession } from '@/lib/session/session-actions';

/** Logout (spec point 4): ends the session on the server and here, then shows the login page. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession(queryClient);
    await navigate(href.login(), { replace: true });
  }, [queryClient, navigate]);
}
