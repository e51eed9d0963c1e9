import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { paths, withLang } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/auth-storage';
import { useLanguage } from '@/lib/language';

/** Log Out: ends the session on the server, then forgets the local record. */
export function useLogout() {
  const navigate = useNavigate();
  const language = useLanguage();
  const queryClient = useQueryClient();
  return async () => {
    // Even if the server cannot be reached, the local record goes: the user asked to leave.
    await apiRequest(apiPath(apiPaths.auth.logout), { method: 'POST' }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate(withLang(language, paths.home));
  };
}
