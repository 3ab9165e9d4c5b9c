import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Role } from '@coverline/contracts';
import type { UserDto } from '@coverline/contracts/generated/model';
import { getGetMeQueryKey, updateUser } from '@coverline/contracts/generated/users/users';
import { useLanguage } from '../../../lib/i18n';

/**
 * A client's account keeps the language they read the app in, so the mails they receive follow
 * it: when the two differ (a Spanish browser on a first visit, a choice made before signing in),
 * the account takes the app's language. Staff accounts stay English.
 */
export function useAccountLanguage(user: UserDto | undefined): void {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const differs = user?.role === Role.Client && user.language !== language;
  useEffect(() => {
    if (!differs || !user) return;
    let current = true;
    updateUser(user.id, { language })
      .then((updated) => {
        if (current) queryClient.setQueryData(getGetMeQueryKey(), updated);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [differs, user, language, queryClient]);
}
