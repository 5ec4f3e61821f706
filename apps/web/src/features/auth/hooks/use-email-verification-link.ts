import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useVerifyEmailMutation } from '../api/auth-api';
import { userRefreshRequested } from '../user-slice';

/** The query parameter the verification e-mail's link carries. */
export const verifyTokenParam = 'verify';

/**
 * Handles the verification link on whatever screen it opens (a logged-in player is redirected away
 * from /login): confirms the token once, tells the player, and removes the token from the URL.
 */
export function useEmailVerificationLink(): void {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const handled = useRef<string | null>(null);
  const [verifyEmail] = useVerifyEmailMutation();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get(verifyTokenParam);
    if (!token || handled.current === token) return;
    handled.current = token;
    params.delete(verifyTokenParam);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    verifyEmail(token)
      .unwrap()
      .then(
      () => {
        notifications.show({ color: 'teal', title: t('auth.verify.doneTitle'), message: t('auth.verify.doneText') });
        if (isLoggedIn) void dispatch(userRefreshRequested());
      },
      () => {
        notifications.show({ color: 'red', title: t('auth.verify.failedTitle'), message: t('auth.verify.failedText') });
      },
    );
  }, [location.pathname, location.search, navigate, dispatch, isLoggedIn, t, verifyEmail]);
}
