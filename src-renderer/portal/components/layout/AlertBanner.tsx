// The global alert (spec section 4): success, error, warning or info, hidden after 5 seconds.
// Mantine's Alert as plain elements in its markup (plain/mantine-look.tsx): the layout holds it on
// every page.
import { useEffect } from 'react';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { ALERT_HIDE_MS } from '../../../../shared/domain/constants'; // not the index: keeps zod out of every page
import { useAppActions, useAppState, type AlertType } from '../../state/app-store';
import { Alert } from '../plain/mantine-look';
import classes from './AlertBanner.module.css';

const LOOK: Record<AlertType, { color: 'green' | 'red' | 'yellow' | 'blue'; icon: typeof IconInfoCircle; title: string }> = {
  success: { color: 'green', icon: IconCircleCheck, title: 'Success' },
  error: { color: 'red', icon: IconCircleX, title: 'Error' },
  warning: { color: 'yellow', icon: IconAlertTriangle, title: 'Warning' },
  info: { color: 'blue', icon: IconInfoCircle, title: 'Notice' },
};

export function AlertBanner() {
  const { alert } = useAppState();
  const { hideAlert } = useAppActions();

  useEffect(() => {
    if (!alert.visible) return;
    const timer = setTimeout(() => hideAlert(alert.id), ALERT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alert.visible, alert.id, hideAlert]);

  const look = LOOK[alert.type];
  const Icon = look.icon;
  return (
    <div className={classes.region}>
      {alert.visible ? (
        <Alert
          className={classes.alert}
          titleClassName={classes.title}
          data-testid="alert-banner"
          data-alert-type={alert.type}
          color={look.color}
          icon={<Icon size={22} aria-hidden />}
          title={look.title}
          closeButtonLabel="Dismiss message"
          onClose={() => hideAlert(alert.id)}
        >
          {alert.message}
        </Alert>
      ) : null}
    </div>
  );
}
