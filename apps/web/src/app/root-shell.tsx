import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { isAdminDashboardMessage } from '../lib/dev-messages';

/** The top route: listens for the local development tools' request to open the admin dashboard. */
export function RootShell() {
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isAdminDashboardMessage(event)) void navigate(paths.admin.dashboard.getHref());
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
  return <Outlet />;
}
